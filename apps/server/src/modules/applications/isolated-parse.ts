import type { ParseWarning, ResumeDocument } from '@hireproof/engine';
import type { ParseReply, ParseRequest } from '../../pipeline/parse-protocol.ts';
import {
  createEnginePool,
  type EnginePool,
  PoolTaskFailure,
  sharedEnginePool,
} from '../../pool/engine-pool.ts';

export interface IsolatedParseOptions {
  /** Wall-clock limit from the start of the parse in its thread; the thread is ended after it. */
  timeoutMs?: number;
  /** V8 old-space cap of the reading thread, in MB (a parser of its own pool when set). */
  maxHeapMb?: number;
  /** The engine pool to read in; the process's shared pool by default. */
  pool?: EnginePool;
}

export const PARSE_TIMEOUT_MS = 8_000;

export interface IsolatedParseResult {
  document: ResumeDocument;
  parseMethod: string;
  pageCount: number;
  /** What reading the file moved, left out or could not recognise; stored on the application. */
  warnings: ParseWarning[];
}

/**
 * The failure reason a person sees when reading their file ended its thread: past its deadline, past
 * the thread's heap cap, or the thread died under it. Whichever it was, the file asked for far more
 * work than a resume does; the pool has already replaced the thread.
 */
export const FILE_TOO_LARGE_TO_READ_MESSAGE =
  'This file is too large to read, so it was stopped for safety. Please export your resume again as a simple PDF, DOCX or plain-text file of a few pages and upload that.';

/** The ways a task can end its thread that a file can cause (a thread that never started is ours). */
export function endedItsThread(error: unknown): error is PoolTaskFailure {
  return error instanceof PoolTaskFailure && error.kind !== 'start';
}

/**
 * Why a parse failed. `bad-input`: the file itself (the message is for the user; retrying will not
 * help). `infrastructure`: the reading thread could not run or died for reasons unrelated to the file.
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

export interface ResumeParser {
  /**
   * Parses one file in a thread of the engine pool; rejects with ParseFailure. `owner` (the user
   * the file belongs to) is the pool's fairness lane.
   */
  parse(request: ParseRequest, owner?: string): Promise<IsolatedParseResult>;
  /** Releases a pool this parser made for itself (the shared pool stays for the process). */
  close(): void;
  /** Starts the pool's threads now, so even the first upload finds a warm reader. */
  warm(): Promise<void>;
}

/**
 * Parses each resume file in a warm thread of the engine pool, with a heap cap and a deadline
 * (security plan F3, F4): a file that runs past the deadline or the cap ends its thread, never the
 * server, and the pool starts a fresh thread in its place.
 */
export function createResumeParser(options: IsolatedParseOptions = {}): ResumeParser {
  const timeoutMs = options.timeoutMs ?? PARSE_TIMEOUT_MS;
  const own = options.pool
    ? undefined
    : options.maxHeapMb !== undefined
      ? createEnginePool({ maxHeapMb: options.maxHeapMb })
      : undefined;
  const pool = options.pool ?? own ?? sharedEnginePool();

  return {
    async parse(request, owner) {
      let reply: ParseReply;
      try {
        reply = await pool.run('parse', request, { timeoutMs, owner });
      } catch (error) {
        if (endedItsThread(error))
          throw new ParseFailure('bad-input', error.kind, FILE_TOO_LARGE_TO_READ_MESSAGE, error.message);
        throw new ParseFailure(
          'infrastructure',
          error instanceof PoolTaskFailure ? error.kind : 'thread',
          'The resume reader stopped unexpectedly',
          String(error),
        );
      }
      if (reply.ok) {
        return {
          document: reply.document,
          parseMethod: reply.parseMethod,
          pageCount: reply.pageCount,
          warnings: reply.warnings,
        };
      }
      if (reply.kind === 'bad-input')
        throw new ParseFailure('bad-input', reply.code, reply.message, reply.detail);
      throw new ParseFailure('infrastructure', reply.code, 'The resume reader failed', reply.message);
    },
    warm: () => pool.warm(),
    close() {
      void own?.close();
    },
  };
}
