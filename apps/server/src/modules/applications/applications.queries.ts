import { and, desc, eq, inArray, ne } from 'drizzle-orm';
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

/** Only update an application whose status is one of these, or is not this one. */
export type ApplicationStatusGuard =
  | { statusIn: Array<ApplicationRow['status']> }
  | { statusNot: ApplicationRow['status'] };

/**
 * Sets `values` on the application; with a guard, only while its status allows it (so a job run
 * never overwrites what a later state decided). Undefined when no row matched.
 */
export async function updateApplication(
  db: Db | Tx,
  id: string,
  values: Partial<NewApplicationRow>,
  guard?: ApplicationStatusGuard,
): Promise<ApplicationRow | undefined> {
  const statusCondition = !guard
    ? undefined
    : 'statusIn' in guard
      ? inArray(applications.status, guard.statusIn)
      : ne(applications.status, guard.statusNot);
  const [row] = await db
    .update(applications)
    .set(values)
    .where(and(eq(applications.id, id), statusCondition))
    .returning();
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
