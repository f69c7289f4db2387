import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { applications } from '../../db/schema.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;

export async function insertApplication(db: Db | Tx, values: NewApplicationRow): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  return row!;
}

/** The application when it exists and belongs to `userId`; undefined otherwise (callers answer 404). */
export async function findOwnApplication(
  db: Db,
  id: string,
  userId: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  return row;
}

export async function findApplicationById(db: Db | Tx, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

export async function listOwnApplications(db: Db, userId: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

export async function updateApplication(
  db: Db | Tx,
  id: string,
  values: Partial<NewApplicationRow>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db.update(applications).set(values).where(eq(applications.id, id)).returning();
  return row;
}

export async function deleteOwnApplication(
  db: Db,
  id: string,
  userId: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .delete(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
    .returning();
  return row;
}
