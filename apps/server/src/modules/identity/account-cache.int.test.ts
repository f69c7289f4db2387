import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { user } from '../../db/schema.ts';
import { createLogger } from '../../logger.ts';
import { createTestDatabase, type TestDatabase, testDrivers } from '../../test/databases.ts';
import { type AccountCache, createAccountCache } from './account-cache.ts';
import { selectAccountById } from './accounts.queries.ts';

type Account = NonNullable<Awaited<ReturnType<typeof selectAccountById>>>;

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe.each(testDrivers())('the account cache on %s', (driver) => {
  let database: TestDatabase;
  let accounts: { cache: AccountCache<Account>; close(): Promise<void> };
  let reads = 0;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const config = loadConfig({
      APP_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
    });
    accounts = await createAccountCache<Account>(database.handle, createLogger(config));
  });
  afterAll(async () => {
    await accounts?.close();
    await database?.dispose();
  });

  const db = () => database.handle.db;
  const read = (id: string) =>
    accounts.cache.read(id, () => {
      reads += 1;
      return selectAccountById(db(), id);
    });
  async function newAccount(label: string): Promise<string> {
    const id = `${label}-${Date.now()}`;
    await db()
      .insert(user)
      .values({ id, name: label, email: `${id}@example.test`, credits: 2 });
    return id;
  }

  if (driver === 'pglite') {
    it('keeps nothing on PGlite, where no change can be announced: every read goes to the database', async () => {
      const id = await newAccount('embedded');
      const before = reads;
      await read(id);
      await read(id);
      expect(reads - before).toBe(2);
      expect(accounts.cache.size).toBe(0);
    });
    return;
  }

  it('reads an account once while it does not change', async () => {
    const id = await newAccount('steady');
    const before = reads;
    expect((await read(id))?.credits).toBe(2);
    expect((await read(id))?.credits).toBe(2);
    expect(reads - before).toBe(1);
  });

  it('sees a change made through any connection as soon as the trigger announces it', async () => {
    const id = await newAccount('spender');
    await read(id);
    // Another connection of the pool, as another web process or a worker would write it.
    await db()
      .update(user)
      .set({ credits: sql`${user.credits} - 1`, role: 'admin' })
      .where(eq(user.id, id));
    expect(await until(async () => (await read(id))?.credits === 1, 5_000)).toBe(true);
    expect((await read(id))?.role).toBe('admin');
  });

  it('forgets a deleted account once announced', async () => {
    const id = await newAccount('leaver');
    expect(await read(id)).toBeDefined();
    await db().delete(user).where(eq(user.id, id));
    expect(await until(async () => (await read(id)) === undefined, 5_000)).toBe(true);
  });
});
