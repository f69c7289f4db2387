import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIGNUP_CREDITS } from '@hireproof/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { auditLog, creditLedger, files, user } from '../db/schema.ts';
import { createFileStore } from '../modules/files/index.ts';
import { createTestDatabase, type TestDatabase, testDrivers } from '../test/databases.ts';
import { createTestApp, signIn, uniqueEmail } from '../test/test-app.ts';
import { runCli } from './commands.ts';

/** Each command opens the data directory anew; on a busy machine a fresh PGlite initdb alone takes a minute. */
const CLI_TIMEOUT_MS = 180_000;

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    out: { log: (line: string) => lines.push(line), error: (line: string) => errors.push(line) },
    lines,
    errors,
  };
}

describe.each(testDrivers())('operator CLI on %s', (driver) => {
  let env: Record<string, string>;
  let postgres: TestDatabase | undefined;

  beforeAll(async () => {
    const base = { APP_SECRET: 'cli-test-secret-cli-test-secret-0123456', LOG_LEVEL: 'silent' };
    if (driver === 'postgres') {
      postgres = await createTestDatabase('postgres');
      env = { ...base, DATABASE_URL: postgres.url! };
    } else {
      env = { ...base, DATA_DIR: mkdtempSync(join(tmpdir(), 'hireproof-cli-')) };
    }
  }, CLI_TIMEOUT_MS);
  afterAll(async () => {
    await postgres?.dispose();
  }, CLI_TIMEOUT_MS);

  /** Opens the CLI's database the way the server would, runs `check`, closes it again. */
  async function inspect<T>(check: (db: TestDatabase) => Promise<T>): Promise<T> {
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
    try {
      return await check({ handle, dispose: () => handle.close() });
    } finally {
      await handle.close();
    }
  }

  it(
    'migrates',
    async () => {
      const { out, lines } = capture();
      expect(await runCli(['migrate'], env, out)).toBe(0);
      expect(lines.join('\n')).toMatch(/up to date/);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'creates a user with the sign-up credits, who can then sign in',
    async () => {
      const email = uniqueEmail('cli');
      const { out, lines } = capture();
      expect(await runCli(['user:create', '--email', email, '--password', 'operator pass 1'], env, out)).toBe(
        0,
      );
      expect(lines.join('\n')).toContain(`Created user ${email}`);
      await inspect(async (database) => {
        const [row] = await database.handle.db.select().from(user).where(eq(user.email, email));
        expect(row).toMatchObject({ role: 'user', credits: SIGNUP_CREDITS });
        const t = await createTestApp(driver, { database });
        try {
          expect((await signIn(t.app, { email, password: 'operator pass 1' })).statusCode).toBe(200);
        } finally {
          await t.app.close();
        }
      });
      const duplicate = capture();
      expect(
        await runCli(['user:create', '--email', email, '--password', 'operator pass 1'], env, duplicate.out),
      ).toBe(1);
      expect(duplicate.errors.join('\n')).toContain('already exists');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'creates an admin with a chosen balance, through the ledger',
    async () => {
      const email = uniqueEmail('cli-admin');
      const { out } = capture();
      const args = [
        'user:create',
        '--email',
        email,
        '--password',
        'operator pass 2',
        '--admin',
        '--credits',
        '40',
      ];
      expect(await runCli(args, env, out)).toBe(0);
      await inspect(async ({ handle }) => {
        const [row] = await handle.db.select().from(user).where(eq(user.email, email));
        expect(row).toMatchObject({ role: 'admin', credits: 40 });
        const [sum] = await handle.db
          .select({ total: sql<number>`sum(${creditLedger.delta})::int` })
          .from(creditLedger)
          .where(eq(creditLedger.userId, row!.id));
        expect(sum?.total).toBe(40);
      });
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'grants credits to an existing account for an installation that sells none, and reports an unknown email',
    async () => {
      const email = uniqueEmail('cli-grant');
      const create = ['user:create', '--email', email, '--password', 'operator pass 5', '--credits', '0'];
      expect(await runCli(create, env, capture().out)).toBe(0);
      for (const round of [1, 2]) {
        const granted = capture();
        expect(await runCli(['credits:grant', '--email', email, '--credits', '5'], env, granted.out)).toBe(0);
        expect(granted.lines.join('\n')).toContain(`the balance is now ${5 * round}`);
      }
      await inspect(async ({ handle }) => {
        const [row] = await handle.db.select().from(user).where(eq(user.email, email));
        expect(row?.credits).toBe(10);
      });
      const unknown = capture();
      const args = ['credits:grant', '--email', 'nobody@example.test', '--credits', '5'];
      expect(await runCli(args, env, unknown.out)).toBe(1);
      expect(unknown.errors.join('\n')).toContain('No account');
      const invalid = capture();
      expect(await runCli(['credits:grant', '--email', email, '--credits', '0'], env, invalid.out)).toBe(2);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'promotes an existing user and reports an unknown email',
    async () => {
      const email = uniqueEmail('cli-promote');
      expect(
        await runCli(['user:create', '--email', email, '--password', 'operator pass 3'], env, capture().out),
      ).toBe(0);
      const promoted = capture();
      expect(await runCli(['user:promote', '--email', email], env, promoted.out)).toBe(0);
      expect(promoted.lines.join('\n')).toContain('administrator');
      await inspect(async ({ handle }) => {
        const [row] = await handle.db.select({ role: user.role }).from(user).where(eq(user.email, email));
        expect(row?.role).toBe('admin');
      });
      const unknown = capture();
      expect(await runCli(['user:promote', '--email', 'nobody@example.test'], env, unknown.out)).toBe(1);
      expect(unknown.errors.join('\n')).toContain('No account');
    },
    CLI_TIMEOUT_MS,
  );

  // The copy needs a PostgreSQL target: it runs where the embedded install is (this driver's
  // DATA_DIR) whenever TEST_DATABASE_URL provides one, as in CI.
  if (driver === 'pglite' && testDrivers().includes('postgres'))
    it(
      'copies the embedded install into an empty PostgreSQL database, uploads included, once',
      async () => {
        const bytes = new TextEncoder().encode(`a resume ${Date.now()}`);
        const email = uniqueEmail('cli-copy');
        expect(
          await runCli(
            ['user:create', '--email', email, '--password', 'operator pass 4'],
            env,
            capture().out,
          ),
        ).toBe(0);
        const snapshot = await inspect(async ({ handle }) => {
          const [owner] = await handle.db.select().from(user).where(eq(user.email, email));
          const stored = await createFileStore({ driver: 'disk', db: handle.db, dataDir: env.DATA_DIR! }).put(
            {
              ownerId: owner!.id,
              kind: 'resume',
              originalName: 'cv.txt',
              mediaType: 'text/plain',
              bytes,
            },
          );
          await handle.db.insert(auditLog).values({ action: 'test.before-copy', actorId: owner!.id });
          return {
            fileId: stored.id,
            users: await handle.db.select().from(user).orderBy(user.id),
            ledger: await handle.db.select().from(creditLedger).orderBy(creditLedger.id),
            audit: await handle.db.select().from(auditLog).orderBy(auditLog.id),
          };
        });

        const target = await createTestDatabase('postgres');
        try {
          const { out, lines } = capture();
          expect(await runCli(['db:copy-to-postgres', '--to', target.url!], env, out)).toBe(0);
          expect(lines.join('\n')).toMatch(/Copied \d+ rows in \d+ tables and 1 uploaded files/);

          const db = target.handle.db;
          expect(await db.select().from(user).orderBy(user.id)).toEqual(snapshot.users);
          expect(await db.select().from(creditLedger).orderBy(creditLedger.id)).toEqual(snapshot.ledger);
          expect(await db.select().from(auditLog).orderBy(auditLog.id)).toEqual(snapshot.audit);
          // The upload now lives in the database store, readable by every node.
          const moved = await createFileStore({ driver: 'db', db, dataDir: '/nowhere' }).get(snapshot.fileId);
          expect(moved?.file.originalName).toBe('cv.txt');
          expect(new Uint8Array(moved!.bytes)).toEqual(bytes);
          // Identity columns continue after the copied ids.
          const [next] = await db.insert(auditLog).values({ action: 'test.after-copy' }).returning();
          expect(next!.id).toBeGreaterThan(Math.max(...snapshot.audit.map((row) => row.id)));
          expect((await db.select().from(files)).length).toBeGreaterThan(0);

          // Never over a database that already has accounts.
          await expect(
            runCli(['db:copy-to-postgres', '--to', target.url!], env, capture().out),
          ).rejects.toThrow(/already holds accounts/);
        } finally {
          await target.dispose();
        }
      },
      CLI_TIMEOUT_MS,
    );

  it(
    'explains bad input without touching the database',
    async () => {
      const short = capture();
      expect(
        await runCli(['user:create', '--email', 'x@example.test', '--password', 'short'], env, short.out),
      ).toBe(2);
      expect(short.errors.join('\n')).toContain('--password must be at least 8 characters');
      const unknown = capture();
      expect(await runCli(['user:delete'], env, unknown.out)).toBe(2);
      expect(unknown.errors.join('\n')).toContain('Unknown command: user:delete');
      expect(unknown.lines.join('\n')).toContain('Usage: npm run cli');
    },
    CLI_TIMEOUT_MS,
  );
});
