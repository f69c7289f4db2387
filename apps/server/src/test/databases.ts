import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, pgliteHandle, postgresHandle } from '../db/client.ts';
import { migrateDatabase, migrationsFolder } from '../db/migrate.ts';

/**
 * Test databases for integration tests: PGlite in memory always, and PostgreSQL too when
 * TEST_DATABASE_URL is set (each call creates a fresh database there and drops it on dispose).
 */
export type TestDriver = 'pglite' | 'postgres';

export function testDrivers(): TestDriver[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection string, for a PostgreSQL test database (child processes, the CLI). */
  url?: string;
  dispose(): Promise<void>;
}

function migrationsHash(): string {
  const dir = migrationsFolder();
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(dir, name)));
  }
  hash.update(readFileSync(join(dir, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite's initdb costs seconds of CPU, so a migrated database is dumped once (per migration set,
 * shared across test processes through the temp dir) and every test database loads that dump.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `hireproof-pglite-template-${migrationsHash()}.tar.gz`);
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const client = await PGlite.create();
  const handle = pgliteHandle(client, 'memory://template');
  await migrateDatabase(handle);
  const dump = await client.dumpDataDir('gzip');
  await handle.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
  return new Blob([bytes]);
}

let template: Promise<Blob> | undefined;

export async function createTestDatabase(driver: TestDriver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    template ??= migratedPgliteTemplate();
    const client = await PGlite.create({ loadDataDir: await template });
    const handle = pgliteHandle(client, 'memory://test');
    await migrateDatabase(handle);
    return { handle, dispose: () => handle.close() };
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `hp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = postgresHandle(new pg.Pool({ connectionString: url.toString(), max: 10 }), name);
  await migrateDatabase(handle);
  return {
    handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
