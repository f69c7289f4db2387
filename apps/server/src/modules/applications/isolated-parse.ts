import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResumeDocument } from '@hireproof/engine';
import type { ParseReply, ParseRequest } from './parse-protocol.ts';

export interface IsolatedParseOptions {
  /** Wall-clock limit before the child is killed with SIGKILL. */
  timeoutMs?: number;
  /** V8 old-space cap of the child, in MB. */
  maxHeapMb?: number;
}

export const PARSE_TIMEOUT_MS = 8_000;
export const PARSE_MAX_HEAP_MB = 256;

export interface IsolatedParseResult {
  document: ResumeDocument;
  parseMethod: string;
  pageCount: number;
  warnings: string[];
}

/** Messages for files the parser had to give up on; shown to the user as the failure reason. */
export const PARSE_LIMIT_MESSAGES = {
  timeout:
    'This file took too long to read, so it was stopped for safety. Please export your resume again as a simple PDF, DOCX or plain-text file and upload that.',
  memory:
    'This file needs far more memory to read than any resume should, so it was stopped for safety. Please export your resume again as a simple PDF, DOCX or plain-text file and upload that.',
} as const;

/**
 * Why a parse failed. `bad-input`: the file itself (the message is for the user; retrying will not
 * help). `infrastructure`: the child could not run or died for reasons unrelated to the file.
 */
export class ParseFailure extends Error {
  override readonly name = 'ParseFailure';
  constructor(
    readonly kind: 'bad-input' | 'infrastructure',
    readonly code: string,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

const SOURCE_MODE = import.meta.url.endsWith('.ts');
let devChildPath: Promise<string> | undefined;

/**
 * The child script. In the bundle it sits next to main.js / worker.js (build.mjs writes
 * dist/parse-child.js). From source (tests, tsx) it is bundled once per process with esbuild into
 * node_modules/.cache, so the child starts as plain JavaScript without a TypeScript loader.
 */
function childScriptPath(): Promise<string> {
  if (!SOURCE_MODE) return Promise.resolve(fileURLToPath(new URL('./parse-child.js', import.meta.url)));
  devChildPath ??= (async () => {
    const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
    const outDir = join(repoRoot, 'node_modules', '.cache', 'hireproof-server');
    mkdirSync(outDir, { recursive: true });
    const target = join(outDir, 'parse-child.mjs');
    const partial = join(outDir, `parse-child.${process.pid}.${Date.now()}.mjs`);
    const { build } = await import('esbuild');
    await build({
      entryPoints: [fileURLToPath(new URL('./parse-child.ts', import.meta.url))],
      outfile: partial,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      plugins: [
        {
          name: 'external-node-modules',
          setup(builder) {
            builder.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@hireproof/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
    });
    renameSync(partial, target);
    return target;
  })();
  devChildPath.catch(() => {
    devChildPath = undefined;
  });
  return devChildPath;
}

/**
 * Parses a resume file in a forked child with a heap cap and a SIGKILL deadline (security plan F3,
 * F4). Resolves with the parsed document; rejects with ParseFailure.
 */
export async function parseResumeIsolated(
  request: ParseRequest,
  options: IsolatedParseOptions = {},
): Promise<IsolatedParseResult> {
  const timeoutMs = options.timeoutMs ?? PARSE_TIMEOUT_MS;
  const maxHeapMb = options.maxHeapMb ?? PARSE_MAX_HEAP_MB;
  let script: string;
  try {
    script = await childScriptPath();
  } catch (error) {
    throw new ParseFailure(
      'infrastructure',
      'child-build',
      'The resume reader could not start',
      String(error),
    );
  }

  return new Promise<IsolatedParseResult>((resolvePromise, reject) => {
    let child: ChildProcess;
    try {
      child = fork(script, [], {
        execArgv: [`--max-old-space-size=${maxHeapMb}`],
        serialization: 'advanced',
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
      });
    } catch (error) {
      reject(new ParseFailure('infrastructure', 'fork', 'The resume reader could not start', String(error)));
      return;
    }
    let settled = false;
    let timedOut = false;
    let stderr = '';
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
    };
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      if (stderr.length < 4_000) stderr += chunk;
    });
    child.once('message', (reply: ParseReply) => {
      settle(() => {
        if (reply.ok) {
          resolvePromise({
            document: reply.document,
            parseMethod: reply.parseMethod,
            pageCount: reply.pageCount,
            warnings: reply.warnings,
          });
        } else if (reply.kind === 'bad-input') {
          reject(new ParseFailure('bad-input', reply.code, reply.message, reply.detail));
        } else {
          reject(new ParseFailure('infrastructure', reply.code, 'The resume reader failed', reply.message));
        }
      });
      // The child exits by itself; make sure it does.
      setTimeout(() => child.kill('SIGKILL'), 1_000).unref();
    });
    child.once('error', (error) => {
      settle(() =>
        reject(
          new ParseFailure('infrastructure', 'fork', 'The resume reader could not start', String(error)),
        ),
      );
    });
    child.once('exit', (code, signal) => {
      settle(() => {
        if (timedOut) {
          reject(
            new ParseFailure(
              'bad-input',
              'timeout',
              PARSE_LIMIT_MESSAGES.timeout,
              `killed after ${timeoutMs} ms`,
            ),
          );
        } else if (
          /heap limit|out of memory|Allocation failed/i.test(stderr) ||
          signal === 'SIGABRT' ||
          code === 134
        ) {
          reject(new ParseFailure('bad-input', 'memory', PARSE_LIMIT_MESSAGES.memory, stderr.slice(0, 500)));
        } else {
          reject(
            new ParseFailure(
              'infrastructure',
              'child-exit',
              'The resume reader stopped unexpectedly',
              `code ${code}, signal ${signal}: ${stderr.slice(0, 500)}`,
            ),
          );
        }
      });
    });
    child.send(request, (error) => {
      if (error) {
        settle(() =>
          reject(
            new ParseFailure('infrastructure', 'ipc', 'The resume reader could not start', String(error)),
          ),
        );
        child.kill('SIGKILL');
      }
    });
  });
}
