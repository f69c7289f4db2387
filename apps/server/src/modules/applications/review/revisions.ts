import { REVIEW_MESSAGES, type Revision } from '@hireproof/contract';
import { AppError } from '../../../app-error.ts';
import type { CurrentUser } from '../../../plugins/access-control.ts';
import { findRevision, listRevisions, type RevisionRow } from '../revisions.queries.ts';
import { snapshotSchema } from './review-state.ts';
import type { Reviser, RevisionAction } from './revise.ts';

export async function revisions(reviser: Reviser, user: CurrentUser, id: string): Promise<Revision[]> {
  const row = await reviser.ownOrNotFound(id, user);
  return (await listRevisions(reviser.db, row.id)).map((revision: RevisionRow) => ({
    number: revision.number,
    action: revision.action as RevisionAction,
    description: revision.description,
    by: revision.actorId === row.userId ? 'you' : 'an administrator',
    createdAt: revision.createdAt.toISOString(),
    current: revision.number === row.revision,
  }));
}

/** Goes back to an earlier revision; the going back is itself a new revision. */
export function restore(reviser: Reviser, user: CurrentUser, id: string, number: number) {
  return reviser.revise(user, id, 'restore', async (row) => {
    const revision = await findRevision(reviser.db, row.id, number);
    if (!revision) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.revisionNotFound);
    const snapshot = snapshotSchema.parse(revision.snapshot);
    return { values: snapshot, what: `Restored revision ${number}` };
  });
}
