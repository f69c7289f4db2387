/**
 * A thread of the engine pool (engine-pool.ts): runs one task at a time by name. The readers and
 * the dictionaries are loaded (and pdf.js exercised once) when the thread starts, before it takes
 * a task, so a task pays only for its own work and the thread's deadline starts with the task.
 */
import type { MessagePort } from 'node:worker_threads';
import { type EngineTaskName, engineTasks } from './engine-tasks.ts';

/** A one-page PDF (pdf.js repairs its missing cross-reference table); reading it loads pdf.js. */
const WARM_UP_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    '4 0 obj<</Length 44>>stream\nBT /F1 12 Tf 72 712 Td (Warm up) Tj ET\nendstream endobj\n' +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

await engineTasks.parse({ bytes: WARM_UP_PDF, fileName: 'warm-up.pdf' });

export interface ThreadTask {
  name: EngineTaskName | 'warm';
  input: unknown;
  /** Told the moment the task starts, so the pool's deadline does not count time spent queued. */
  started: MessagePort;
}

export default async function runTask(task: ThreadTask): Promise<unknown> {
  task.started.postMessage('started');
  task.started.close();
  if (task.name === 'warm') return undefined;
  const run = engineTasks[task.name] as (input: unknown) => unknown;
  return await run(task.input);
}
