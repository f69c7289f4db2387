/**
 * Load on the built server (issue 15's figures): the bundle runs as in production
 * (`node apps/server/dist/main.js`, or BENCH_SERVER_ENTRY for another build, e.g. an older commit's),
 * on a fresh PostgreSQL database (BENCH_DATABASE_URL, an admin connection; default the local
 * server), driven over HTTP like browsers would. The event-loop delay is read by a probe loaded with
 * `--import` (loop-probe.mjs), so old and new builds are measured the same way.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  docxWithXmlMegabytes,
  SAMPLE_JOB,
  samplePdf,
  sampleTxt,
} from '../../apps/server/src/modules/applications/test-support/resume-files.ts';
import { freePort } from '../../apps/server/src/test/free-port.ts';
import { startServerProcess } from './server-process.ts';
import { type BenchRow, type BenchSection, percentiles } from './types.ts';
import { landingInitialScripts } from './web-bundle.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const entry = process.env.BENCH_SERVER_ENTRY ?? join(root, 'apps/server/dist/main.js');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 40);
const USERS = 16;
const CLOCK_TICKS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU seconds of a process, its threads and its reaped children (/proc/<pid>/stat). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime, stime, cutime, cstime are fields 14–17 of the full line (11–14 after "pid (comm) ").
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  return ticks / CLOCK_TICKS;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Bytes as they cross the wire (node:http does not decode), with the response's encoding. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      response.on('end', () =>
        resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? '') }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

interface Server {
  base: string;
  child: ChildProcess;
  probeFile: string;
  stop(): Promise<void>;
}

async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hireproof-bench-load-'));
  const probeFile = join(dataDir, 'loop-probe.json');
  const base = `http://127.0.0.1:${port}`;
  const { child, stop } = await startServerProcess({
    args: ['--import', fileURLToPath(new URL('./loop-probe.mjs', import.meta.url)), entry],
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: base,
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      LOG_LEVEL: 'warn',
      LOOP_PROBE_FILE: probeFile,
    },
    base,
    pollMs: 50,
  });
  return {
    base,
    child,
    probeFile,
    async stop() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resets the probe's histogram and answers what it saw since the previous call. */
async function loopDelay(server: Server): Promise<{ p50: number; p99: number; max: number }> {
  rmSync(server.probeFile, { force: true });
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 200 && !existsSync(server.probeFile); i++) await sleep(25);
  return JSON.parse(readFileSync(server.probeFile, 'utf8'));
}

async function signUp(base: string, label: string): Promise<string> {
  const response = await fetch(`${base}/api/identity/sign-up/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${label}-${Date.now()}@example.test`,
      password: 'correct horse battery',
      name: label,
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => pair.split('=')[0]!.endsWith('session_token'))
    .at(-1);
  if (!cookie) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** Upload → complete (or failed): the POST waits for the job up to its bound, then the page polls. */
async function generate(
  base: string,
  cookie: string,
  file: { bytes: Uint8Array; name: string; type: string },
): Promise<{ ms: number; status: string }> {
  const started = performance.now();
  const form = new FormData();
  for (const [key, value] of Object.entries(SAMPLE_JOB)) form.append(key, value);
  form.append('resume', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  const response = await fetch(`${base}/api/applications`, {
    method: 'POST',
    headers: { origin: base, cookie },
    body: form,
  });
  if (response.status >= 400) {
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: `http ${response.status}` };
  }
  let application = (await response.json()) as { id: string; status: string };
  while (application.status === 'queued' || application.status === 'processing') {
    await sleep(100);
    const poll = await fetch(`${base}/api/applications/${application.id}`, { headers: { cookie } });
    application = (await poll.json()) as { id: string; status: string };
  }
  return { ms: performance.now() - started, status: application.status };
}

/** Probes /healthz every 100 ms until stopped; answers each probe's latency. */
function healthProber(base: string) {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(60_000) }).then(
        (response) => response.arrayBuffer(),
        () => undefined,
      );
      samples.push(performance.now() - started);
      await sleep(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
}

/** Right-to-left text and emoji in short lines, about 480 KB: slow to read and analyse, within every cap. */
function hostileText(): Uint8Array {
  const words = ['שלום', 'עולם', 'מהנדס', 'مرحبا', 'بالعالم', 'مهندس', '😀', '🚀', '👩‍💻', 'ניסיון', 'خبرة'];
  const lines: string[] = [];
  let bytes = 0;
  for (let i = 0; bytes < 480_000; i++) {
    const line = Array.from({ length: 12 }, (_, j) => words[(i * 7 + j * 3) % words.length]).join(' ');
    lines.push(line);
    bytes += Buffer.byteLength(line) + 1;
  }
  return new TextEncoder().encode(lines.join('\n'));
}

export const loadSection: BenchSection = {
  title: 'Load: built server on PostgreSQL (issue 15)',
  async run(): Promise<BenchRow[]> {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
    const loadBefore = load();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const dbName = `hireproof_bench_${process.pid}_${Date.now()}`;
    await admin.query(`create database ${dbName}`);
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${dbName}`;
    let server: Server | undefined;
    try {
      server = await startServer(databaseUrl.href);
      const { base } = server;
      const pid = server.child.pid!;
      const rows: BenchRow[] = [];

      // Landing JavaScript as a browser receives it (Accept-Encoding as Chromium sends it).
      const html = await (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text();
      let wire = 0;
      const encodings = new Set<string>();
      for (const src of landingInitialScripts(html)) {
        const got = await rawGet(`${base}${src}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
        wire += got.bytes;
        encodings.add(got.encoding || 'none');
      }
      rows.push({
        name: 'landing JavaScript on the wire',
        value: wire / 1024,
        unit: 'KB',
        budget: 110,
        note: `encoding: ${[...encodings].join(', ')}`,
      });

      const cookies = await Promise.all(
        Array.from({ length: USERS + 3 }, (_, i) => signUp(base, `bench${i}`)),
      );
      const db = new pg.Client({ connectionString: databaseUrl.href });
      await db.connect();
      await db.query('update "user" set credits = 100000');
      await db.end();

      const pdf = { bytes: await samplePdf(), name: 'resume.pdf', type: 'application/pdf' };
      const txt = { bytes: await sampleTxt(), name: 'resume.txt', type: 'text/plain' };
      for (let i = 0; i < 3; i++) await generate(base, cookies[0]!, pdf);

      // CPU per generation: the server's CPU (threads and child processes included) over sequential runs.
      const SEQUENTIAL = 8;
      const cpuStart = cpuSeconds(pid);
      for (let i = 0; i < SEQUENTIAL; i++) await generate(base, cookies[0]!, pdf);
      rows.push({
        name: 'CPU per generation (2-page PDF, sequential)',
        value: ((cpuSeconds(pid) - cpuStart) / SEQUENTIAL) * 1000,
        unit: 'ms',
        budget: 500,
        note: `${SEQUENTIAL} runs`,
      });

      // 16 users, each generating back to back for LOAD_SECONDS.
      const latencies: number[] = [];
      let failed = 0;
      const cpuLoadStart = cpuSeconds(pid);
      const until = performance.now() + LOAD_SECONDS * 1000;
      await Promise.all(
        cookies.slice(0, USERS).map(async (cookie) => {
          while (performance.now() < until) {
            const outcome = await generate(base, cookie, pdf);
            if (outcome.status === 'complete') latencies.push(outcome.ms);
            else failed += 1;
          }
        }),
      );
      const elapsedMin = (performance.now() - (until - LOAD_SECONDS * 1000)) / 60_000;
      const spread = percentiles(latencies);
      rows.push(
        {
          name: `generations per minute, ${USERS} concurrent users`,
          value: latencies.length / elapsedMin,
          unit: 'count',
          note: `${latencies.length} complete, ${failed} not, in ${(elapsedMin * 60).toFixed(0)} s; CPU ${(((cpuSeconds(pid) - cpuLoadStart) / Math.max(1, latencies.length)) * 1000).toFixed(0)} ms each`,
        },
        { name: `upload → complete p50, ${USERS} users`, value: spread.p50, unit: 'ms' },
        { name: `upload → complete p95, ${USERS} users`, value: spread.p95, unit: 'ms', budget: 8000 },
      );

      // 8 maximum-size uploads and 8 maximum-size readability requests at once.
      const hostile = { bytes: hostileText(), name: 'resume.txt', type: 'text/plain' };
      const oneLine = {
        bytes: new TextEncoder().encode('x'.repeat(100_000)),
        name: 'resume.txt',
        type: 'text/plain',
      };
      const line = 'Led the migration of billing services to TypeScript and cut costs by 30 percent.';
      const resumeText = `${line}\n`.repeat(Math.floor(99_000 / (line.length + 1)));
      await loopDelay(server);
      const prober = healthProber(base);
      const storm = await Promise.all([
        ...Array.from({ length: 8 }, (_, i) =>
          generate(base, cookies[USERS]!, i % 2 === 0 ? hostile : oneLine).then((outcome) => outcome.status),
        ),
        ...Array.from({ length: 8 }, () =>
          fetch(`${base}/api/analysis/readability`, {
            method: 'POST',
            headers: { origin: base, cookie: cookies[USERS]!, 'content-type': 'application/json' },
            body: JSON.stringify({ resumeText, jobTitle: 'Engineer', keywords: ['TypeScript', 'billing'] }),
          }).then(async (response) => {
            await response.arrayBuffer();
            return `readability ${response.status}`;
          }),
        ),
      ]);
      const delay = await loopDelay(server);
      const health = percentiles(await prober.stop());
      const outcomes = [...storm.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map<string, number>())]
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ');
      rows.push(
        {
          name: 'event-loop delay p99, 8 max uploads + 8 max readability',
          value: delay.p99,
          unit: 'ms',
          budget: 50,
          note: `max ${delay.max.toFixed(0)} ms; ${outcomes}`,
        },
        { name: '/healthz latency p95 under that load', value: health.p95, unit: 'ms', budget: 100 },
      );

      // Another user's small job behind one user's six slow files.
      const alone = (await generate(base, cookies[USERS + 2]!, txt)).ms;
      const slow = Array.from({ length: 6 }, () => generate(base, cookies[USERS + 1]!, hostile));
      await sleep(200);
      const behind = await generate(base, cookies[USERS + 2]!, txt);
      const slowOutcomes = await Promise.all(slow);
      const slowest = Math.max(...slowOutcomes.map((outcome) => outcome.ms));
      rows.push({
        name: "another user's small TXT behind 6 slow files: added wait",
        value: behind.ms - alone,
        unit: 'ms',
        note: `alone ${alone.toFixed(0)} ms, behind ${behind.ms.toFixed(0)} ms (${behind.status}); the 6 slow took up to ${slowest.toFixed(0)} ms`,
      });

      // Issue 26: another user's small TXT behind one account's four heaviest allowed DOCX (just under
      // the 2 MB XML bound), and /healthz while they and ten maximum builder-helper requests run.
      const heavyDocx = {
        bytes: docxWithXmlMegabytes(1.95),
        name: 'resume.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      };
      const jdLine = 'We build payment services in TypeScript, Go and PostgreSQL on Kubernetes. ';
      const helperBody = JSON.stringify({
        jobDescription: `${jdLine.repeat(60)}\n`.repeat(11).slice(0, 50_000),
        experience: `${'Built billing services in Go and PostgreSQL for 40,000 customers. '.repeat(60)}\n`
          .repeat(6)
          .slice(0, 20_000),
      });
      const heavyProber = healthProber(base);
      const heavy = Array.from({ length: 4 }, () => generate(base, cookies[USERS + 1]!, heavyDocx));
      const helpers = Array.from({ length: 10 }, () =>
        fetch(`${base}/api/create-resume/ai-skills`, {
          method: 'POST',
          headers: { origin: base, cookie: cookies[USERS]!, 'content-type': 'application/json' },
          body: helperBody,
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      );
      await sleep(200);
      const smallBehindHeavy = await generate(base, cookies[USERS + 2]!, txt);
      const heavyOutcomes = await Promise.all(heavy);
      const helperStatuses = await Promise.all(helpers);
      const heavySamples = (await heavyProber.stop()).sort((a, b) => a - b);
      const heavyP99 =
        heavySamples[Math.min(heavySamples.length - 1, Math.floor(0.99 * heavySamples.length))]!;
      rows.push(
        {
          name: "another user's small TXT behind 4 heaviest allowed DOCX",
          value: smallBehindHeavy.ms,
          unit: 'ms',
          budget: 10_000,
          note: `${smallBehindHeavy.status}; the 4 DOCX: ${heavyOutcomes.map((o) => `${o.status} ${(o.ms / 1000).toFixed(1)} s`).join(', ')}`,
        },
        {
          name: '/healthz p99 during those and 10 max ai-skills',
          value: heavyP99,
          unit: 'ms',
          budget: 100,
          note: `${heavySamples.length} probes, max ${heavySamples.at(-1)!.toFixed(0)} ms; ai-skills statuses: ${[...new Set(helperStatuses)].join(', ')}`,
        },
      );

      rows.push({
        name: 'machine load average, 1 min, at the end',
        value: loadavg()[0]!,
        unit: 'count',
        note: `1/5/15 min: ${loadBefore} at the start → ${load()} at the end (2 cores shared)`,
      });
      return rows;
    } finally {
      await server?.stop();
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
      await admin.end();
    }
  },
};
