import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
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
  tx: Db | Tx,
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

/**
 * Keeps at most `keep` revisions of an application: the first (the generated version) and the
 * newest `keep - 1`; the ones between are deleted. Answers the first revision and the highest number
 * removed when some were, so the caller can note it on the first.
 */
export async function pruneRevisions(
  tx: Tx,
  applicationId: string,
  keep: number,
): Promise<{ first: RevisionRow; removedUpTo: number } | undefined> {
  const numbers = await tx
    .select({ number: applicationRevisions.number })
    .from(applicationRevisions)
    .where(eq(applicationRevisions.applicationId, applicationId))
    .orderBy(asc(applicationRevisions.number));
  if (numbers.length <= keep) return undefined;
  const removed = numbers.slice(1, 1 + numbers.length - keep).map((row) => row.number);
  await tx
    .delete(applicationRevisions)
    .where(
      and(
        eq(applicationRevisions.applicationId, applicationId),
        inArray(applicationRevisions.number, removed),
      ),
    );
  const first = await findRevision(tx, applicationId, numbers[0]!.number);
  return first ? { first, removedUpTo: removed.at(-1)! } : undefined;
}

export async function describeRevision(
  tx: Tx,
  applicationId: string,
  number: number,
  description: string,
): Promise<void> {
  await tx
    .update(applicationRevisions)
    .set({ description })
    .where(
      and(eq(applicationRevisions.applicationId, applicationId), eq(applicationRevisions.number, number)),
    );
}
