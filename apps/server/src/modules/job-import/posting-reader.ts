import { Worker } from 'node:worker_threads';
import { scriptEntryPath } from '../../process/script-entry.ts';
import type { FetchedPage, PageOutcome } from './extract-posting.ts';

/**
 * Reads fetched pages in a worker thread (DESIGN §7: nothing whose cost grows with input size runs on
 * the web process's event loop). Building a DOM of a 3 MB page and running Reader View over it takes
 * seconds; here it runs one page at a time on a warm thread, under a deadline after which the thread is
 * replaced, with a short queue in front of it.
 */
export interface PostingReader {
  read(page: FetchedPage): Promise<PageOutcome>;
  close(): Promise<void>;
}

export class ReaderBusyError extends Error {
  override readonly name = 'ReaderBusyError';
}

export const READ_TIMEOUT_MS = 8_000;
const MAX_WAITING = 16;

/** dist/job-import-reader.js in the bundle; from source, bundled once per process (process/script-entry.ts). */
function threadScriptPath(): Promise<string> {
  return scriptEntryPath('job-import-reader', new URL('./reader-thread.ts', import.meta.url));
}

interface Job {
  page: FetchedPage;
  resolve(outcome: PageOutcome): void;
  reject(error: Error): void;
}

export function createPostingReader(options: { timeoutMs?: number } = {}): PostingReader {
  const timeoutMs = options.timeoutMs ?? READ_TIMEOUT_MS;
  const waiting: Job[] = [];
  let worker: Promise<Worker> | undefined;
  let running = false;
  let closed = false;
  let nextId = 1;

  const startWorker = (): Promise<Worker> =>
    threadScriptPath().then(
      (script) =>
        new Promise<Worker>((resolveWorker, rejectWorker) => {
          const thread = new Worker(script, { resourceLimits: { maxOldGenerationSizeMb: 256 } });
          thread.once('message', () => resolveWorker(thread));
          thread.once('error', rejectWorker);
          thread.unref();
        }),
    );

  const retire = (thread: Worker | undefined) => {
    worker = undefined;
    void thread?.terminate();
  };

  async function runNext(): Promise<void> {
    if (running || closed) return;
    const job = waiting.shift();
    if (!job) return;
    running = true;
    let thread: Worker | undefined;
    try {
      worker ??= startWorker();
      thread = await worker;
      const id = nextId++;
      const outcome = await new Promise<PageOutcome>((resolveRead, rejectRead) => {
        const timer = setTimeout(() => {
          retire(thread);
          rejectRead(new Error(`reading the page took longer than ${timeoutMs} ms`));
        }, timeoutMs);
        const onMessage = (message: { id?: number; outcome?: PageOutcome; error?: string }) => {
          if (message.id !== id) return;
          clearTimeout(timer);
          thread?.off('message', onMessage);
          thread?.off('exit', onExit);
          if (message.outcome) resolveRead(message.outcome);
          else rejectRead(new Error(message.error ?? 'the page could not be read'));
        };
        const onExit = () => {
          clearTimeout(timer);
          worker = undefined;
          rejectRead(new Error('the reader thread stopped'));
        };
        thread?.on('message', onMessage);
        thread?.once('exit', onExit);
        thread?.postMessage({ id, page: job.page });
      });
      job.resolve(outcome);
    } catch (error) {
      if (!thread) worker = undefined;
      job.reject(error instanceof Error ? error : new Error(String(error)));
    } finally {
      running = false;
      void runNext();
    }
  }

  return {
    read(page) {
      if (closed) return Promise.reject(new Error('the posting reader is closed'));
      if (waiting.length >= MAX_WAITING) return Promise.reject(new ReaderBusyError('too many pages waiting'));
      return new Promise<PageOutcome>((resolveJob, rejectJob) => {
        waiting.push({ page, resolve: resolveJob, reject: rejectJob });
        void runNext();
      });
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('the posting reader is closed'));
      const current = worker;
      worker = undefined;
      if (current) await (await current.catch(() => undefined))?.terminate();
    },
  };
}
