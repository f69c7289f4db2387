import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIGNUP_CREDITS } from '@hireproof/contract';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from './db/schema.ts';
import { SAMPLE_JOB } from './modules/applications/test-support/resume-files.ts';
import { applyCredit } from './modules/credits/index.ts';
import { createTestDatabase, type TestDatabase, testDrivers } from './test/databases.ts';
import { freePort } from './test/free-port.ts';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp, uniqueEmail } from './test/test-app.ts';

/**
 * Several nodes on one database (issue 15 item 5). On every driver, two apps in one process share
 * a database: a session made through one is valid on the other and a rate limit reached through
 * one holds on the other, and a credit spent through one counts on the other as soon as the database
 * announces it (ADR 0027). On PostgreSQL, the real deployment too: 2 web processes (WORKER=off) and
 * 2 worker processes from the built bundle, with 100 generations from 10 users and a worker killed
 * mid-job with SIGKILL. PGlite opens in one process only, so that part exists for PostgreSQL alone.
 */

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const SECRET = 'multi-node-secret-multi-node-secret-0123';

const RESUME_TXT = `Jordan Avery
jordan.avery@example.test | +1 555 0100 | Austin, TX

SUMMARY
Backend engineer with nine years of building payment services in TypeScript, Go and PostgreSQL.

EXPERIENCE
Senior Backend Engineer, Ledgerline, Austin, TX
March 2019 - Present
- Built TypeScript and Go APIs for card settlement on AWS and Kubernetes.
- Ran PostgreSQL data models for 40 million accounts and tuned slow queries.
- Moved event processing to Kafka and mentored four engineers.

Backend Engineer, Parcelbyte, Dallas, TX
June 2015 - February 2019
- Wrote Terraform modules for the team's services and added Datadog dashboards.

EDUCATION
B.S. Computer Science, University of Texas at Austin, 2015

SKILLS
TypeScript, Go, PostgreSQL, Kafka, Kubernetes, AWS, Terraform, Datadog, Redis
`;

describe.each(testDrivers())('two web apps on one database on %s', (driver) => {
  let database: TestDatabase;
  let nodes: TestApp[];
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const rateLimits = { identityPerEmail: { max: 3, windowMs: 60_000 } };
    nodes = [
      await createTestApp(driver, { database, rateLimits }),
      await createTestApp(driver, { database, rateLimits }),
    ];
  });
  afterAll(async () => {
    for (const node of nodes ?? []) await node.close();
    await database?.dispose();
  });

  it('accepts a session made on one app on the other, and shares the sign-in limit', async () => {
    const email = uniqueEmail('nodes');
    const { cookie } = await signUp(nodes[0]!.app, { email });
    const me = await nodes[1]!.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email });

    // Each node keeps the account it read (on PostgreSQL); a credit spent through one node is
    // seen by the other once the database announces the change, not after some expiry.
    const [account] = await database.handle.db.select().from(user).where(eq(user.email, email));
    await applyCredit(database.handle.db, {
      userId: account!.id,
      delta: -1,
      reason: 'test',
      ref: `spent:${email}`,
    });
    let credits: number | undefined;
    await until(
      async () => {
        const again = await nodes[1]!.app.inject({
          method: 'GET',
          url: '/api/auth/user',
          headers: { cookie },
        });
        credits = (again.json() as { credits: number }).credits;
        return credits === SIGNUP_CREDITS - 1;
      },
      5_000,
      () => `the other node to see ${SIGNUP_CREDITS - 1} credits (last saw ${credits})`,
    );

    const guessed = uniqueEmail('guessed');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await nodes[i % 2]!.app.inject({
        method: 'POST',
        url: '/api/identity/sign-in/email',
        headers: TEST_ORIGIN,
        payload: { email: guessed, password: `wrong-password-${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what()}`);
}

interface Node {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** A process of the built bundle (dist/main.js or dist/worker.js), the way an operator starts it. */
function startNode(entry: 'main' | 'worker', env: Record<string, string>, running: Node[]): Node {
  // Each node its own empty DATA_DIR: nothing is shared through a disk.
  const dataDir = mkdtempSync(join(tmpdir(), `hireproof-node-${entry}-`));
  const child = spawn(process.execPath, [`dist/${entry}.js`], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const node = {
    child,
    output: () => output,
    exited: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))),
  };
  running.push(node);
  return node;
}

describe.each(testDrivers().filter((driver) => driver === 'postgres'))(
  '2 web and 2 worker processes from the built bundle on %s',
  () => {
    let database: TestDatabase;
    const running: Node[] = [];
    const webPorts: number[] = [];
    let appUrl = '';

    beforeAll(async () => {
      // The bundle of these very sources (a few seconds), never a stale one left from earlier.
      execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'pipe' });
      database = await createTestDatabase('postgres');
      webPorts.push(await freePort(), await freePort());
      // One public origin, as behind a load balancer; each node is reached on its own port.
      appUrl = `http://localhost:${webPorts[0]}`;
      const shared = {
        DATABASE_URL: database.url!,
        APP_SECRET: SECRET,
        APP_URL: appUrl,
        FILE_STORE: 'db',
        JOB_LEASE_MS: '10000',
      };
      for (const port of webPorts)
        startNode('main', { ...shared, WORKER: 'off', PORT: String(port), HOST: '127.0.0.1' }, running);
      startNode('worker', shared, running);
      startNode('worker', shared, running);
      for (const port of webPorts) {
        await until(
          async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status === 200,
          90_000,
          () => `web node ${port}: ${running.map((node) => node.output()).join('\n')}`,
        );
      }
      for (const worker of running.slice(2)) {
        await until(
          () => worker.output().includes('worker process started'),
          90_000,
          () => `a worker: ${worker.output()}`,
        );
      }
    }, 240_000);

    afterAll(async () => {
      await Promise.all(
        running.map((node) => {
          if (node.child.exitCode !== null || node.child.signalCode !== null) return undefined;
          node.child.kill('SIGKILL');
          return node.exited;
        }),
      );
      await database?.dispose();
    }, 60_000);

    const call = (node: number, path: string, init: RequestInit = {}) =>
      fetch(`http://127.0.0.1:${webPorts[node]}${path}`, {
        ...init,
        headers: { origin: appUrl, ...(init.headers as Record<string, string> | undefined) },
      });

    async function signUpOn(node: number, email: string): Promise<string> {
      const response = await call(node, '/api/identity/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct horse battery', name: 'Node User' }),
      });
      expect(response.status).toBe(200);
      // Every cookie the browser would keep: the session token and its signed cached copy.
      return response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!)
        .filter((pair) => !pair.endsWith('='))
        .join('; ');
    }

    const rows = async <T>(text: string, values: unknown[] = []): Promise<T[]> =>
      (await (database.handle.client as pg.Pool).query(text, values)).rows as T[];

    it('accepts a session made on one node on the other', async () => {
      const email = uniqueEmail('node-a');
      const cookie = await signUpOn(0, email);
      const tokenOnly = cookie.split('; ').find((pair) => pair.includes('session_token='))!;
      for (const sent of [cookie, tokenOnly]) {
        const me = await call(1, '/api/auth/user', { headers: { cookie: sent } });
        expect(me.status).toBe(200);
        expect(await me.json()).toMatchObject({ email });
      }
    });

    it('holds a rate limit reached on one node on the other', async () => {
      const contact = (node: number) =>
        call(node, '/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Ada', email: 'ada@example.test', subject: 'Hi', message: 'Hello' }),
        });
      // The default contact limit: 10 an hour per address, all spent on node 0.
      for (let i = 0; i < 10; i++) expect((await contact(0)).status).toBe(200);
      const refused = await contact(1);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
    });

    it('completes 100 generations from 10 users exactly once, through a worker killed mid-job', async () => {
      const users: Array<{ cookie: string; id: string }> = [];
      for (let i = 0; i < 10; i++) {
        const email = uniqueEmail(`gen-${i}`);
        const cookie = await signUpOn(i % 2, email);
        const [row] = await rows<{ id: string }>('select id from "user" where email = $1', [email]);
        // 2 free credits each; 8 more through the ledger, the way a purchase adds them.
        await applyCredit(database.handle.db, {
          userId: row!.id,
          delta: 8,
          reason: 'test',
          ref: `test:${row!.id}`,
        });
        users.push({ cookie, id: row!.id });
      }

      const submit = async (user: { cookie: string }, node: number, n: number) => {
        const form = new FormData();
        form.append('resume', new Blob([RESUME_TXT], { type: 'text/plain' }), `resume-${n}.txt`);
        form.append('jobTitle', SAMPLE_JOB.jobTitle);
        form.append('company', `${SAMPLE_JOB.company} ${n}`);
        form.append('jobDescription', SAMPLE_JOB.jobDescription);
        const response = await call(node, '/api/applications', {
          method: 'POST',
          headers: { cookie: user.cookie },
          body: form,
        });
        expect([201, 202], await response.clone().text()).toContain(response.status);
        return ((await response.json()) as { id: string }).id;
      };
      const submitted = Promise.all(
        users.flatMap((user, u) =>
          Array.from({ length: 10 }, (_, k) => submit(user, (u + k) % 2, u * 10 + k)),
        ),
      );

      // Kill whichever worker holds a running generation, and start a replacement (the supervisor's job).
      const workers = running.slice(2);
      let victimJob = '';
      await until(
        async () => {
          const held = await rows<{ id: string; locked_by: string }>(
            "select id, locked_by from jobs where status = 'running' and locked_by is not null",
          );
          const hit = held.find((job) =>
            workers.some((worker) => job.locked_by.includes(`:${worker.child.pid}:`)),
          );
          if (!hit) return false;
          const victim = workers.find((worker) => hit.locked_by.includes(`:${worker.child.pid}:`))!;
          victim.child.kill('SIGKILL');
          await victim.exited;
          victimJob = hit.id;
          return true;
        },
        60_000,
        () => 'a worker to hold a running job',
      );
      startNode(
        'worker',
        {
          DATABASE_URL: database.url!,
          APP_SECRET: SECRET,
          FILE_STORE: 'db',
          JOB_LEASE_MS: '10000',
        },
        running,
      );

      const ids = await submitted;
      expect(new Set(ids).size).toBe(100);
      await until(
        async () => {
          const [left] = await rows<{ n: string }>(
            "select count(*) as n from applications where status in ('queued', 'processing')",
          );
          return Number(left!.n) === 0;
        },
        600_000,
        () => `the generations (${running.map((node) => node.output().slice(-2000)).join('\n')})`,
      );

      const applications = await rows<{ id: string; user_id: string; status: string }>(
        'select id, user_id, status from applications',
      );
      expect(applications).toHaveLength(100);
      expect(applications.filter((row) => row.status !== 'complete')).toEqual([]);
      const perUser = new Map<string, number>();
      for (const row of applications) perUser.set(row.user_id, (perUser.get(row.user_id) ?? 0) + 1);
      expect([...perUser.values()]).toEqual(Array(10).fill(10));

      // Exactly once: one job per application, done; one debit each, no refund; every credit spent.
      const jobs = await rows<{ application_id: string; status: string; attempts: number; id: string }>(
        'select id, application_id, status, attempts from jobs',
      );
      expect(jobs).toHaveLength(100);
      expect(new Set(jobs.map((job) => job.application_id)).size).toBe(100);
      expect(jobs.filter((job) => job.status !== 'done')).toEqual([]);
      const ledger = await rows<{ ref: string }>(
        "select ref from credit_ledger where ref like '%application:%'",
      );
      expect(ledger.filter((row) => row.ref.startsWith('application:'))).toHaveLength(100);
      expect(ledger.filter((row) => row.ref.startsWith('refund:'))).toHaveLength(0);
      const balances = await rows<{ credits: number }>('select credits from "user" where id = any($1)', [
        users.map((user) => user.id),
      ]);
      expect(balances.map((row) => row.credits)).toEqual(Array(10).fill(0));

      // The killed worker's job was taken over after its lease and finished once, on its second run.
      const rescued = jobs.find((job) => job.id === victimJob)!;
      expect(rescued).toMatchObject({ status: 'done', attempts: 2 });
    }, 900_000);
  },
);
