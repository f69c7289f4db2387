import type { ResumeDocument } from '../model/resume-document.ts';
import { type CoverLetterDraft, MAX_SENTENCE_WORDS, verifyCoverLetter } from './cover-letter.ts';
import { proseProblems } from './letter-prose.ts';
import { listPlaceholders } from './placeholders.ts';
import {
  countWords,
  fragmentProblem,
  hasEmptySlot,
  hasVerb,
  sentenceKey,
  splitSentences,
  wordsOf,
} from './sentences.ts';
import type { Change, JobInput, TailorResult } from './tailor.ts';
import { verifyDocument } from './verify.ts';
import { writerVocabulary } from './vocabulary.ts';

/**
 * The gates every writer's output passes (the built-in writer's in its tests, the LLM writer's after
 * the verifier, and the corpus evaluation): no empty slot, no verbless, overlong, repeated or
 * fragment sentence, nothing ungrounded, no word from outside the source, the job and the writer's
 * fixed vocabulary, no placeholder in what is exported, no source bullet lost or changed without a
 * recorded edit, no level word upgraded.
 */
export type GateName =
  | 'empty-slot'
  | 'no-verb'
  | 'too-long'
  | 'repeated'
  | 'fragment'
  | 'ungrounded'
  | 'unknown-word'
  | 'placeholder'
  | 'bullet-lost'
  | 'unrecorded-edit'
  | 'level-upgrade'
  | 'letter-length'
  /** A letter sentence that does not read as a person's prose (letter-prose.ts). */
  | 'prose';

export interface GateFailure {
  gate: GateName;
  /** Where: a fact id ('S', 'W1.B2', 'K1'), a letter sentence ('CL.3'), or 'letter'. */
  where: string;
  detail: string;
}

export interface GateJob {
  title: string;
  company: string;
  description: string;
}

/** What the gates compare against, built once per resume and job. */
export interface GateContext {
  source: ResumeDocument;
  job: GateJob;
  /** Lower-case words of the source resume, the job and the fixed vocabulary. */
  allowedWords: ReadonlySet<string>;
  /** Lower-case words of the source resume alone (level words must come from here). */
  sourceWords: ReadonlySet<string>;
  /** Placeholders the person's own resume already contains (not ours to remove). */
  sourcePlaceholders: ReadonlySet<string>;
}

/** Words that state a level of skill; a writer may only repeat them from the resume, never add them. */
const LEVEL_UP =
  /\b(advanced|expert|experts|expertise|proficient|proficiency|extensive|extensively|mastery|deep|strong|seasoned|fluent|excellent|highly)\b/gi;

/** Every string in a value, except ids and normalised dates (they are not text a reader sees). */
function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) textsOf(item, out);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (key !== 'id' && key !== 'iso') textsOf(item, out);
  return out;
}

const lowerWords = (texts: string[]) => new Set(texts.flatMap((t) => wordsOf(t).map((w) => w.toLowerCase())));

export function gateContext(source: ResumeDocument, job: GateJob): GateContext {
  const sourceTexts = textsOf(source);
  const sourceWords = lowerWords(sourceTexts);
  const allowedWords = new Set([
    ...sourceWords,
    ...lowerWords([job.title, job.company, job.description]),
    ...writerVocabulary(),
  ]);
  return {
    source,
    job,
    allowedWords,
    sourceWords,
    sourcePlaceholders: new Set(sourceTexts.flatMap(listPlaceholders)),
  };
}

/** Words, placeholders and level words of any exported text. */
function textFailures(text: string, where: string, context: GateContext): GateFailure[] {
  const out: GateFailure[] = [];
  for (const placeholder of listPlaceholders(text))
    if (!context.sourcePlaceholders.has(placeholder))
      out.push({ gate: 'placeholder', where, detail: placeholder });
  const unknown = [
    ...new Set(
      wordsOf(text).filter(
        // Numbers are the verifier's to judge; a word is a run with a letter in it.
        (w) => w.length > 1 && /\p{L}/u.test(w) && !context.allowedWords.has(w.toLowerCase()),
      ),
    ),
  ];
  if (unknown.length) out.push({ gate: 'unknown-word', where, detail: unknown.slice(0, 5).join(', ') });
  for (const match of text.matchAll(LEVEL_UP))
    if (!context.sourceWords.has(match[0].toLowerCase()))
      out.push({ gate: 'level-upgrade', where, detail: match[0] });
  return out;
}

/**
 * The gates for one sentence a writer composed (a letter sentence, a summary sentence): grammar and
 * shape first, then the words it may use. The LLM writer uses this to replace a failing sentence.
 */
export function sentenceFailures(
  sentence: string,
  where: string,
  context: GateContext,
  options: { letter?: boolean } = {},
): GateFailure[] {
  const out: GateFailure[] = [];
  const text = sentence.trim();
  if (hasEmptySlot(text)) out.push({ gate: 'empty-slot', where, detail: text });
  if (!hasVerb(text)) out.push({ gate: 'no-verb', where, detail: text });
  const words = countWords(text);
  if (words > MAX_SENTENCE_WORDS) out.push({ gate: 'too-long', where, detail: `${words} words` });
  const fragment = fragmentProblem(text, { firstPerson: options.letter ?? false });
  if (fragment) out.push({ gate: 'fragment', where, detail: `${fragment}: ${text.slice(0, 120)}` });
  out.push(...textFailures(text, where, context));
  return out;
}

const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** A recorded edit that names its reason and the facts it rests on. */
const recorded = (change: Change | undefined) =>
  !!change && change.reason.trim().length > 0 && (change.sourceIds?.length ?? 0) > 0;

function tailorFailures(
  context: GateContext,
  result: Pick<TailorResult, 'document' | 'changes'>,
): GateFailure[] {
  const { source, job } = context;
  const doc = result.document;
  const out: GateFailure[] = [];
  const changeFor = (kind: Change['kind'], id: string, after?: string) =>
    result.changes.find(
      (c) => c.kind === kind && c.targetId === id && (after === undefined || sameText(c.after, after)),
    );

  for (const f of verifyDocument(source, doc, { context: [job.title, job.company].filter(Boolean) }))
    out.push({ gate: 'ungrounded', where: f.targetId, detail: `${f.kind}: ${f.value}` });

  // Bullets: every source bullet is still there, verbatim or changed by a recorded edit; none added.
  const entriesOf = (d: ResumeDocument) => [...d.work, ...d.projects, ...d.volunteer, ...d.education];
  const resultBullets = new Map(
    entriesOf(doc).flatMap((e) => e.highlights.map((b) => [b.id, b.text] as const)),
  );
  const sourceIds = new Set<string>();
  for (const entry of entriesOf(source)) {
    for (const bullet of entry.highlights) {
      sourceIds.add(bullet.id);
      const now = resultBullets.get(bullet.id);
      if (now === undefined)
        out.push({ gate: 'bullet-lost', where: bullet.id, detail: bullet.text.slice(0, 80) });
      else if (!sameText(now, bullet.text)) {
        if (!recorded(changeFor('bullet', bullet.id, now)))
          out.push({ gate: 'unrecorded-edit', where: bullet.id, detail: now.slice(0, 80) });
        out.push(...textFailures(now, bullet.id, context));
      }
    }
  }
  for (const id of resultBullets.keys())
    if (!sourceIds.has(id))
      out.push({ gate: 'unrecorded-edit', where: id, detail: 'a bullet the source does not have' });

  // Summary: kept, or written/changed by a recorded edit whose sentences pass the sentence gates.
  const before = source.summary?.text ?? '';
  const after = doc.summary?.text ?? '';
  if (!sameText(before, after)) {
    if (!recorded(changeFor('summary', 'S', after)))
      out.push({ gate: 'unrecorded-edit', where: 'S', detail: after.slice(0, 80) });
    const sentences = splitSentences(after);
    for (const s of sentences) out.push(...sentenceFailures(s, 'S', context));
    out.push(...repeats(sentences, 'S'));
  }

  // Skills: a skill the source does not list needs a recorded edit with its evidence.
  const listed = new Set(source.skills.flatMap((g) => g.keywords.map((k) => k.trim().toLowerCase())));
  for (const group of doc.skills)
    for (const skill of group.keywords)
      if (!listed.has(skill.trim().toLowerCase()) && !recorded(changeFor('skills-added', group.id, skill)))
        out.push({ gate: 'unrecorded-edit', where: group.id, detail: `skill '${skill}'` });

  // Everything exported: words, placeholders.
  for (const text of textsOf(doc))
    for (const f of textFailures(text, 'document', context))
      if (f.gate !== 'level-upgrade' && !out.some((o) => o.gate === f.gate && o.detail === f.detail))
        out.push(f);
  return out;
}

function repeats(sentences: string[], where: string): GateFailure[] {
  const seen = new Set<string>();
  const out: GateFailure[] = [];
  for (const s of sentences) {
    const key = sentenceKey(s);
    if (seen.has(key)) out.push({ gate: 'repeated', where, detail: s.slice(0, 80) });
    seen.add(key);
  }
  return out;
}

const LETTER_MAX_WORDS = 400;

/** A resume bullet's id ('W1.B2'): a letter sentence built from one is held to the bullet-tail check. */
const BULLET_ID = /\.B\d+$/;

/**
 * The letter is checked against the resume it was written from: the tailored one when there is one
 * (itself checked against the source), so a skill the tailor added with evidence may be cited.
 */
function letterFailures(
  context: GateContext,
  letter: CoverLetterDraft,
  writtenFrom: ResumeDocument,
): GateFailure[] {
  const out: GateFailure[] = [];
  for (const f of verifyCoverLetter(writtenFrom, letter, context.job))
    out.push({ gate: 'ungrounded', where: f.targetId, detail: `${f.kind}: ${f.value}` });
  for (const [i, s] of letter.sentences.entries()) {
    out.push(...sentenceFailures(s.text, `CL.${i + 1}`, context, { letter: true }));
    const fromBullet = s.sourceIds.some((id) => BULLET_ID.test(id));
    for (const problem of proseProblems(s.text, { fromBullet }))
      out.push({ gate: 'prose', where: `CL.${i + 1}`, detail: `${problem.check}: ${problem.detail}` });
  }
  out.push(
    ...repeats(
      letter.sentences.map((s) => s.text),
      'letter',
    ),
  );
  // The printed letter is exactly its recorded sentences: nothing unrecorded slipped in.
  if (!sameText(letter.paragraphs.join(' '), letter.sentences.map((s) => s.text).join(' ')))
    out.push({
      gate: 'unrecorded-edit',
      where: 'letter',
      detail: 'paragraphs differ from the recorded sentences',
    });
  const words = letter.paragraphs.reduce((sum, p) => sum + countWords(p), 0);
  if (words > LETTER_MAX_WORDS)
    out.push({ gate: 'letter-length', where: 'letter', detail: `${words} words` });
  for (const text of [letter.salutation, letter.closing, letter.signature, letter.jobTitle, letter.company])
    out.push(...textFailures(text, 'letter', context).filter((f) => f.gate !== 'level-upgrade'));
  return out;
}

export interface WriterOutput {
  tailored?: Pick<TailorResult, 'document' | 'changes'>;
  letter?: CoverLetterDraft;
}

/** Runs every gate over a writer's tailored resume and/or cover letter; empty when all pass. */
export function checkWriterOutput(
  source: ResumeDocument,
  job: GateJob | JobInput,
  output: WriterOutput,
  context: GateContext = gateContext(source, job),
): GateFailure[] {
  return [
    ...(output.tailored ? tailorFailures(context, output.tailored) : []),
    ...(output.letter ? letterFailures(context, output.letter, output.tailored?.document ?? source) : []),
  ];
}
