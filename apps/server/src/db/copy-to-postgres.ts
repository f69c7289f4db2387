import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { postgresHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/** Rows are sent in batches of at most this much JSON, so a table of large blobs never sits in memory whole. */
const BATCH_BYTES = 8 * 1024 * 1024;
const BATCH_ROWS = 500;

export interface CopyReport {
  tables: Array<{ table: string; rows: number }>;
  /** Uploaded files moved from DATA_DIR/files into the database store (FILE_STORE=db). */
  filesMoved: number;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables of the public schema, parents before children (by their foreign keys). */
async function tablesInCopyOrder(source: PGlite): Promise<string[]> {
  const tables = (
    await source.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    )
  ).rows.map((row) => row.name);
  const edges = (
    await source.query<{ child: string; parent: string }>(
      `select c.relname as child, p.relname as parent
         from pg_constraint k
         join pg_class c on c.oid = k.conrelid
         join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
    )
  ).rows;
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/**
 * Copies an embedded (PGlite) install into an empty PostgreSQL database: both are brought to the
 * same migration first, then every table's rows go over as JSON (json_populate_recordset, so every
 * column keeps its type: timestamps, jsonb, bytea) in one transaction, parents before children,
 * and identity sequences continue after the copied ids. When the install kept uploads on disk
 * (FILE_STORE=disk), their bytes move into the database store so every node can read them.
 * Refuses a target that already holds accounts.
 */
export async function copyPgliteToPostgres(options: {
  source: PGlite;
  targetUrl: string;
  /** FILE_STORE of the embedded install; with 'disk', uploads are read from `dataDir`/files. */
  fileStore: 'disk' | 'db';
  dataDir: string;
  log: (line: string) => void;
}): Promise<CopyReport> {
  const { source, log } = options;
  const pool = new pg.Pool({ connectionString: options.targetUrl, max: 2 });
  const target = postgresHandle(pool, 'copy target');
  try {
    await migrateDatabase(target);
    const client = await pool.connect();
    try {
      const [accounts] = (await client.query<{ n: string }>('select count(*) as n from "user"')).rows;
      if (Number(accounts?.n) > 0) {
        throw new Error(
          'The PostgreSQL database already holds accounts; copy into a new, empty database instead.',
        );
      }
      const tables = await tablesInCopyOrder(source);
      const report: CopyReport = { tables: [], filesMoved: 0 };
      await client.query('begin');
      // Seed rows the migrations wrote (settings) make way for the install's own.
      await client.query(`truncate ${tables.map(quote).join(', ')} cascade`);
      for (const table of tables) {
        let copied = 0;
        for (let offset = 0; ; ) {
          const { rows } = await source.query<{ row: string }>(
            `select row_to_json(t)::text as row from ${quote(table)} t order by ctid limit ${BATCH_ROWS} offset ${offset}`,
          );
          if (rows.length === 0) break;
          offset += rows.length;
          let batch: string[] = [];
          let bytes = 0;
          const flush = async () => {
            if (batch.length === 0) return;
            await client.query(
              `insert into ${quote(table)} overriding system value
               select * from json_populate_recordset(null::${quote(table)}, $1::json)`,
              [`[${batch.join(',')}]`],
            );
            copied += batch.length;
            batch = [];
            bytes = 0;
          };
          for (const { row } of rows) {
            if (bytes + row.length > BATCH_BYTES) await flush();
            batch.push(row);
            bytes += row.length;
          }
          await flush();
        }
        await continueIdentities(client, table);
        report.tables.push({ table, rows: copied });
        log(`${table}: ${copied} rows`);
      }
      if (options.fileStore === 'disk') report.filesMoved = await moveDiskFiles(client, options.dataDir, log);
      await client.query('commit');
      return report;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await target.close();
  }
}

/** Identity columns (`generated always as identity`) continue after the largest copied value. */
async function continueIdentities(client: pg.PoolClient, table: string): Promise<void> {
  const { rows } = await client.query<{ column: string }>(
    `select column_name as column from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_identity = 'YES'`,
    [table],
  );
  for (const { column } of rows) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2), (select coalesce(max(${quote(column)}), 0) + 1 from ${quote(table)}), false)`,
      [quote(table), column],
    );
  }
}

/** Reads each upload the install kept on disk into file_blobs and points its `files` row at it. */
async function moveDiskFiles(client: pg.PoolClient, dataDir: string, log: (line: string) => void) {
  const folder = resolve(dataDir, 'files');
  const { rows } = await client.query<{ id: string; storage_key: string }>(
    'select id, storage_key from files order by id',
  );
  for (const file of rows) {
    let bytes: Buffer;
    try {
      bytes = await readFile(join(folder, file.storage_key));
    } catch {
      throw new Error(
        `The upload ${file.id} is missing from ${folder}; copy the whole DATA_DIR, or set FILE_STORE as the install had it.`,
      );
    }
    const [blob] = (
      await client.query<{ id: string }>('insert into file_blobs (bytes) values ($1) returning id', [bytes])
    ).rows;
    await client.query('update files set storage_key = $1 where id = $2', [blob!.id, file.id]);
  }
  log(`uploaded files moved into the database store: ${rows.length}`);
  return rows.length;
}
