import { type ChildProcess, fork } from 'node:child_process';
import type { ParseWarning, ResumeDocument } from '@hireproof/engine';
import { scriptEntryPath } from '../../process/script-entry.ts';
import type { ParseChildMessage, ParseReply, ParseRequest } from './parse-protocol.ts';

export interface IsolatedParseOptions {
  /** Wall-clock limit before the child is killed with SIGKILL. */
  timeoutMs?: number;
  /** V8 old-space cap of the child, in MB. */
  maxHeapMb?: number;
  /** The child's NODE_ENV (config.nodeEnv); 'production' when unset. */
  nodeEnv?: string | undefined;
}

export const PARSE_TIMEOUT_MS = 8_000;
/**
 * How long a child may take to start and load its readers before it counts as broken (an
 * infrastructure failure, retried). Kept apart from the parse deadline so a busy machine's slow
 * start is never blamed on the user's file.
 */
export const CHILD_START_TIMEOUT_MS = 30_000;
export const PARSE_MAX_HEAP_MB = 256;

export interface IsolatedParseResult {
  document: ResumeDocument;
  parseMethod: string;
  pageCount: number;
  /** What reading the file moved, left out or could not recognise; stored on the application. */
  warnings: ParseWarning[];
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

/** dist/parse-child.js in the bundle; from source, bundled once per process (process/script-entry.ts). */
function childScriptPath(): Promise<string> {
  return scriptEntryPath('parse-child', new URL('./parse-child.ts', import.meta.url));
}

interface ChildHandle {
  child: ChildProcess;
  stderr(): string;
  /** Set once the process has exited (a spare that died is not used). */
  exited: boolean;
  /** Set once the child reported that its readers are loaded. */
  ready: boolean;
}

function spawnChild(script: string, maxHeapMb: number, nodeEnv: string): ChildHandle {
  const child = fork(script, [], {
    execArgv: [`--max-old-space-size=${maxHeapMb}`],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: { NODE_ENV: nodeEnv },
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    if (stderr.length < 4_000) stderr += chunk;
  });
  const handle: ChildHandle = { child, stderr: () => stderr, exited: false, ready: false };
  child.once('exit', () => {
    handle.exited = true;
  });
  const onReady = (message: ParseChildMessage) => {
    if ('ready' in message) {
      handle.ready = true;
      child.off('message', onReady);
    }
  };
  child.on('message', onReady);
  // A child that cannot start reports through 'exit' or 'error' when it is used.
  child.on('error', () => undefined);
  return handle;
}

/** Sends the request to a child and turns its reply, exit or deadline into a result or a ParseFailure. */
function runOnChild(
  handle: ChildHandle,
  request: ParseRequest,
  timeoutMs: number,
): Promise<IsolatedParseResult> {
  const { child } = handle;
  return new Promise<IsolatedParseResult>((resolvePromise, reject) => {
    let settled = false;
    let timedOut = false;
    let startTimedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.off('message', onMessage);
      action();
    };
    const startParse = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, timeoutMs);
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
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      settle(() => {
        const stderr = handle.stderr();
        if (startTimedOut) {
          reject(
            new ParseFailure('infrastructure', 'start-timeout', 'The resume reader did not start in time'),
          );
        } else if (timedOut) {
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
    };
    const onMessage = (message: ParseChildMessage) => {
      if ('ready' in message) {
        startParse();
        return;
      }
      const reply: ParseReply = message;
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
      // The child exits by itself after replying; make sure it does.
      setTimeout(() => child.kill('SIGKILL'), 1_000).unref();
    };
    if (handle.exited || child.exitCode !== null || child.signalCode !== null) {
      onExit(child.exitCode, child.signalCode);
      return;
    }
    child.on('message', onMessage);
    child.once('error', (error) => {
      settle(() =>
        reject(
          new ParseFailure('infrastructure', 'fork', 'The resume reader could not start', String(error)),
        ),
      );
    });
    child.once('exit', onExit);
    if (handle.ready) {
      startParse();
    } else {
      timer = setTimeout(() => {
        startTimedOut = true;
        child.kill('SIGKILL');
      }, CHILD_START_TIMEOUT_MS);
    }
  });
}

export interface ResumeParser {
  /** Parses one file in its own child process; rejects with ParseFailure. */
  parse(request: ParseRequest): Promise<IsolatedParseResult>;
  /** Kills the spare child; parses in progress finish or hit their deadline. */
  close(): void;
  /** The process id of the warm spare child, if one is running. */
  readonly sparePid: number | undefined;
  /** Starts the spare child now, so even the first upload finds a warm reader. */
  warm(): Promise<void>;
}

/**
 * Parses each resume file in a fresh forked child with a heap cap and a SIGKILL deadline (security
 * plan F3, F4). Every child reads one file and exits, so one hostile file cannot affect the next.
 * Starting Node and loading the readers costs far more than parsing a resume, so after the first
 * parse one spare child is kept started and warm, and the next parse uses it.
 */
export function createResumeParser(options: IsolatedParseOptions = {}): ResumeParser {
  const timeoutMs = options.timeoutMs ?? PARSE_TIMEOUT_MS;
  const maxHeapMb = options.maxHeapMb ?? PARSE_MAX_HEAP_MB;
  const nodeEnv = options.nodeEnv ?? 'production';
  let spare: ChildHandle | undefined;
  let closed = false;

  const startSpare = (script: string) => {
    if (closed) return;
    spare = spawnChild(script, maxHeapMb, nodeEnv);
    // An idle spare must not keep the process alive.
    spare.child.unref();
    spare.child.channel?.unref();
  };

  return {
    async parse(request) {
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
      let handle = spare && !spare.exited ? spare : undefined;
      spare = undefined;
      try {
        if (handle) {
          handle.child.ref();
          handle.child.channel?.ref();
        } else {
          handle = spawnChild(script, maxHeapMb, nodeEnv);
        }
      } catch (error) {
        throw new ParseFailure('infrastructure', 'fork', 'The resume reader could not start', String(error));
      }
      try {
        startSpare(script);
      } catch {
        spare = undefined;
      }
      return runOnChild(handle, request, timeoutMs);
    },
    async warm() {
      if (spare && !spare.exited) return;
      try {
        startSpare(await childScriptPath());
      } catch {
        spare = undefined;
      }
    },
    get sparePid() {
      return spare && !spare.exited ? spare.child.pid : undefined;
    },
    close() {
      closed = true;
      spare?.child.kill('SIGKILL');
      spare = undefined;
    },
  };
}
