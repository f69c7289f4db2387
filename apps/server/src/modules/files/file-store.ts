import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Db, Tx } from '../../db/client.ts';
import {
  deleteBlob,
  deleteFileRow,
  insertBlob,
  insertFileRow,
  type StoredFile,
  selectBlobBytes,
  selectFileRow,
} from './files.queries.ts';

export type FileKind = 'resume' | 'receipt';
export type { StoredFile };

export interface NewFile {
  ownerId: string;
  kind: FileKind;
  originalName: string;
  mediaType: string;
  bytes: Uint8Array;
}

/**
 * Where uploaded bytes live (DESIGN §4). The `files` row (owner, kind, sha256, size, media type)
 * is the same for both drivers; only the bytes move: to a random file name under DATA_DIR/files
 * (`disk`), or to the `file_blobs` table (`db`, for several web nodes without a shared disk).
 * Names on disk are server-generated ids, never the uploader's file name.
 */
export interface FileStore {
  /** Stores the bytes and their record; inside `db` when given so it joins the caller's transaction. */
  put(file: NewFile, db?: Db | Tx): Promise<StoredFile>;
  /** The record and its bytes, or undefined when either is gone. */
  get(id: string): Promise<{ file: StoredFile; bytes: Buffer } | undefined>;
  /** Removes the record and the bytes; a missing file is not an error. */
  remove(id: string): Promise<void>;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The `files` row both drivers write; only `storageKey` (file name or blob id) tells them apart. */
function insertFileRecord(db: Db | Tx, file: NewFile, storageKey: string): Promise<StoredFile> {
  return insertFileRow(db, {
    ownerId: file.ownerId,
    kind: file.kind,
    originalName: file.originalName,
    mediaType: file.mediaType,
    size: file.bytes.byteLength,
    sha256: sha256(file.bytes),
    storageKey,
  });
}

export function createFileStore(options: { driver: 'disk' | 'db'; db: Db; dataDir: string }): FileStore {
  return options.driver === 'db' ? databaseFileStore(options.db) : diskFileStore(options.db, options.dataDir);
}

function diskFileStore(rootDb: Db, dataDir: string): FileStore {
  const folder = resolve(dataDir, 'files');
  const pathOf = (storageKey: string) => join(folder, storageKey);

  return {
    async put(file, db = rootDb) {
      await mkdir(folder, { recursive: true });
      const storageKey = randomUUID();
      await writeFile(pathOf(storageKey), file.bytes, { flag: 'wx', mode: 0o600 });
      try {
        return await insertFileRecord(db, file, storageKey);
      } catch (error) {
        await rm(pathOf(storageKey), { force: true });
        throw error;
      }
    },
    async get(id) {
      const file = await selectFileRow(rootDb, id);
      if (!file) return undefined;
      try {
        return { file, bytes: await readFile(pathOf(file.storageKey)) };
      } catch {
        return undefined;
      }
    },
    async remove(id) {
      const file = await deleteFileRow(rootDb, id);
      if (file) await rm(pathOf(file.storageKey), { force: true });
    },
  };
}

function databaseFileStore(rootDb: Db): FileStore {
  return {
    async put(file, db = rootDb) {
      return insertFileRecord(db, file, await insertBlob(db, file.bytes));
    },
    async get(id) {
      const file = await selectFileRow(rootDb, id);
      if (!file) return undefined;
      const bytes = await selectBlobBytes(rootDb, file.storageKey);
      return bytes ? { file, bytes } : undefined;
    },
    async remove(id) {
      const file = await deleteFileRow(rootDb, id);
      if (file) await deleteBlob(rootDb, file.storageKey);
    },
  };
}
