/**
 * What becomes of a language model's answers: its edits applied to the built-in writer's resume, its
 * letter checked sentence by sentence. All of it is CPU work that grows with the resume (the verifier,
 * the writer gates), so it is pure — no network, no logger, no clock — and runs in the engine pool
 * (pool/engine-tasks.ts) while the web thread only waits on the providers.
 */
import {
  type BulletsInput,
  builtInWriter,
  type Change,
  type CoverLetterDraft,
  checkWriterOutput,
  cleanAiBullets,
  gateContext,
  hasPlaceholder,
  type JobInput,
  listPlaceholders,
  normalizeAiSkills,
  type ResumeDocument,
  resumeDocumentSchema,
  type SkillsInput,
  type SkillsOutput,
  type SummarizeInput,
  sentenceFailures,
  splitSentences,
  type TailorResult,
  verifyCoverLetter,
  verifyEdit,
  verifyText,
  type WrittenText,
} from '@hireproof/engine';
import type { LetterAnswer, TailorAnswer } from './llm-answer-schemas.ts';

/** An edit that was not applied, and why; the writer logs each one. */
export interface RejectedEdit {
  targetId: string;
  /** The verifier's verdict, or 'GATES' when the edited document failed the writer gates. */
  verdict: string;
  reasons?: string[];
}

export interface AppliedEdits {
  result: TailorResult;
  rejected: RejectedEdit[];
}

/** Finds the object with this fact id that carries text (the summary or a bullet) anywhere in the document. */
function textNode(doc: ResumeDocument, id: string): { text: string } | undefined {
  const stack: unknown[] = [doc];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record.id === id && typeof record.text === 'string') return record as { text: string };
      stack.push(...Object.values(record));
    }
  }
  return undefined;
}

/** Reorders each skill group's keywords after the model's order, when that order is a permutation of them. */
function applySkillsOrder(doc: ResumeDocument, order: string[]): boolean {
  const existing = doc.skills.flatMap((g) => g.keywords);
  const key = (s: string) => s.trim().toLowerCase();
  if (order.length !== existing.length) return false;
  const sorted = (list: string[]) => list.map(key).sort().join('\n');
  if (sorted(order) !== sorted(existing)) return false;
  const rank = new Map(order.map((s, i) => [key(s), i]));
  for (const group of doc.skills)
    group.keywords.sort((a, b) => (rank.get(key(a)) ?? 0) - (rank.get(key(b)) ?? 0));
  return true;
}

/**
 * The model's edits on top of the built-in writer's result (`base`): each edit must pass the verifier
 * against the source resume; a rewrite with a placeholder becomes a suggestion; an edit whose target
 * then fails the writer gates goes back to the built-in text.
 */
export function applyLlmEdits(input: {
  resume: ResumeDocument;
  job: JobInput;
  base: TailorResult;
  answer: TailorAnswer;
}): AppliedEdits {
  const { resume, job, base, answer } = input;
  const rejected: RejectedEdit[] = [];
  const document = resumeDocumentSchema.parse(structuredClone(base.document));
  const changes: Change[] = [...base.changes];
  const suggestions = [...(base.suggestions ?? [])];
  const applied = new Map<string, { before: string }>();
  const context = [job.title, job.company].filter(Boolean);
  for (const edit of answer.edits) {
    const check = verifyEdit(edit, resume, { context });
    const node = textNode(document, edit.targetId);
    if (!check.ok || !node) {
      rejected.push({ targetId: edit.targetId, verdict: check.verdict, reasons: check.reasons });
      continue;
    }
    // A rewrite with a placeholder needs the person's figure: a suggestion beside the document.
    if (hasPlaceholder(edit.value)) {
      suggestions.push({
        targetId: edit.targetId,
        text: edit.value.trim(),
        reason: edit.reason || 'a figure would make this line stronger',
        placeholders: listPlaceholders(edit.value),
      });
      continue;
    }
    const before = node.text;
    node.text = edit.value.trim();
    const index = changes.findIndex((c) => c.targetId === edit.targetId);
    const change: Change = {
      kind: edit.targetId === 'S' ? 'summary' : 'bullet',
      targetId: edit.targetId,
      before: index >= 0 ? changes[index]!.before : before,
      after: node.text,
      reason: edit.reason || 'Rephrased by the language model',
      rule: 'llm-rephrase',
      sourceIds: [...new Set([edit.targetId, ...edit.sourceIds])],
    };
    if (index >= 0) changes[index] = change;
    else changes.push(change);
    applied.set(edit.targetId, { before });
  }
  applySkillsOrder(document, answer.skillsOrder);
  // The same gates as the built-in writer: an edit whose target fails goes back to the built-in text.
  const failing = new Set(
    checkWriterOutput(resume, job, { tailored: { document, changes } }).map((f) => f.where),
  );
  for (const [targetId, { before }] of applied) {
    if (!failing.has(targetId)) continue;
    const node = textNode(document, targetId);
    if (node) node.text = before;
    const baseChange = base.changes.find((c) => c.targetId === targetId && c.kind !== 'bullet-order');
    const at = changes.findIndex((c) => c.targetId === targetId && c.kind !== 'bullet-order');
    if (at >= 0) {
      if (baseChange) changes[at] = baseChange;
      else changes.splice(at, 1);
    }
    rejected.push({ targetId, verdict: 'GATES' });
  }
  return { result: { ...base, document, changes, suggestions }, rejected };
}

/** What became of the model's letter. */
export type LetterVerdict =
  /** Every sentence passed: the model's letter as written. */
  | { kind: 'accepted'; draft: CoverLetterDraft }
  /** Some sentences failed the gates and were replaced by the built-in letter's, or dropped. */
  | { kind: 'patched'; draft: CoverLetterDraft; replaced: number }
  /** A sentence claims a fact the resume lacks: the whole letter is the built-in one. */
  | { kind: 'fabricated'; fabrications: string[] }
  /** Still failing the gates after the sentences were replaced: the built-in letter (`builtIn`). */
  | { kind: 'gates'; replaced: number };

/**
 * The model's letter, checked: the verifier first (any unsupported sentence rejects the letter), then
 * the writer gates sentence by sentence — a failing sentence is replaced by the built-in letter's
 * sentence at the same place (when that one is not already in the letter) or dropped; a letter that
 * still fails as a whole is rejected. Salutation, closing and signature come from `builtIn`.
 */
export function acceptLlmLetter(input: {
  resume: ResumeDocument;
  job: JobInput;
  answer: LetterAnswer;
  builtIn: CoverLetterDraft;
}): LetterVerdict {
  const { resume, job, answer, builtIn } = input;
  const answered = answer.paragraphs.map((p) =>
    p.sentences.map((s) => ({ text: s.text.trim(), sourceIds: s.sourceIds })),
  );
  const draft = draftOf(builtIn, answered);
  const fabrications = verifyCoverLetter(resume, draft, job);
  if (fabrications.length)
    return {
      kind: 'fabricated',
      fabrications: fabrications.slice(0, 5).map((f) => `${f.kind}:${f.targetId}`),
    };

  const context = gateContext(resume, job);
  const used = new Set(answered.flat().map((s) => s.text));
  let replaced = 0;
  let index = 0;
  const paragraphs = answered
    .map((sentences) =>
      sentences.flatMap((sentence) => {
        index += 1;
        if (!sentenceFailures(sentence.text, `CL.${index}`, context, { letter: true }).length)
          return [sentence];
        replaced += 1;
        const fallback = builtIn.sentences[index - 1];
        if (!fallback || used.has(fallback.text)) return [];
        used.add(fallback.text);
        return [fallback];
      }),
    )
    .filter((p) => p.length);
  const gated = draftOf(builtIn, paragraphs);
  if (checkWriterOutput(resume, job, { letter: gated }, context).length) return { kind: 'gates', replaced };
  return replaced ? { kind: 'patched', draft: gated, replaced } : { kind: 'accepted', draft: gated };
}

/** A letter with the built-in letter's frame and these paragraphs of sentences. */
function draftOf(
  frame: CoverLetterDraft,
  paragraphs: { text: string; sourceIds: string[] }[][],
): CoverLetterDraft {
  const sentences = paragraphs.flat();
  return {
    ...frame,
    paragraphs: paragraphs.map((p) => p.map((s) => s.text).join(' ')),
    sentences,
    wordCount: sentences.reduce((sum, s) => sum + s.text.split(/\s+/).filter(Boolean).length, 0),
  };
}

/** Every fact's text, for checking free text against the whole resume (and for the prompts). */
export function resumeFacts(resume: ResumeDocument): string[] {
  const texts: string[] = [];
  if (resume.summary?.text) texts.push(resume.summary.text);
  // A job's description is the person's own text, like its bullets.
  for (const w of resume.work)
    texts.push(w.position, w.company, w.summary ?? '', ...w.highlights.map((h) => h.text));
  for (const e of resume.education) texts.push(e.institution, e.studyType ?? '', e.area ?? '');
  for (const g of resume.skills) texts.push(...g.keywords);
  for (const p of resume.projects) texts.push(p.name, ...p.highlights.map((h) => h.text));
  return texts.filter(Boolean);
}

/**
 * The model's summary when the verifier finds nothing in it the resume lacks and every sentence
 * passes the writer gates; the built-in summary otherwise.
 */
export function acceptLlmSummary(input: {
  request: SummarizeInput;
  text: string | undefined;
  builtIn: WrittenText;
}): WrittenText {
  const { request, builtIn } = input;
  const text = input.text?.trim();
  const allowedTerms = request.targetTitle ? [request.targetTitle] : [];
  if (!text || verifyText(resumeFacts(request.resume), text, { allowedTerms }).length) return builtIn;
  const context = gateContext(request.resume, {
    title: request.targetTitle ?? '',
    company: '',
    description: '',
  });
  if (splitSentences(text).some((sentence) => sentenceFailures(sentence, 'S', context).length))
    return builtIn;
  return { text, sourceIds: builtIn.sourceIds };
}

/** The model's bullets, cleaned, when none claims what the typed bullets do not; the built-in ones otherwise. */
export function acceptLlmBullets(input: {
  request: BulletsInput;
  items: string[] | undefined;
  builtIn: string[];
}): string[] {
  if (!input.items) return input.builtIn;
  const raw = Array.isArray(input.request.bullets) ? input.request.bullets : [input.request.bullets];
  const cleaned = cleanAiBullets(input.items);
  if (!cleaned.length || cleaned.some((bullet) => verifyText(raw, bullet).length)) return input.builtIn;
  // The verifier lets a '[X%]' through (it marks a figure to supply), but builder bullets become the
  // document's text as they are: a blank to fill would be printed in the download.
  if (cleaned.some(hasPlaceholder)) return input.builtIn;
  return cleaned;
}

/** The built-in skills plus the model's that the experience supports. */
export function acceptLlmSkills(input: {
  request: SkillsInput;
  items: string[] | undefined;
  builtIn: SkillsOutput;
}): SkillsOutput {
  if (!input.items) return input.builtIn;
  const experience = resumeFacts(input.request.resume);
  const supported = normalizeAiSkills(input.items).filter(
    (skill) => verifyText(experience, skill).length === 0,
  );
  return { ...input.builtIn, skills: normalizeAiSkills([...input.builtIn.skills, ...supported]) };
}

/**
 * The CPU side of the LLM writer: the built-in writer (the base the edits apply to, and the
 * fallback) and the checks above. In the server it is the engine pool; in-process by default.
 */
export interface WriterCpu {
  tailor(input: { resume: ResumeDocument; job: JobInput }): Promise<TailorResult>;
  coverLetter(input: { resume: ResumeDocument; job: JobInput }): Promise<CoverLetterDraft>;
  applyEdits(input: Parameters<typeof applyLlmEdits>[0]): Promise<AppliedEdits>;
  acceptLetter(input: Parameters<typeof acceptLlmLetter>[0]): Promise<LetterVerdict>;
  summarize(input: SummarizeInput): Promise<WrittenText>;
  bullets(input: BulletsInput): Promise<string[]>;
  skills(input: SkillsInput): Promise<SkillsOutput>;
  acceptSummary(input: Parameters<typeof acceptLlmSummary>[0]): Promise<WrittenText>;
  acceptBullets(input: Parameters<typeof acceptLlmBullets>[0]): Promise<string[]>;
  acceptSkills(input: Parameters<typeof acceptLlmSkills>[0]): Promise<SkillsOutput>;
}

export const inProcessWriterCpu: WriterCpu = {
  tailor: (input) => builtInWriter.tailor(input),
  coverLetter: (input) => builtInWriter.coverLetter(input),
  applyEdits: async (input) => applyLlmEdits(input),
  acceptLetter: async (input) => acceptLlmLetter(input),
  summarize: (input) => builtInWriter.summarize(input),
  bullets: (input) => builtInWriter.bullets(input),
  skills: (input) => builtInWriter.skills(input),
  acceptSummary: async (input) => acceptLlmSummary(input),
  acceptBullets: async (input) => acceptLlmBullets(input),
  acceptSkills: async (input) => acceptLlmSkills(input),
};
