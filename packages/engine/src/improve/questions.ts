import type { JobKeyword } from '../analyze/job-keywords.ts';
import { matchKeywords } from '../analyze/match.ts';
import { termKey, tokenize } from '../analyze/normalize.ts';
import type { Bullet, ResumeDocument } from '../model/resume-document.ts';
import { addKeywords } from './add-keywords.ts';
import { verifyText } from './verify.ts';

/**
 * Ask, don't invent (issue 29): each required keyword the person's own resume does not show becomes a
 * question only they can answer. An answer is their own fact (provenance 'person'); the built-in writer
 * turns it into a bullet in the role they chose, in their words, or lists the skill — and records why.
 */

/** At most this many questions, the most important keywords first. */
export const MAX_GAP_QUESTIONS = 10;

/** An answer's free text, in characters. */
export const ANSWER_MAX_CHARS = 300;

/** What a question asks: whether and where a skill was used, how many years, or which degree. */
export type GapQuestionKind = 'skill' | 'years' | 'degree';

/** A role, project or school the answer can be placed in, by fact id. */
export interface AnswerPlace {
  id: string;
  label: string;
}

export interface GapQuestion {
  /** The job keyword's id (the key of the answer). */
  keywordId: string;
  /** The keyword as the posting writes it. */
  keyword: string;
  kind: GapQuestionKind;
  /** The question in plain words. */
  text: string;
  /** Where the answer can go: the person's roles and projects (and schools, for a degree). */
  places: AnswerPlace[];
}

/** The person's answer to one question. */
export interface GapAnswer {
  keywordId: string;
  /** 'No': remembered, never asked again for this application, nothing added. */
  declined?: boolean;
  /** The entry the answer belongs to (a role, project or school id). */
  placeId?: string;
  /** The person's own words, e.g. 'deployed our staging cluster on EKS'. */
  text?: string;
}

/** What an answer changed in the document, with the reason shown beside it. */
export interface AnswerChange {
  kind: 'bullet' | 'skills-added';
  /** The new bullet's id, or the skills group's. */
  targetId: string;
  after: string;
  reason: string;
  /** The fact the answer rests on: the place it was given for. */
  sourceIds: string[];
}

export interface AppliedAnswer {
  document: ResumeDocument;
  /** Undefined for a 'No' or an empty answer: nothing is added. */
  change: AnswerChange | undefined;
  /** Fact id → the person's words, a source for that fact to the verifier. */
  personFacts: Record<string, string[]>;
}

export class AnswerError extends Error {
  constructor(readonly reason: 'unknown-keyword' | 'unknown-place' | 'too-long' | 'no-years') {
    super(reason);
    this.name = 'AnswerError';
  }
}

const ASKED_KINDS = new Set<JobKeyword['kind']>(['hard', 'tool', 'certification', 'education', 'experience']);

function kindOf(keyword: JobKeyword): GapQuestionKind {
  if (keyword.kind === 'education') return 'degree';
  if (keyword.kind === 'experience' || keyword.years !== undefined) return 'years';
  return 'skill';
}

function questionText(keyword: JobKeyword, kind: GapQuestionKind): string {
  if (kind === 'degree')
    return `The posting asks for ${keyword.term}. Which degree do you hold, and where from?`;
  if (keyword.kind === 'experience')
    return `The posting asks for ${keyword.term}. How many years have you worked in this field?`;
  if (kind === 'years') return `How many years have you worked with ${keyword.term}?`;
  return `The posting asks for ${keyword.term}. Have you used it? Where?`;
}

/** The person's roles and projects (and schools, for a degree), as the one-click places of a question. */
export function answerPlaces(doc: ResumeDocument, kind: GapQuestionKind = 'skill'): AnswerPlace[] {
  const roles = doc.work.map((entry) => ({
    id: entry.id,
    label: [entry.position, entry.company].filter(Boolean).join(' at ') || entry.id,
  }));
  const projects = doc.projects.map((project) => ({ id: project.id, label: project.name || project.id }));
  const schools =
    kind === 'degree'
      ? doc.education.map((entry) => ({
          id: entry.id,
          label: [entry.studyType, entry.area, entry.institution].filter(Boolean).join(', ') || entry.id,
        }))
      : [];
  return [...roles, ...projects, ...schools];
}

/** Keywords a 'must' the person's own text does not show, the heaviest first. */
export function missingRequiredKeywords(evidence: ResumeDocument, keywords: JobKeyword[]): JobKeyword[] {
  return matchKeywords(evidence, keywords)
    .matches.filter(
      (found) =>
        found.status === 'missing' &&
        (found.keyword.importance ?? 'must') === 'must' &&
        ASKED_KINDS.has(found.keyword.kind),
    )
    .map((found) => found.keyword)
    .sort((a, b) => b.weight - a.weight);
}

/**
 * The questions of the gap: one per required keyword the person's own text (`evidence`: the upload
 * plus what they answered) does not show, at most MAX_GAP_QUESTIONS, the most important first. A
 * keyword answered or declined is never asked again.
 */
export function gapQuestions(
  evidence: ResumeDocument,
  keywords: JobKeyword[],
  settled: Iterable<string> = [],
): GapQuestion[] {
  const skip = new Set(settled);
  return missingRequiredKeywords(evidence, keywords)
    .filter((keyword) => !skip.has(keyword.id))
    .slice(0, MAX_GAP_QUESTIONS)
    .map((keyword) => {
      const kind = kindOf(keyword);
      return {
        keywordId: keyword.id,
        keyword: keyword.term,
        kind,
        text: questionText(keyword, kind),
        places: answerPlaces(evidence, kind),
      };
    });
}

/** True when the text names the keyword (or one of its forms) word for word. */
function mentions(text: string, keyword: JobKeyword): boolean {
  const words = ` ${tokenize(text)
    .map((token) => token.key)
    .join(' ')} `;
  return [keyword.term, keyword.canonical, ...keyword.aliases].some((form) => {
    const key = tokenize(form)
      .map((token) => token.key)
      .join(' ');
    return key.length > 0 && words.includes(` ${key} `);
  });
}

/** The resume's own voice for a bullet: its first letter in capitals, a full stop only if most bullets have one. */
function inResumeVoice(text: string, doc: ResumeDocument): string {
  const bullets = [...doc.work, ...doc.projects].flatMap((entry) => entry.highlights).filter((b) => !b.level);
  const stops = bullets.filter((bullet) => /[.!]\s*$/.test(bullet.text)).length;
  const body = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!;,\s]+$/, '');
  const sentence = body.charAt(0).toUpperCase() + body.slice(1);
  return stops * 2 > bullets.length ? `${sentence}.` : sentence;
}

/** The next free bullet id of an entry ('W1.B7' after 'W1.B6'). */
function nextBulletId(entryId: string, highlights: Bullet[]): string {
  const numbers = highlights.map((line) => Number(/\.B(\d+)$/.exec(line.id)?.[1] ?? 0));
  return `${entryId}.B${Math.max(0, ...numbers) + 1}`;
}

function entryOf(doc: ResumeDocument, id: string) {
  return [...doc.work, ...doc.projects, ...doc.education].find((entry) => entry.id === id);
}

function placeName(doc: ResumeDocument, id: string): string {
  const work = doc.work.find((entry) => entry.id === id);
  if (work) return work.company || work.position || id;
  const project = doc.projects.find((entry) => entry.id === id);
  if (project) return project.name || id;
  const school = doc.education.find((entry) => entry.id === id);
  return school?.institution || id;
}

/**
 * True when a writer's draft of an answer's bullet (an LLM's) rests on the answer: it names the
 * keyword (for a skill), claims no tool, figure, name or scope beyond the answer, the keyword and the
 * entry's own facts, and has no word from neither the answer, the resume nor the keyword.
 */
export function draftRestsOnAnswer(
  draft: string,
  sources: { answer: string; resume: ResumeDocument; keyword: JobKeyword; placeId: string },
): boolean {
  const { answer, resume, keyword, placeId } = sources;
  if (!draft.trim() || draft.length > ANSWER_MAX_CHARS + 60) return false;
  if (kindOf(keyword) === 'skill' && !mentions(draft, keyword)) return false;
  const entry = entryOf(resume, placeId);
  const entryFacts = entry
    ? [
        ...entry.highlights.map((line) => line.text),
        'company' in entry ? `${entry.position} ${entry.company}` : '',
        'name' in entry ? entry.name : '',
      ]
    : [];
  const claims = verifyText(
    [answer, keyword.term, keyword.canonical, ...keyword.aliases, ...entryFacts],
    draft,
  );
  return claims.length === 0 && wordsFromNowhere(draft, { answer, resume, keyword }).length === 0;
}

/**
 * The built-in writer's use of one answer. With words and a place: a bullet in that entry, the
 * person's words in the resume's voice, followed by 'with <keyword>' when they did not name it (a
 * degree or a number of years is never completed for them). With a place or words alone: a skill
 * named in the posting goes to the skills list. A 'No', or an answer with neither, adds nothing.
 */
export function applyAnswer(
  doc: ResumeDocument,
  keyword: JobKeyword,
  answer: GapAnswer,
  /** An LLM writer's draft of the bullet: used only if it rests on the answer (draftRestsOnAnswer). */
  drafted?: string,
): AppliedAnswer {
  const text = (answer.text ?? '').replace(/\s+/g, ' ').trim();
  if (text.length > ANSWER_MAX_CHARS) throw new AnswerError('too-long');
  if (answer.placeId && !answerPlaces(doc, 'degree').some((place) => place.id === answer.placeId))
    throw new AnswerError('unknown-place');
  const nothing = { document: doc, change: undefined, personFacts: {} };
  if (answer.declined || (!text && !answer.placeId)) return nothing;
  const kind = kindOf(keyword);
  if (kind === 'years' && text && !/\d|\b(one|two|three|four|five|six|seven|eight|nine|ten)\b/i.test(text))
    throw new AnswerError('no-years');
  const where = answer.placeId ? ` at ${placeName(doc, answer.placeId)}` : '';
  const said = text ? `“${text}”` : `you used ${keyword.term}`;
  const reason = `You said ${said}${where}, answering the posting's ${keyword.term}`;

  if (text && answer.placeId) {
    const next = structuredClone(doc);
    const entry = entryOf(next, answer.placeId)!;
    const named = kind !== 'skill' || mentions(text, keyword);
    const grounded =
      drafted !== undefined &&
      draftRestsOnAnswer(drafted, { answer: text, resume: doc, keyword, placeId: answer.placeId });
    const line = inResumeVoice(grounded ? drafted : named ? text : `${text} with ${keyword.term}`, doc);
    const id = nextBulletId(entry.id, entry.highlights);
    entry.highlights.push({ id, text: line });
    return {
      document: next,
      change: {
        kind: 'bullet',
        targetId: id,
        after: line,
        reason: grounded ? `${reason}; drafted by the AI writer from your words` : reason,
        sourceIds: [answer.placeId],
      },
      personFacts: { [id]: [text, keyword.term] },
    };
  }
  // A degree or a number of years without a place to put them stays a fact for the letter.
  if (kind !== 'skill' && keyword.kind !== 'hard' && keyword.kind !== 'tool') return nothing;
  const next = addKeywords(doc, [keyword.term]);
  const group = next.skills.find((found) =>
    found.keywords.some((skill) => termKey(skill) === termKey(keyword.term)),
  );
  if (!group || JSON.stringify(next.skills) === JSON.stringify(doc.skills)) return nothing;
  return {
    document: next,
    change: {
      kind: 'skills-added',
      targetId: group.id,
      after: keyword.term,
      reason,
      sourceIds: answer.placeId ? [answer.placeId] : [],
    },
    personFacts: { [group.id]: [keyword.term, ...(text ? [text] : [])] },
  };
}

/** Small words a bullet may join the person's words with; they claim nothing. */
const JOINING_WORDS = new Set([
  'with',
  'and',
  'in',
  'at',
  'of',
  'on',
  'for',
  'the',
  'a',
  'an',
  'to',
  'using',
]);

/**
 * Words of a bullet written from an answer that come from neither the answer, the resume nor the
 * keyword (joining words aside): the measure of the scripted corpus run, which must find none.
 */
export function wordsFromNowhere(
  bullet: string,
  sources: { answer: string; resume: ResumeDocument | string; keyword: JobKeyword },
): string[] {
  const resumeText =
    typeof sources.resume === 'string' ? sources.resume : JSON.stringify(sources.resume).replace(/\\n/g, ' ');
  const known = new Set(
    tokenize(
      [
        sources.answer,
        resumeText,
        sources.keyword.term,
        sources.keyword.canonical,
        ...sources.keyword.aliases,
      ].join(' '),
    ).map((token) => token.key),
  );
  return tokenize(bullet)
    .map((token) => token.key)
    .filter((word) => !known.has(word) && !JOINING_WORDS.has(word));
}
