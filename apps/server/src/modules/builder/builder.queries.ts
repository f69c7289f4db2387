import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { builderDrafts } from '../../db/schema.ts';

export type DraftRow = typeof builderDrafts.$inferSelect;

export async function findDraft(db: Db, userId: string): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(builderDrafts).where(eq(builderDrafts.userId, userId));
  return row;
}

/** Replaces the user's one draft (inserting it the first time). */
export async function upsertDraft(db: Db, userId: string, draft: unknown, now: Date): Promise<DraftRow> {
  const [row] = await db
    .insert(builderDrafts)
    .values({ userId, draft, updatedAt: now })
    .onConflictDoUpdate({ target: builderDrafts.userId, set: { draft, updatedAt: now } })
    .returning();
  return row!;
}

export async function deleteDraft(db: Db, userId: string): Promise<void> {
  await db.delete(builderDrafts).where(eq(builderDrafts.userId, userId));
}
