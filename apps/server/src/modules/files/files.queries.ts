import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { fileBlobs, files } from '../../db/schema.ts';

export type StoredFile = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFileRow(db: Db | Tx, values: NewFileRow): Promise<StoredFile> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function selectFileRow(db: Db | Tx, id: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** Deletes the record; answers it (for its storage key), or undefined when there was none. */
export async function deleteFileRow(db: Db | Tx, id: string): Promise<StoredFile | undefined> {
  const [row] = await db.delete(files).where(eq(files.id, id)).returning();
  return row;
}

/** Stores bytes in the database (FILE_STORE=db); answers the blob's id. */
export async function insertBlob(db: Db | Tx, bytes: Uint8Array): Promise<string> {
  const [blob] = await db
    .insert(fileBlobs)
    .values({ bytes: Buffer.from(bytes) })
    .returning({ id: fileBlobs.id });
  return blob!.id;
}

export async function selectBlobBytes(db: Db | Tx, id: string): Promise<Buffer | undefined> {
  const [blob] = await db.select().from(fileBlobs).where(eq(fileBlobs.id, id));
  return blob?.bytes;
}

export async function deleteBlob(db: Db | Tx, id: string): Promise<void> {
  await db.delete(fileBlobs).where(eq(fileBlobs.id, id));
}
