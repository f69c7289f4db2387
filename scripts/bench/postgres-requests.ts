/**
 * Cheap requests on PostgreSQL (issue 15 items 3 and 6): the built web process (apps/server/dist,
 * or BENCH_SERVER_DIST for another build, e.g. an older commit's) on a fresh database of
 * TEST_DATABASE_URL (migrated to this commit's schema; an older build finds nothing to apply).
 * Measures `/api/auth/user` req/s as a share of `/healthz` (rates in alternating windows, plus the
 * server's CPU and database transactions a request), `/api/applications` bytes a row and req/s with
 * 100 applications, and the idle memory of the process with its parse child. Skipped (with a note)
 * when no PostgreSQL is configured.
 */

import { readFileSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAMPLE_JOB } from '../../apps/server/src/modules/applications/test-support/resume-files.ts';
import { createTestDatabase } from '../../apps/server/src/test/databases.ts';
import { freePort } from '../../apps/server/src/test/free-port.ts';
import { startServerProcess } from './server-process.ts';
import type { BenchRow, BenchSection } from './types.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = 5;
const CONCURRENCY = 16;

/**
 * One GET on a kept-alive connection, read to its end but not decompressed: the load generator
 * shares the machine's two cores with the server and PostgreSQL, and fetch spent about as much CPU
 * on a compressed 4 KB list (1.2 ms: streams, brotli decoding) as the server did answering it, so
 * the rates measured the client as much as the server. Like a browser, it asks for brotli or gzip.
 */
function get(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet(
      url,
      { agent, headers: { 'accept-encoding': 'br, gzip', ...headers } },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** Requests answered in `ms` with CONCURRENCY requests in flight on kept-alive connections. */
async function requestsWithin(ms: number, url: string, headers: Record<string, string>, counted = () => {}) {
  let done = 0;
  const until = performance.now() + ms;
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          const status = await get(agent, target, headers);
          if (status >= 400) throw new Error(`${url} answered ${status}`);
          done += 1;
          counted();
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return done;
}

/** Requests a second over SECONDS with CONCURRENCY requests in flight (after a one-second warm-up). */
async function rate(url: string, headers: Record<string, string>, counted = () => {}): Promise<number> {
  await requestsWithin(1_000, url, headers);
  return (await requestsWithin(SECONDS * 1_000, url, headers, counted)) / SECONDS;
}

/** Alternating windows for the rates compared with each other (see interleavedRates). */
const ROUNDS = 6;
const WINDOW_MS = 1_000;

/**
 * Requests a second of each target, measured in alternating one-second windows rather than one
 * after the other: on a shared machine the load moves within seconds, and this way it moves under
 * every target alike, so their ratios (a route's rate as a share of /healthz) hold far better.
 */
async function interleavedRates(targets: Array<{ url: string; headers: Record<string, string> }>) {
  const counts = targets.map(() => 0);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) {
      counts[i]! += await requestsWithin(WINDOW_MS, target.url, target.headers);
    }
  }
  return counts.map((count) => count / ((ROUNDS * WINDOW_MS) / 1000));
}

/** CPU time (user + system) the process has used so far, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * Requests a second, plus what each request cost the server: its CPU milliseconds and database
 * transactions (each statement outside a transaction is one), which a busy shared machine bends
 * far less than the rate.
 */
async function measure(
  url: string,
  headers: Record<string, string>,
  server: { pid: number; transactions: () => Promise<number> },
) {
  const cpuBefore = cpuMs(server.pid);
  const clientBefore = process.cpuUsage();
  const txBefore = await server.transactions();
  let requests = 0;
  const perSecond = await rate(url, headers, () => {
    requests += 1;
  });
  const client = process.cpuUsage(clientBefore);
  // PostgreSQL publishes a backend's counters within a second of its transactions.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return {
    perSecond,
    cpuMsPerRequest: (cpuMs(server.pid) - cpuBefore) / requests,
    clientCpuMsPerRequest: (client.user + client.system) / 1000 / requests,
    transactionsPerRequest: ((await server.transactions()) - txBefore - 1) / requests,
  };
}

/** Resident memory of a process and its children (the parse child), in MB, from /proc. */
function treeRssMb(pid: number): number {
  const rss = (id: number) => {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  };
  let total = rss(pid);
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    for (const child of children) total += treeRssMb(Number(child));
  } catch {
    // a child that just exited
  }
  return total;
}

export const postgresRequestsSection: BenchSection = {
  title: 'Requests on PostgreSQL (built web process with its worker)',
  async run(): Promise<BenchRow[]> {
    if (!process.env.TEST_DATABASE_URL)
      return [{ name: 'skipped: set TEST_DATABASE_URL', value: 0, unit: 'count' }];
    const dist = process.env.BENCH_SERVER_DIST ?? join(root, 'apps/server/dist');
    const database = await createTestDatabase('postgres');
    const url = new URL(database.url!);
    const name = url.pathname.slice(1);
    const handle = database.handle;
    if (handle.driver !== 'postgres') throw new Error('expected PostgreSQL');
    const db = handle.client;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { child, stop } = await startServerProcess({
      args: [join(dist, 'main.js')],
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: url.toString(),
        APP_SECRET: 'bench-secret-bench-secret-bench-secret-01',
        APP_URL: base,
        PORT: String(port),
        HOST: '127.0.0.1',
        FILE_STORE: 'db',
        LOG_LEVEL: 'warn',
      },
      base,
      pollMs: 100,
    });
    try {
      // Idle: after start-up settles, before any request of ours.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const idleMb = treeRssMb(child.pid!);

      const signUp = await fetch(`${base}/api/identity/sign-up/email`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'bench@example.test',
          password: 'correct horse battery',
          name: 'Bench',
        }),
      });
      const cookie = signUp.headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!)
        .filter((pair) => !pair.endsWith('='))
        .join('; ');
      const [owner] = (await db.query<{ id: string }>('select id from "user"')).rows;
      // 100 complete applications with a realistic stored size (resume documents, letter, analysis).
      const document = JSON.stringify({
        text: 'x'.repeat(8_000),
        sections: Array(40).fill({ line: 'y'.repeat(100) }),
      });
      for (let i = 0; i < 100; i++) {
        await db.query(
          `insert into applications (user_id, job_title, company, job_description, status, parsed_resume,
             optimized_resume, cover_letter, keyword_analysis, created_at)
           values ($1, $2, $3, $4, 'complete', $5, $5, $6, $7, now() - ($8 || ' seconds')::interval)`,
          [
            owner!.id,
            `${SAMPLE_JOB.jobTitle} ${i}`,
            SAMPLE_JOB.company,
            SAMPLE_JOB.jobDescription,
            document,
            'Dear hiring team, '.repeat(60),
            JSON.stringify({ exact_matches: ['TypeScript'], near_matches: [], missing_keywords: ['Kafka'] }),
            i,
          ],
        );
      }

      const server = {
        pid: child.pid!,
        transactions: async () =>
          Number(
            (
              await db.query<{ n: string }>(
                'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
                [name],
              )
            ).rows[0]!.n,
          ),
      };
      const loadBefore = loadavg()[0]!;
      const healthz = await measure(`${base}/healthz`, {}, server);
      const user = await measure(`${base}/api/auth/user`, { cookie }, server);
      const list = await fetch(`${base}/api/applications`, { headers: { cookie } });
      const body = (await list.json()) as unknown;
      const rowsShown = Array.isArray(body) ? body.length : (body as { items: unknown[] }).items.length;
      const bytes = JSON.stringify(body).length;
      const listed = await measure(`${base}/api/applications`, { cookie }, server);
      const [healthzRate, userRate, listedRate] = await interleavedRates([
        { url: `${base}/healthz`, headers: {} },
        { url: `${base}/api/auth/user`, headers: { cookie } },
        { url: `${base}/api/applications`, headers: { cookie } },
      ]);
      const costs = (figures: typeof user) =>
        `${figures.cpuMsPerRequest.toFixed(2)} CPU-ms and ${figures.transactionsPerRequest.toFixed(1)} database transactions a request (load generator: ${figures.clientCpuMsPerRequest.toFixed(2)} CPU-ms)`;
      return [
        {
          name: '/healthz req/s',
          value: healthzRate!,
          unit: 'count',
          note: `${CONCURRENCY} in flight, alternating 1 s windows; ${costs(healthz)}`,
        },
        { name: '/api/auth/user req/s', value: userRate!, unit: 'count', note: costs(user) },
        {
          name: '/api/auth/user as a share of /healthz',
          value: (100 * userRate!) / healthzRate!,
          unit: 'count',
          note: `% (target ≥ 50); measured one after the other, ${SECONDS} s each: ${((100 * user.perSecond) / healthz.perSecond).toFixed(0)}%; by server CPU a request: ${((100 * healthz.cpuMsPerRequest) / user.cpuMsPerRequest).toFixed(0)}%`,
        },
        {
          name: '/api/applications bytes a row (100 applications)',
          value: bytes / rowsShown / 1024,
          unit: 'KB',
          budget: 2,
          note: `${rowsShown} rows in the first answer`,
        },
        {
          name: '/api/applications req/s (100 applications)',
          value: listedRate!,
          unit: 'count',
          note: `target ≥ 1000; ${(listedRate! / healthzRate!).toFixed(2)} of /healthz; ${costs(listed)}`,
        },
        {
          name: 'machine load average (1 min) while measuring',
          value: loadavg()[0]!,
          unit: 'count',
          note: `${loadBefore.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}, start → end (2 cores shared: the rates follow it, the CPU-ms a request far less)`,
        },
        {
          name: 'idle memory, web process and its children',
          value: idleMb,
          unit: 'count',
          note: 'MB (target ≤ 250)',
        },
      ];
    } finally {
      await stop();
      await database.dispose();
    }
  },
};
