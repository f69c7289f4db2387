import { APPLICATIONS_PAGE_SIZE, applicationPageSchema } from '@hireproof/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, user } from '../../db/schema.ts';
import { testDrivers } from '../../test/databases.ts';
import { createTestApp, signUp, type TestApp, uniqueEmail } from '../../test/test-app.ts';

/**
 * GET /api/applications pages with a cursor: the order is total and stable (created_at, then id),
 * so walking the pages yields every row of the user's exactly once, even when many rows share one
 * creation time to the microsecond, and never another user's.
 */
describe.each(testDrivers())('GET /api/applications paging on %s', (driver) => {
  let t: TestApp;
  const owner = { cookie: '', id: '' };
  const other = { cookie: '', id: '' };
  let expected: string[] = [];

  async function account(into: { cookie: string; id: string }) {
    const email = uniqueEmail('pages');
    into.cookie = (await signUp(t.app, { email })).cookie;
    const [row] = await t.database.handle.db.select().from(user).where(eq(user.email, email));
    into.id = row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    await account(owner);
    await account(other);
    const db = t.database.handle.db;
    // 47 rows: groups of 5 share an exact timestamp (microseconds included), the rest are spread out.
    const base = Date.parse('2026-03-01T10:00:00.000Z');
    const rows = Array.from({ length: 47 }, (_, i) => ({
      userId: owner.id,
      jobTitle: `Role ${i}`,
      company: `Company ${i}`,
      jobDescription: 'd'.repeat(300),
      status: (i % 3 === 0 ? 'complete' : 'queued') as 'complete' | 'queued',
      coverLetter: i % 2 === 0 ? 'Dear team' : null,
      parsedResume: { padding: 'x'.repeat(5_000) },
      createdAt: sql`${new Date(base + Math.floor(i / 5) * 1000).toISOString()}::timestamptz + interval '123 microseconds'`,
    }));
    await db.insert(applications).values(rows as never);
    await db
      .insert(applications)
      .values({ userId: other.id, jobTitle: 'Not yours', company: 'Else', jobDescription: 'd'.repeat(300) });
    const ordered = await db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.userId, owner.id))
      .orderBy(sql`${applications.createdAt} desc, ${applications.id} desc`);
    expected = ordered.map((row) => row.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = async (cookie: string, query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/applications${query}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return applicationPageSchema.parse(response.json());
  };

  async function walk(limit?: number) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const params = new URLSearchParams();
      if (cursor) params.set('cursor', cursor);
      if (limit) params.set('limit', String(limit));
      const page = await read(owner.cookie, params.size > 0 ? `?${params}` : '');
      seen.push(...page.items.map((row) => row.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    return { seen, pages };
  }

  it('pages through every row once, newest first, in a stable order', async () => {
    const first = await read(owner.cookie);
    expect(first.items).toHaveLength(APPLICATIONS_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();

    for (const limit of [undefined, 7, 5, 1]) {
      const { seen, pages } = await walk(limit);
      expect(seen).toEqual(expected);
      expect(pages).toBe(Math.ceil(47 / (limit ?? APPLICATIONS_PAGE_SIZE)));
    }
  });

  it('shows the listed fields only, with the row contents of SPEC §3', async () => {
    const { items } = await read(owner.cookie, '?limit=3');
    expect(Object.keys(items[0]!).sort()).toEqual([
      'company',
      'createdAt',
      'error',
      'hasCoverLetter',
      'id',
      'jobTitle',
      'status',
    ]);
    expect(items.map((row) => row.hasCoverLetter)).toEqual(
      items.map((row) => Number(row.jobTitle.split(' ')[1]) % 2 === 0),
    );
  });

  it("never shows another user's rows, with or without a cursor", async () => {
    const mine = await read(other.cookie);
    expect(mine.items.map((row) => row.jobTitle)).toEqual(['Not yours']);
    const ownerFirst = await read(owner.cookie, '?limit=2');
    // Another user's cursor only says where to start: the rows are still the caller's own (here none
    // are older than that point).
    const foreign = await read(other.cookie, `?cursor=${encodeURIComponent(ownerFirst.nextCursor!)}`);
    expect(foreign.items).toEqual([]);
    const { seen } = await walk(10);
    expect(seen).toHaveLength(47);
    expect(seen).not.toContain(mine.items[0]!.id);
  });

  it('answers 400 to a cursor it did not hand out', async () => {
    for (const cursor of [
      'nonsense',
      Buffer.from("2026-01-01|x' or 1=1").toString('base64url'),
      'a'.repeat(201),
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/applications?cursor=${encodeURIComponent(cursor)}`,
        headers: { cookie: owner.cookie },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
