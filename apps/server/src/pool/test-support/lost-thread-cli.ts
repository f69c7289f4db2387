/**
 * Run by engine-pool.int.test.ts in a process of its own: a thread of the pool runs out of memory
 * after answering its task, then the pool serves again. Prints one JSON line and exits 0 when the
 * process lived through it; an unhandled pool 'error' would end it with code 1 before that.
 */
import { fileURLToPath } from 'node:url';
import { createEnginePool } from '../engine-pool.ts';

const script = async () => fileURLToPath(new URL('./probe-thread.mjs', import.meta.url));
const pool = createEnginePool({ script, threads: 1, maxHeapMb: 32 });
type AnyRun = (name: string, input: unknown, options: { timeoutMs: number }) => Promise<unknown>;
const run = pool.run as unknown as AnyRun;

const answered = await run('hog-after-reply', undefined, { timeoutMs: 10_000 });
const deadline = Date.now() + 20_000;
while (pool.stats().threadsLost === 0 && Date.now() < deadline)
  await new Promise((resolve) => setTimeout(resolve, 20));
const after = await run('echo', 'after', { timeoutMs: 10_000 });
console.log(JSON.stringify({ answered, threadsLost: pool.stats().threadsLost, after }));
await pool.close();
