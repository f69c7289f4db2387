import { type AnswerRequest, type GapAnswer, type GapQuestions, REVIEW_MESSAGES } from '@hireproof/contract';
import {
  AnswerError,
  answerPlaces,
  applyAnswer,
  gapQuestions,
  type JobKeyword,
  missingRequiredKeywords,
  type ResumeDocument,
  verifyDocument,
  type Writer,
} from '@hireproof/engine';
import { AppError } from '../../../app-error.ts';
import { jobKeywordsOf } from '../../../pipeline/generation.ts';
import type { CurrentUser } from '../../../plugins/access-control.ts';
import { storedCoverLetter } from '../application-view.ts';
import type { ApplicationRow } from '../applications.queries.ts';
import { personEvidence, type ReviewState, reviewStateOf } from './review-state.ts';
import type { Reviser } from './revise.ts';

/**
 * Ask, don't invent (issue 29): the questions of the gap between the posting and the person's own
 * text, and their answers woven in. No credit is spent; each answer is a revision Restore undoes.
 */

const jobOf = (row: ApplicationRow) => ({
  title: row.jobTitle,
  company: row.company,
  description: row.jobDescription,
});

/** GET …/questions: what is still asked (answers and 'No's are never asked again) and what was answered. */
export async function questions(reviser: Reviser, user: CurrentUser, id: string): Promise<GapQuestions> {
  const row = await reviser.ownOrNotFound(id, user);
  const { current, parsed } = reviser.reviewable(row);
  const state = reviewStateOf(row);
  const evidence = personEvidence(parsed, current, state);
  const asked = gapQuestions(
    evidence,
    jobKeywordsOf(jobOf(row)),
    state.answers.map((kept) => kept.keywordId),
  );
  // Places are the roles and projects of the document as it stands (the same ids as the upload's).
  return {
    questions: asked.map((question) => ({ ...question, places: answerPlaces(current, question.kind) })),
    answered: state.answers,
  };
}

const ANSWER_ERRORS: Record<AnswerError['reason'], [AppError['code'], string]> = {
  'unknown-keyword': ['UNPROCESSABLE', REVIEW_MESSAGES.unknownKeyword],
  'unknown-place': ['UNPROCESSABLE', REVIEW_MESSAGES.unknownPlace],
  'too-long': ['INVALID_INPUT', REVIEW_MESSAGES.answerTooLong],
  'no-years': ['UNPROCESSABLE', REVIEW_MESSAGES.answerNeedsYears],
};

/** The keyword an answer is for: a required one the person's own text still lacks, not yet answered. */
function askedKeyword(
  row: ApplicationRow,
  docs: { current: ResumeDocument; parsed: ResumeDocument },
  state: ReviewState,
  keywordId: string,
): JobKeyword {
  const { parsed, current } = docs;
  const keyword = missingRequiredKeywords(
    personEvidence(parsed, current, state),
    jobKeywordsOf(jobOf(row)),
  ).find((found) => found.id === keywordId);
  if (!keyword || state.answers.some((kept) => kept.keywordId === keywordId))
    throw new AppError('UNPROCESSABLE', REVIEW_MESSAGES.unknownKeyword);
  return keyword;
}

export type ChooseWriter = (signal: AbortSignal, owner?: string) => Promise<Writer>;

/** How long an AI writer may take to draft an answer's bullet before the built-in rule writes it. */
const DRAFT_TIMEOUT_MS = 20_000;

/**
 * An LLM writer's draft of the bullet for words and a place; undefined without a provider, on any
 * failure, or when the writer has no such step. Drafted before the row is locked (revise.ts).
 */
async function draftedLine(
  chooseWriter: ChooseWriter | undefined,
  owner: string,
  doc: ResumeDocument,
  keyword: JobKeyword,
  request: AnswerRequest,
): Promise<string | undefined> {
  if (!chooseWriter || !request.text || !request.placeId || request.declined) return undefined;
  const place = answerPlaces(doc, 'degree').find((found) => found.id === request.placeId);
  const entry = [...doc.work, ...doc.projects, ...doc.education].find(
    (found) => found.id === request.placeId,
  );
  if (!place || !entry) return undefined;
  try {
    const writer = await chooseWriter(AbortSignal.timeout(DRAFT_TIMEOUT_MS), owner);
    return await writer.answerLine?.({
      answer: request.text,
      keyword: keyword.term,
      place: place.label,
      voice: entry.highlights.map((line) => line.text),
    });
  } catch {
    return undefined;
  }
}

/**
 * POST …/answers: one answer, stored as the person's own fact (provenance 'person'). The built-in
 * writer turns it into a bullet in the chosen role or a listed skill, with the reason; the verifier
 * must accept the addition because it rests on the answer. A 'No' or an empty answer adds nothing but
 * is remembered. The letter gains a paragraph from the answers.
 */
export function answer(
  reviser: Reviser,
  user: CurrentUser,
  id: string,
  request: AnswerRequest,
  chooseWriter?: ChooseWriter,
) {
  return reviser.revise(user, id, 'answer', async (row) => {
    const { current, parsed } = reviser.reviewable(row);
    const state = reviewStateOf(row);
    const keyword = askedKeyword(row, { current, parsed }, state, request.keywordId);
    // With an AI provider, the model drafts the line from the answer; the engine keeps it only if it
    // rests on the answer, else its own rule writes it.
    const drafted = await draftedLine(chooseWriter, user.id, current, keyword, request);
    let applied: ReturnType<typeof applyAnswer>;
    try {
      applied = applyAnswer(current, keyword, request, drafted);
    } catch (error) {
      if (error instanceof AnswerError) {
        const [code, message] = ANSWER_ERRORS[error.reason];
        throw new AppError(code, message);
      }
      throw error;
    }
    const change = applied.change
      ? {
          kind: applied.change.kind,
          targetId: applied.change.targetId,
          after: applied.change.after,
          reason: applied.change.reason,
        }
      : null;
    const kept: GapAnswer = {
      keywordId: keyword.id,
      keyword: keyword.term,
      declined: request.declined ?? false,
      placeId: request.placeId ?? null,
      text: request.declined ? '' : (request.text ?? ''),
      change,
    };
    const next: ReviewState = {
      ...state,
      answers: [...state.answers, kept],
      personFacts: { ...state.personFacts, ...applied.personFacts },
    };
    if (change) {
      // The verifier accepts the addition only because it rests on the person's answer.
      const listed = next.answers
        .filter((found) => found.change?.kind === 'skills-added')
        .map((found) => found.change!.after);
      const unsupported = verifyDocument(parsed, applied.document, {
        context: [row.jobTitle, row.company],
        personFacts: next.personFacts,
        allowedKeywords: listed,
      }).filter(
        (found) =>
          found.targetId === change.targetId && (change.kind === 'bullet' || found.value === change.after),
      );
      if (unsupported.length > 0) throw new AppError('UNPROCESSABLE', REVIEW_MESSAGES.answerUnsupported);
    }
    const letter = lettered(row, applied.document, next);
    const what = request.declined
      ? `Answered No: ${keyword.term}`
      : change
        ? `Answered: ${keyword.term} (${change.kind === 'bullet' ? `bullet ${change.targetId}` : 'skill listed'})`
        : `Answered: ${keyword.term} (nothing added)`;
    return {
      values: {
        ...(change ? await reviser.rescored(row, applied.document, next) : {}),
        ...letter.values,
        review: { ...next, letterParagraph: letter.paragraph },
      },
      what,
    };
  });
}

/** One sentence of the letter from one answer, in the person's own words; none for a 'No'. */
function answerSentence(doc: ResumeDocument, answer: GapAnswer): string | undefined {
  if (answer.declined || (!answer.text && !answer.change)) return undefined;
  const place = answer.placeId ? placeLabel(doc, answer.placeId) : undefined;
  const words = answer.text.replace(/[.!;,\s]+$/, '');
  if (words) return `${answer.keyword}: ${words}${place ? ` (${place})` : ''}.`;
  return place ? `${answer.keyword}: used at ${place}.` : undefined;
}

function placeLabel(doc: ResumeDocument, id: string): string | undefined {
  const work = doc.work.find((entry) => entry.id === id);
  if (work) return work.company || work.position;
  return (
    doc.projects.find((entry) => entry.id === id)?.name ??
    doc.education.find((entry) => entry.id === id)?.institution
  );
}

/**
 * The letter with the answers that matter to the posting: one paragraph, before the closing one,
 * replacing the paragraph the previous answer wrote (so answers never pile up paragraphs).
 */
function lettered(
  row: ApplicationRow,
  doc: ResumeDocument,
  state: ReviewState,
): { values: { coverLetter?: string }; paragraph: string | null } {
  const letter = storedCoverLetter(row);
  if (!letter) return { values: {}, paragraph: null };
  const sentences = state.answers.flatMap((found) => answerSentence(doc, found) ?? []);
  const paragraph =
    sentences.length > 0
      ? `Where this posting asks for more than my resume lists: ${sentences.join(' ')}`
      : null;
  const paragraphs = letter.paragraphs.filter((text) => text !== state.letterParagraph);
  if (paragraph) paragraphs.splice(Math.max(0, paragraphs.length - 1), 0, paragraph);
  if (JSON.stringify(paragraphs) === JSON.stringify(letter.paragraphs)) return { values: {}, paragraph };
  return { values: { coverLetter: JSON.stringify({ ...letter, paragraphs }) }, paragraph };
}
