import { type FillRequest, REVIEW_MESSAGES } from '@hireproof/contract';
import { fillPlaceholders, verifyDocument } from '@hireproof/engine';
import { AppError } from '../../../app-error.ts';
import type { CurrentUser } from '../../../plugins/access-control.ts';
import { firstWords } from '../fact-label.ts';
import { bulletIn, changesOf, type ReviewState, reviewStateOf, suggestionsOf } from './review-state.ts';
import type { Reviser } from './revise.ts';

/**
 * Completes a suggestion with the figures the person typed and puts the line in the document. The
 * line is stored as the person's own fact, so the verifier accepts it by its provenance; an edit of
 * the writer has no placeholder and is refused.
 */
export function fill(reviser: Reviser, user: CurrentUser, id: string, request: FillRequest) {
  return reviser.revise(user, id, 'fill', async (row) => {
    if (request.target === 'change') {
      const change = changesOf(row)[request.id];
      if (!change) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.changeNotFound);
      throw new AppError('UNPROCESSABLE', REVIEW_MESSAGES.noPlaceholder);
    }
    const suggestion = suggestionsOf(row)[request.id];
    if (!suggestion) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.suggestionNotFound);
    let text: string;
    try {
      text = fillPlaceholders(suggestion.text, request.values);
    } catch (error) {
      if (error instanceof RangeError) throw new AppError('INVALID_INPUT', error.message);
      throw error;
    }
    const { current, parsed } = reviser.reviewable(row);
    const doc = structuredClone(current);
    const line = bulletIn(doc, suggestion.targetId);
    if (!line) throw new AppError('CONFLICT', REVIEW_MESSAGES.conflict);
    line.text = text;
    const state = reviewStateOf(row);
    const next: ReviewState = {
      ...state,
      fills: { ...state.fills, [request.id]: text },
      personFacts: { ...state.personFacts, [suggestion.targetId]: [text] },
    };
    const unsupported = verifyDocument(parsed, doc, {
      context: [row.jobTitle, row.company],
      personFacts: next.personFacts,
    }).filter((found) => found.targetId === suggestion.targetId);
    if (unsupported.length > 0) throw new AppError('UNPROCESSABLE', REVIEW_MESSAGES.noPlaceholder);
    return {
      values: { ...(await reviser.rescored(row, doc, next)), review: next },
      what: `Filled: “${firstWords(text)}”`,
    };
  });
}
