import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { scriptEntryPath } from '../process/script-entry.ts';
import type { EngineTaskName, EngineTasks } from './engine-tasks.ts';

export interface EnginePoolOptions {
  /** Threads kept warm; by default defaultThreadCount() (sized from the cores). */
  threads?: number;
  /** V8 old-space cap of each thread, in MB: a task that needs more ends its thread, not the server. */
  maxHeapMb?: number;
  /** A thread is replaced after this many tasks, so what a long run leaves behind never piles up. */
  recycleAfterTasks?: number;
  /** How long a task may wait for a thread and its start before the pool counts as broken. */
  startTimeoutMs?: number;
  /** The thread script (tests run hostile probes); the engine's thread by default. */
  script?: () => Promise<string>;
}

export const ENGINE_POOL_DEFAULTS = {
  maxHeapMb: 256,
  recycleAfterTasks: 500,
  startTimeoutMs: 60_000,
} as const;

/** Why a task did not finish in its thread; the thread was ended and a fresh one takes its place. */
export class PoolTaskFailure extends Error {
  override readonly name = 'PoolTaskFailure';
  constructor(
    /** `timeout`: past its deadline; `memory`: past the heap cap; `crashed`: the thread died; `start`: never started. */
    readonly kind: 'timeout' | 'memory' | 'crashed' | 'start',
    message: string,
  ) {
    super(message);
  }
}

export interface RunOptions {
  /** Wall-clock limit from the moment the task starts in its thread; the thread is ended after it. */
  timeoutMs: number;
}

type Input<N extends EngineTaskName> = Parameters<EngineTasks[N]>[0];
type Output<N extends EngineTaskName> = Awaited<ReturnType<EngineTasks[N]>>;

export interface EnginePool {
  run<N extends EngineTaskName>(name: N, input: Input<N>, options: RunOptions): Promise<Output<N>>;
  /** Starts every thread and loads the engine in it now, so the first task finds them warm. */
  warm(): Promise<void>;
  /** Waits for running tasks, then ends every thread. */
  close(): Promise<void>;
  readonly threads: number;
  /**
   * Tasks waiting for a thread, the share of thread time spent busy, tasks done, in all and by name
   * (logs, the bench, and the tests that check which work left the event loop).
   */
  stats(): { queued: number; busy: number; completed: number; completedByTask: Record<string, number> };
}

/**
 * One thread a core but one (at most 4), at least one: the threads run at the web thread's
 * priority, so a core is left to the event loop (and the database driver) or it queues behind them.
 */
export function defaultThreadCount(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

const engineThreadScript = () =>
  scriptEntryPath('engine-thread', new URL('./engine-thread.ts', import.meta.url));

function failureOf(error: unknown): PoolTaskFailure | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory|heap limit/i.test(message))
    return new PoolTaskFailure('memory', 'the task needed more memory than its thread may use');
  if (/worker exited|terminated/i.test(message))
    return new PoolTaskFailure('crashed', `the thread stopped unexpectedly: ${message}`);
  return undefined;
}

/**
 * A bounded pool of warm worker threads (piscina) for the engine's CPU work, so nothing that grows
 * with its input runs on the web process's event loop. Each task has a deadline counted from its
 * start in a thread (the thread is ended when it passes: a hostile file cannot hang the pool), each
 * thread a heap cap (a breach ends that thread only), and the whole set of threads is replaced after
 * `recycleAfterTasks` tasks a thread (the old set finishes its running tasks first).
 */
export function createEnginePool(options: EnginePoolOptions = {}): EnginePool {
  const threads = Math.max(1, options.threads ?? defaultThreadCount());
  const maxHeapMb = options.maxHeapMb ?? ENGINE_POOL_DEFAULTS.maxHeapMb;
  const recycleAfter = (options.recycleAfterTasks ?? ENGINE_POOL_DEFAULTS.recycleAfterTasks) * threads;
  const startTimeoutMs = options.startTimeoutMs ?? ENGINE_POOL_DEFAULTS.startTimeoutMs;
  const script = options.script ?? engineThreadScript;

  let current: Promise<Piscina> | undefined;
  let live: Piscina | undefined;
  let tasksOnCurrent = 0;
  let completed = 0;
  const completedByTask = new Map<string, number>();
  let closed = false;
  const retiring = new Set<Promise<void>>();

  const open = async () => {
    const filename = pathToFileURL(await script()).href;
    live = new Piscina({
      filename,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      // Tasks are long and few; a thread blocked in Atomics.wait between tasks buys nothing here.
      atomics: 'disabled',
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
    });
    return live;
  };

  const piscina = (): Promise<Piscina> => {
    if (closed) return Promise.reject(new PoolTaskFailure('start', 'the engine pool is closed'));
    if (!current) {
      current = open();
      current.catch(() => {
        current = undefined;
      });
    }
    return current;
  };

  /** After enough tasks, new work goes to a fresh set of threads; the old set drains and closes. */
  const maybeRecycle = () => {
    if (tasksOnCurrent < recycleAfter || !current) return;
    const old = current;
    current = undefined;
    tasksOnCurrent = 0;
    const retired = old.then((pool) => pool.close()).catch(() => undefined);
    retiring.add(retired);
    void retired.finally(() => retiring.delete(retired));
  };

  async function runRaw(name: EngineTaskName | 'warm', input: unknown, timeoutMs: number): Promise<unknown> {
    const pool = await piscina();
    tasksOnCurrent += 1;
    const channel = new MessageChannel();
    const abort = new AbortController();
    let reason: PoolTaskFailure | undefined;
    const stop = (failure: PoolTaskFailure) => {
      reason = failure;
      abort.abort(failure);
    };
    let timer = setTimeout(
      () => stop(new PoolTaskFailure('start', `no thread started the task within ${startTimeoutMs} ms`)),
      startTimeoutMs,
    );
    channel.port1.once('message', () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => stop(new PoolTaskFailure('timeout', `stopped after ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      return await pool.run(
        { name, input, started: channel.port2 },
        { transferList: [channel.port2], signal: abort.signal },
      );
    } catch (error) {
      throw reason ?? failureOf(error) ?? error;
    } finally {
      clearTimeout(timer);
      channel.port1.close();
      completed += 1;
      completedByTask.set(name, (completedByTask.get(name) ?? 0) + 1);
      maybeRecycle();
    }
  }

  return {
    threads,
    run(name, input, runOptions) {
      return runRaw(name, input, runOptions.timeoutMs) as Promise<Output<typeof name>>;
    },
    async warm() {
      // One start-up task a thread: each loads the engine before answering.
      await Promise.allSettled(
        Array.from({ length: threads }, () => runRaw('warm', undefined, startTimeoutMs)),
      );
    },
    async close() {
      closed = true;
      const last = current;
      current = undefined;
      await Promise.allSettled([...retiring, last?.then((pool) => pool.close())]);
    },
    stats() {
      return {
        queued: live?.queueSize ?? 0,
        busy: live?.utilization ?? 0,
        completed,
        completedByTask: Object.fromEntries(completedByTask),
      };
    },
  };
}

let shared: EnginePool | undefined;

/** The process's engine pool, started on first use (the web process and the worker process each have one). */
export function sharedEnginePool(): EnginePool {
  shared ??= createEnginePool();
  return shared;
}

/** The shared pool's size and busy share, as `/metrics` reports them (read at each scrape). */
export function sharedPoolGauge(): { threads: number; utilisation: number } {
  const pool = sharedEnginePool();
  return { threads: pool.threads, utilisation: pool.stats().busy };
}
