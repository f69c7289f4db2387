import { and, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
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

/**
 * The user's application with the columns its detail page is made of, leaving the parsed upload,
 * the change log and the readability result (the largest JSON) in the database; undefined when it
 * is not theirs.
 */
export async function findOwnApplicationView(db: Db, id: string, userId: string) {
  const {
    parsedResume,
    changes,
    readability,
    userId: owner,
    sourceFileId,
    updatedAt,
    ...shown
  } = getTableColumns(applications);
  const [row] = await db
    .select(shown)
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)));
  return row;
}

export async function findApplicationById(db: Db | Tx, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

/** Where a page of the list starts: strictly after this row in (createdAt desc, id desc) order. */
export interface ListPosition {
  /** created_at exactly as stored (microseconds, UTC), which a JS Date would round to milliseconds. */
  createdAt: string;
  id: string;
}

/**
 * One page of the user's applications, newest first, with only the columns the list shows (no
 * resume documents, no letter text: a few hundred bytes a row). `limit + 1` rows are read so the
 * caller knows whether another page follows. The (created_at, id) order is total, so pages neither
 * repeat nor skip a row, even when rows share a creation time.
 */
export function listOwnApplicationsPage(
  db: Db,
  userId: string,
  after: ListPosition | undefined,
  limit: number,
) {
  return after
    ? listPageAfter(db).execute({
        userId,
        limit: limit + 1,
        afterCreatedAt: after.createdAt,
        afterId: after.id,
      })
    : listFirstPage(db).execute({ userId, limit: limit + 1 });
}

/** The list is read on every dashboard visit and scroll, so both of its statements are built once. */
const listPageQuery = (db: Db, after: boolean) =>
  db
    .select({
      id: applications.id,
      jobTitle: applications.jobTitle,
      company: applications.company,
      status: applications.status,
      createdAt: applications.createdAt,
      position: sql<string>`to_char(${applications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
      hasCoverLetter: sql<boolean>`${applications.coverLetter} is not null and ${applications.coverLetter} <> '' and not ${applications.coverLetterSkipped}`,
      error: applications.error,
    })
    .from(applications)
    .where(
      and(
        eq(applications.userId, sql.placeholder('userId')),
        after
          ? sql`(${applications.createdAt}, ${applications.id}) < ((${sql.placeholder('afterCreatedAt')})::timestamp at time zone 'UTC', (${sql.placeholder('afterId')})::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(sql.placeholder('limit'));

const listFirstPage = preparedPerDb((db) => listPageQuery(db, false).prepare('applications_first_page'));
const listPageAfter = preparedPerDb((db) => listPageQuery(db, true).prepare('applications_page_after'));

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
