import { and, desc, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { applicationRevisions, applications } from '../../db/schema.ts';
import type { ApplicationRow } from './applications.queries.ts';

export type RevisionRow = typeof applicationRevisions.$inferSelect;
export type NewRevisionRow = typeof applicationRevisions.$inferInsert;

/** The caller's application, locked until the transaction ends: review actions apply one at a time. */
export async function lockOwnApplication(
  tx: Tx,
  id: string,
  userId: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.userId, userId)))
    .for('update');
  return row;
}

export async function lastRevisionNumber(tx: Tx, applicationId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(applicationRevisions.number) })
    .from(applicationRevisions)
    .where(eq(applicationRevisions.applicationId, applicationId));
  return row?.last ?? 0;
}

export async function insertRevision(tx: Tx, values: NewRevisionRow): Promise<RevisionRow> {
  const [row] = await tx.insert(applicationRevisions).values(values).returning();
  return row!;
}

export async function listRevisions(db: Db, applicationId: string): Promise<RevisionRow[]> {
  return db
    .select()
    .from(applicationRevisions)
    .where(eq(applicationRevisions.applicationId, applicationId))
    .orderBy(desc(applicationRevisions.number));
}

export async function findRevision(
  tx: Tx,
  applicationId: string,
  number: number,
): Promise<RevisionRow | undefined> {
  const [row] = await tx
    .select()
    .from(applicationRevisions)
    .where(
      and(eq(applicationRevisions.applicationId, applicationId), eq(applicationRevisions.number, number)),
    );
  return row;
}
