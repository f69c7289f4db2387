import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle handle every query takes first; the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle =
  | { driver: 'pglite'; db: Db; client: PGlite; close(): Promise<void>; location: string }
  | { driver: 'postgres'; db: Db; client: pg.Pool; close(): Promise<void>; location: string };

/** The PGlite data lives in a sub-folder so DATA_DIR can also hold files, the secret and the lock. */
export const PGLITE_SUBDIR = 'db';

/** Wraps an open PGlite (file-backed or in memory) in a handle; closing closes the PGlite. */
export function pgliteHandle(client: PGlite, location: string, onClose?: () => void): DatabaseHandle {
  return {
    driver: 'pglite',
    client,
    location,
    db: drizzlePglite(client, { schema }) as unknown as Db,
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose?.();
      }
    },
  };
}

/**
 * Wraps a node-postgres pool in a handle; closing ends the pool. An idle connection that dies
 * (server restart, terminated backend) emits 'error' on the pool, which would crash the process
 * if nobody listened; the pool replaces the connection, so it is only reported.
 */
export function postgresHandle(
  pool: pg.Pool,
  location: string,
  onIdleError: (error: Error) => void = () => undefined,
): DatabaseHandle {
  pool.on('error', onIdleError);
  return {
    driver: 'postgres',
    client: pool,
    location,
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    close: () => pool.end(),
  };
}

/**
 * DATABASE_URL set → a pg pool. Unset → PGlite in DATA_DIR, opened only after taking the
 * directory's exclusive lock (released when the handle closes or the process exits).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const url = new URL(options.databaseUrl);
    return postgresHandle(pool, `${url.hostname}:${url.port || 5432}${url.pathname}`, options.onIdleError);
  }
  const dataDir = resolve(options.dataDir);
  const lock = acquireDataDirLock(dataDir);
  try {
    const dir = join(dataDir, PGLITE_SUBDIR);
    const client = await PGlite.create({ dataDir: dir });
    return pgliteHandle(client, dir, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Raw SQL for the rare query Drizzle's builder cannot say; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Db | Tx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
