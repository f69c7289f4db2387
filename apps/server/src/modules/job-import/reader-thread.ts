import { parentPort } from 'node:worker_threads';
import { type FetchedPage, readPosting } from './extract-posting.ts';

/**
 * The worker-thread side of posting-reader.ts: reads one fetched page at a time off the web process's
 * event loop. Bundled as dist/job-import-reader.js (build.mjs), or from source by posting-reader.ts.
 */
const port = parentPort;
if (!port) throw new Error('reader-thread.ts runs only as a worker thread');
port.on('message', (message: { id: number; page: FetchedPage }) => {
  try {
    port.postMessage({ id: message.id, outcome: readPosting(message.page) });
  } catch (error) {
    port.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
port.postMessage({ ready: true });
