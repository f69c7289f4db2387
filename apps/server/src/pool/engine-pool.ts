import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { scriptEntryPath } from '../process/script-entry.ts';
import type { EngineTaskName, EngineTasks } from './engine-tasks.ts';
import { FairQueue } from './fair-queue.ts';

export interface EnginePoolOptions {
  /** Threads at most; by default defaultThreadCount() (sized from the cores). */
  threads?: number;
  /**
   * Threads kept warm, started up front and never retired for idleness; the others start when
   * tasks need them and end after EXTRA_THREAD_IDLE_MS idle. By default warmThreadCount(), or all
   * `threads` when those are given.
   */
  warmThreads?: number;
  /** V8 old-space cap of each thread, in MB: a task that needs more ends its thread, not the server. */
  maxHeapMb?: number;
  /** A thread is replaced after this many tasks, so what a long run leaves behind never piles up. */
  recycleAfterTasks?: number;
  /** How long a task may wait for a thread and its start before the pool counts as broken. */
  startTimeoutMs?: number;
  /** The thread script (tests run hostile probes); the engine's thread by default. */
  script?: () => Promise<string>;
  /** Told when a thread dies outside any task (say, out of memory after answering); the pool replaces it. */
  onThreadLost?: (failure: PoolTaskFailure) => void;
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
  /**
   * Whose work this is (a user id). Tasks of one owner beyond their share of the threads wait behind
   * other owners' tasks (fair-queue.ts); a task without an owner is a lane of its own.
   */
  owner?: string | undefined;
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
  stats(): {
    queued: number;
    busy: number;
    completed: number;
    completedByTask: Record<string, number>;
    /** Threads that died outside a task and were replaced (the process carried on). */
    threadsLost: number;
  };
}

/**
 * One thread a core but one (at most 4), and never fewer than two. The threads run at the web
 * thread's priority, so a core is left to the event loop (and the database driver) where there are
 * cores to spare. Two at least because one user may run on all threads but one (fair-queue.ts): with a
 * single thread, every step of another user's small job waited behind one of a heavy user's files
 * (issue 26: a small TXT took 26 s behind four large DOCX on 2 cores); with two, the second thread
 * is busy only while a second user has work.
 */
export function defaultThreadCount(): number {
  return Math.max(2, Math.min(4, availableParallelism() - 1));
}

/** One warm thread a core but one (at most 4): the threads beyond it start only when two users have work. */
export function warmThreadCount(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/** A thread beyond the warm ones ends after this long without a task, so idle memory stays that of the warm ones. */
const EXTRA_THREAD_IDLE_MS = 60_000;

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
 *
 * Tasks wait here, not in piscina, in one lane per owner (fair-queue.ts), and go to piscina only
 * when a thread is free, so the order they start in is ours. An owner may run at most all threads
 * but one at once (one when there is a single thread), so one user's files never hold every thread.
 */
export function createEnginePool(options: EnginePoolOptions = {}): EnginePool {
  const threads = Math.max(1, options.threads ?? defaultThreadCount());
  const warmThreads = Math.min(
    threads,
    Math.max(1, options.warmThreads ?? (options.threads === undefined ? warmThreadCount() : threads)),
  );
  const maxHeapMb = options.maxHeapMb ?? ENGINE_POOL_DEFAULTS.maxHeapMb;
  const recycleAfter = (options.recycleAfterTasks ?? ENGINE_POOL_DEFAULTS.recycleAfterTasks) * threads;
  const startTimeoutMs = options.startTimeoutMs ?? ENGINE_POOL_DEFAULTS.startTimeoutMs;
  const script = options.script ?? engineThreadScript;

  let current: Promise<Piscina> | undefined;
  let live: Piscina | undefined;
  let tasksOnCurrent = 0;
  let completed = 0;
  let threadsLost = 0;
  const completedByTask = new Map<string, number>();
  let closed = false;
  const retiring = new Set<Promise<void>>();
  const waiting = new FairQueue<Pending>(Math.max(1, threads - 1));
  let running = 0;
  let unownedLanes = 0;

  const open = async () => {
    const filename = pathToFileURL(await script()).href;
    const pool = new Piscina({
      filename,
      minThreads: warmThreads,
      maxThreads: threads,
      idleTimeout: warmThreads === threads ? Number.POSITIVE_INFINITY : EXTRA_THREAD_IDLE_MS,
      // Tasks are long and few; a thread blocked in Atomics.wait between tasks buys nothing here.
      atomics: 'disabled',
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb },
      // The threads see none of the process's environment (no secret reaches engine code); libraries
      // that look at NODE_ENV run as in production.
      env: { NODE_ENV: 'production' },
    });
    // A thread that dies with no task of ours in it (out of memory after it answered, or while it
    // was being ended at a deadline) is reported by piscina as an 'error' event; unheard, that event
    // would end the whole process. piscina has already started a thread in its place.
    pool.on('error', (error: unknown) => {
      threadsLost += 1;
      options.onThreadLost?.(
        failureOf(error) ?? new PoolTaskFailure('crashed', `the thread stopped: ${String(error)}`),
      );
    });
    live = pool;
    return pool;
  };

  const piscina = (): Promise<Piscina> => {
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

  interface Pending {
    name: EngineTaskName | 'warm';
    input: unknown;
    timeoutMs: number;
    lane: string;
    /** When the task must have started (Date.now() time). */
    startBy: number;
    startTimer: NodeJS.Timeout;
    resolve(value: unknown): void;
    reject(error: unknown): void;
  }

  /** Starts waiting tasks while threads are free, fairest first. */
  const startWaiting = () => {
    while (running < threads) {
      const next = waiting.next();
      if (!next) return;
      running += 1;
      const task = next.item;
      void runInThread(task)
        .then(task.resolve, task.reject)
        .finally(() => {
          running -= 1;
          waiting.finished(task.lane);
          startWaiting();
        });
    }
  };

  async function runInThread(task: Pending): Promise<unknown> {
    if (closed) throw new PoolTaskFailure('start', 'the engine pool is closed');
    const pool = await piscina();
    tasksOnCurrent += 1;
    const channel = new MessageChannel();
    const abort = new AbortController();
    let reason: PoolTaskFailure | undefined;
    const stop = (failure: PoolTaskFailure) => {
      reason = failure;
      abort.abort(failure);
    };
    // The start deadline counts from submission: time spent waiting here is part of it.
    clearTimeout(task.startTimer);
    let timer: NodeJS.Timeout | undefined;
    const noStart = setTimeout(
      () => stop(new PoolTaskFailure('start', `no thread started the task within ${startTimeoutMs} ms`)),
      Math.max(0, task.startBy - Date.now()),
    );
    channel.port1.once('message', () => {
      clearTimeout(noStart);
      timer = setTimeout(
        () => stop(new PoolTaskFailure('timeout', `stopped after ${task.timeoutMs} ms`)),
        task.timeoutMs,
      );
    });
    try {
      return await pool.run(
        { name: task.name, input: task.input, started: channel.port2 },
        { transferList: [channel.port2], signal: abort.signal },
      );
    } catch (error) {
      throw reason ?? failureOf(error) ?? error;
    } finally {
      clearTimeout(noStart);
      clearTimeout(timer);
      channel.port1.close();
      completed += 1;
      completedByTask.set(task.name, (completedByTask.get(task.name) ?? 0) + 1);
      maybeRecycle();
    }
  }

  function submit(
    name: EngineTaskName | 'warm',
    input: unknown,
    timeoutMs: number,
    owner: string | undefined,
  ): Promise<unknown> {
    if (closed) return Promise.reject(new PoolTaskFailure('start', 'the engine pool is closed'));
    return new Promise((resolve, reject) => {
      const lane = owner === undefined ? `unowned:${unownedLanes++}` : `owner:${owner}`;
      const task: Pending = {
        name,
        input,
        timeoutMs,
        lane,
        startBy: Date.now() + startTimeoutMs,
        resolve,
        reject,
        // A task that waits past the start deadline gives up: the pool is broken or hopelessly behind.
        startTimer: setTimeout(() => {
          if (waiting.remove(lane, task))
            reject(new PoolTaskFailure('start', `no thread started the task within ${startTimeoutMs} ms`));
        }, startTimeoutMs),
      };
      waiting.push(lane, task);
      startWaiting();
    });
  }

  return {
    threads,
    run(name, input, runOptions) {
      return submit(name, input, runOptions.timeoutMs, runOptions.owner) as Promise<Output<typeof name>>;
    },
    async warm() {
      // One start-up task a warm thread: each loads the engine before answering.
      await Promise.allSettled(
        Array.from({ length: warmThreads }, () => submit('warm', undefined, startTimeoutMs, undefined)),
      );
    },
    async close() {
      closed = true;
      // Tasks still waiting fail at once (runInThread refuses them) instead of at their start deadline.
      startWaiting();
      const last = current;
      current = undefined;
      await Promise.allSettled([...retiring, last?.then((pool) => pool.close())]);
    },
    stats() {
      return {
        queued: waiting.size + (live?.queueSize ?? 0),
        busy: live?.utilization ?? 0,
        completed,
        completedByTask: Object.fromEntries(completedByTask),
        threadsLost,
      };
    },
  };
}

let shared: EnginePool | undefined;

/** The process's engine pool, started on first use (the web process and the worker process each have one). */
export function sharedEnginePool(): EnginePool {
  // The process has no logger here; a warning reaches stderr, where the operator's logs are.
  shared ??= createEnginePool({
    onThreadLost: (failure) =>
      process.emitWarning(`an engine thread died outside a task and was replaced: ${failure.message}`, {
        code: 'HIREPROOF_ENGINE_THREAD_LOST',
      }),
  });
  return shared;
}

/** The shared pool's size and busy share, as `/metrics` reports them (read at each scrape). */
export function sharedPoolGauge(): { threads: number; utilisation: number } {
  const pool = sharedEnginePool();
  return { threads: pool.threads, utilisation: pool.stats().busy };
}
