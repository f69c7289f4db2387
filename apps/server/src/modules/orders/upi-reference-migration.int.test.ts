import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrate.ts';

/**
 * Migration 0005 on an install that accepted the same UPI reference written differently (before
 * references were compared by their key): it must build its unique index anyway and warn on
 * every order of such a group.
 */
describe('migration 0005 (UPI reference key) on existing orders', () => {
  const db = new PGlite();
  const folder = migrationsFolder();
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const upTo = (prefix: string) => files.filter((name) => name < prefix);
  const apply = async (name: string) => {
    for (const statement of readFileSync(join(folder, name), 'utf8').split('--> statement-breakpoint')) {
      if (statement.trim()) await db.exec(statement);
    }
  };
  const order = (reference: string, status: string, day: number) =>
    db.query(
      `insert into orders (user_id, provider, status, amount, currency, credits, upi_reference, created_at)
       values ('u1', 'upi', $1, 399, 'INR', 15, $2, $3)`,
      [status, reference, new Date(Date.UTC(2026, 0, day))],
    );

  beforeAll(async () => {
    for (const name of upTo('0005')) await apply(name);
    await db.query(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at)
       values ('u1', 'U', 'u@example.test', false, now(), now())`,
    );
    await order('UTRA1234', 'pending', 1);
    await order('UTRA-1234', 'pending', 2);
    await order('utra 1234', 'paid', 3);
    await order('UTRA.1234', 'rejected', 4);
    await order('OTHER9', 'pending', 5);
    await apply(files.find((name) => name.startsWith('0005'))!);
  });
  afterAll(async () => {
    await db.close();
  });

  it('keys every reference, warns on each live duplicate, and keeps the index unique', async () => {
    const { rows } = await db.query<{
      upi_reference: string;
      upi_reference_key: string;
      upi_reference_reuse_attempts: number;
    }>(
      'select upi_reference, upi_reference_key, upi_reference_reuse_attempts from orders order by created_at',
    );
    expect(rows.map((row) => row.upi_reference)).toEqual([
      'UTRA1234',
      'UTRA-1234',
      'utra 1234',
      'UTRA.1234',
      'OTHER9',
    ]);
    expect(rows[0]).toMatchObject({ upi_reference_key: 'UTRA1234', upi_reference_reuse_attempts: 2 });
    expect(rows[1]!.upi_reference_key).toMatch(/^UTRA1234:[0-9a-f-]{36}$/);
    expect(rows[1]!.upi_reference_reuse_attempts).toBe(2);
    expect(rows[2]!.upi_reference_key).toMatch(/^UTRA1234:[0-9a-f-]{36}$/);
    // A rejected proof never held the reference: its key is plain and it carries no warning.
    expect(rows[3]).toMatchObject({ upi_reference_key: 'UTRA1234', upi_reference_reuse_attempts: 0 });
    expect(rows[4]).toMatchObject({ upi_reference_key: 'OTHER9', upi_reference_reuse_attempts: 0 });
    await expect(
      order('utra-1234', 'pending', 6).then(() =>
        db.exec(`update orders set upi_reference_key = 'UTRA1234' where upi_reference = 'utra-1234'`),
      ),
    ).rejects.toThrow(/unique/i);
  });
});
