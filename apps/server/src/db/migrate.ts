import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migrateWithPostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migrateWithPglite } from 'drizzle-orm/pglite/migrator';
import { type DatabaseHandle, type Db, queryRows } from './client.ts';

/**
 * The committed SQL migrations (apps/server/drizzle). From the sources this file sits in
 * src/db/; bundled, the code runs from dist/. Both layouts are tried.
 */
export function migrationsFolder(): string {
  const candidates = ['../../drizzle', '../drizzle'].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  const found = candidates.find((dir) => existsSync(`${dir}/meta/_journal.json`));
  if (!found) throw new Error(`SQL migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Arbitrary constant: several processes starting on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_302_514_221;

/** Applies every pending migration; identical SQL on PGlite and PostgreSQL. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.driver === 'pglite') {
    await migrateWithPglite(handle.db as Parameters<typeof migrateWithPglite>[0], config);
    return;
  }
  const client = await handle.client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateWithPostgres(handle.db as Parameters<typeof migrateWithPostgres>[0], config);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** Number of migrations shipped with this build. */
export function expectedMigrationCount(): number {
  return readMigrationFiles({ migrationsFolder: migrationsFolder() }).length;
}

/** Number of migrations recorded as applied; 0 when the bookkeeping table does not exist yet. */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!exists?.present) return 0;
  const [result] = await queryRows<{ count: number | string }>(
    db,
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  );
  return Number(result?.count ?? 0);
}
