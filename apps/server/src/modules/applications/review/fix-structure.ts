import { REVIEW_MESSAGES, STRUCTURE_KINDS, type StructureFixRequest } from '@hireproof/contract';
import {
  correctEntryHeader,
  type EntryHeaderFix,
  factTexts,
  moveBullet,
  type ResumeDocument,
  rereadSection,
  StructureFixError,
} from '@hireproof/engine';
import { AppError } from '../../../app-error.ts';
import type { CurrentUser } from '../../../plugins/access-control.ts';
import { entryBullets, type ReviewState, reviewStateOf } from './review-state.ts';
import type { Reviser } from './revise.ts';
import { structureOf } from './structure-view.ts';

/** A structure fix the engine refused, in the words of the review panel. */
function structureError(error: unknown, notFound: string): never {
  if (error instanceof StructureFixError) {
    if (error.reason === 'not-found') throw new AppError('NOT_FOUND', notFound);
    if (error.reason === 'same-entry') throw new AppError('UNPROCESSABLE', REVIEW_MESSAGES.sameEntry);
    throw new AppError('UNPROCESSABLE', REVIEW_MESSAGES.nothingPlaced);
  }
  throw error;
}

/**
 * The person fixes what reading their upload got wrong (issue 17): a custom section read again as a
 * known kind, an entry's header corrected, a bullet moved. The result is their own fact (provenance
 * 'person', kept in `personFacts`), so the verifier accepts it; each fix is a revision like the others.
 */
export function fixStructure(reviser: Reviser, user: CurrentUser, id: string, request: StructureFixRequest) {
  return reviser.revise(user, id, 'structure', async (row) => {
    const { current, parsed } = reviser.reviewable(row);
    const state = reviewStateOf(row);
    const personFacts = { ...state.personFacts };
    let doc: ResumeDocument;
    let what: string;
    if (request.type === 'reread') {
      const section = current.custom.find((found) => found.id === request.sectionId);
      let result: ReturnType<typeof rereadSection>;
      try {
        result = rereadSection(current, request.sectionId, request.kind);
      } catch (error) {
        structureError(error, REVIEW_MESSAGES.sectionNotFound);
      }
      doc = result.document;
      // The new entries are read from the person's own lines: those lines are their source.
      const lines = section?.items.map((item) => item.text) ?? [];
      for (const entryId of result.added) {
        personFacts[entryId] = lines;
        for (const line of entryBullets(doc, entryId)) personFacts[line] = lines;
      }
      what = `Structure: "${section?.title ?? request.sectionId}" read as ${STRUCTURE_KINDS[request.kind]}${
        result.kept.length > 0 ? ` (${result.kept.length} kept in the section)` : ''
      }`;
    } else if (request.type === 'header') {
      const entry = structureOf(current).entries.find((found) => found.id === request.entryId);
      if (!entry) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.entryNotFound);
      const fields = ['title', 'organisation', 'location', 'start', 'end'] as const;
      const changed = fields.filter((field) => request[field] !== entry[field]);
      if (changed.length === 0) return undefined;
      const fix: EntryHeaderFix = Object.fromEntries(changed.map((field) => [field, request[field]]));
      // Dates are read as a pair: both become the person's when either changes.
      const typed = [
        ...changed,
        ...(changed.some((f) => f === 'start' || f === 'end') ? (['start', 'end'] as const) : []),
      ]
        .map((field) => request[field])
        .filter(Boolean);
      try {
        doc = correctEntryHeader(current, request.entryId, fix);
      } catch (error) {
        structureError(error, REVIEW_MESSAGES.entryNotFound);
      }
      personFacts[request.entryId] = [...new Set([...(personFacts[request.entryId] ?? []), ...typed])];
      what = `Structure: ${request.entryId} corrected (${changed.join(', ')})`;
    } else {
      let moved: ReturnType<typeof moveBullet>;
      const facts = factTexts(parsed);
      try {
        moved = moveBullet(current, request.bulletId, request.toEntryId, facts.keys());
      } catch (error) {
        structureError(error, REVIEW_MESSAGES.entryNotFound);
      }
      doc = moved.document;
      // Each line keeps its sources: what the upload and the person said for it before the move.
      for (const line of moved.moved) {
        const sources = [...(facts.get(line.from) ?? []), ...(personFacts[line.from] ?? [])];
        if (sources.length > 0) personFacts[line.to] = sources;
      }
      what = `Structure: ${request.bulletId} moved to ${request.toEntryId} as ${moved.id}`;
    }
    const next: ReviewState = { ...state, personFacts };
    return { values: { ...(await reviser.rescored(row, doc, next)), review: next }, what };
  });
}
