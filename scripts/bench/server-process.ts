import { type ChildProcess, spawn } from 'node:child_process';

/** A built web process the bench started, ready to answer. */
export interface ServerProcess {
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 from /readyz. */
  readyMs: number;
  /** SIGTERM, then SIGKILL if it has not exited within 20 s. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns `node [...args]` with only `env` (and PATH) and polls `${base}/readyz` every `pollMs` until it
 * answers 200; throws with the process's first 4,000 characters of stderr if it exits first, or after 120 s.
 */
export async function startServerProcess(options: {
  args: string[];
  env: Record<string, string>;
  base: string;
  pollMs: number;
}): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, options.args, {
    env: { PATH: process.env.PATH ?? '', ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    if (stderr.length < 4_000) stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const deadline = started + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr.trim()}`);
    const ready = await fetch(`${options.base}/readyz`).catch(() => undefined);
    if (ready?.status === 200) return { child, readyMs: performance.now() - started, stop };
    if (performance.now() > deadline) {
      await stop();
      throw new Error('server did not become ready within 120 s');
    }
    await sleep(options.pollMs);
  }
}
