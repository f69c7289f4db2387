import { REVIEW_MESSAGES } from '@hireproof/contract';
import { ChangeConflict, switchChange } from '@hireproof/engine';
import { AppError } from '../../../app-error.ts';
import type { CurrentUser } from '../../../plugins/access-control.ts';
import { factLabel } from '../fact-label.ts';
import { changesOf, reviewStateOf } from './review-state.ts';
import type { Reviser } from './revise.ts';

/** Accept keeps (or, after a reject, puts back) the writer's edit; reject reverts it in the document. */
export function decideChange(
  reviser: Reviser,
  user: CurrentUser,
  id: string,
  changeId: number,
  decision: 'accepted' | 'rejected',
) {
  return reviser.revise(user, id, decision === 'accepted' ? 'accept' : 'reject', async (row) => {
    const change = changesOf(row)[changeId];
    if (!change) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.changeNotFound);
    const state = reviewStateOf(row);
    const was = state.decisions[changeId] ?? 'pending';
    if (was === decision) return undefined;
    const { current } = reviser.reviewable(row);
    const inDocument = was === 'rejected' ? 'before' : 'after';
    const wanted = decision === 'rejected' ? 'before' : 'after';
    let doc = current;
    if (inDocument !== wanted) {
      try {
        doc = switchChange(current, change, wanted);
      } catch (error) {
        if (error instanceof ChangeConflict) throw new AppError('CONFLICT', REVIEW_MESSAGES.conflict);
        throw error;
      }
    }
    const next = { ...state, decisions: { ...state.decisions, [changeId]: decision } };
    return {
      values: { ...(await reviser.rescored(row, doc, next)), review: next },
      what: `${decision === 'accepted' ? 'Accepted' : 'Rejected'}: ${change.kind} ${factLabel(current, change.targetId)}`,
    };
  });
}
