import { type AnswerLineInput, type JobKeyword, listFacts, type ResumeDocument } from '@hireproof/engine';
import { z } from 'zod';

/**
 * What the LLM writer sends and the shapes it accepts back (engine-methods §4.2–4.3). The model
 * sees the resume as facts with ids and may only rephrase editable ones, citing its sources; the
 * engine's verifier decides what is kept.
 */
export const EDITOR_SYSTEM_PROMPT = [
  'You edit resumes; you do not invent them. Rephrase only the facts you are given.',
  'Never add an employer, job title, date, school, degree, certification, tool, number, team size or outcome',
  'that is not in the facts you cite. Where a figure would help, write a placeholder such as [X%] or [N] instead.',
  'Do not inflate scope: "helped" never becomes "led". Keep each rewrite about as long as the original.',
  'Answer with JSON only, matching the requested shape.',
].join(' ');

const EDITABLE_KINDS = new Set(['summary', 'bullet']);

/** FACTS lines: `W1.B2 [bullet] "…"`; identity facts are marked locked. */
export function factLines(resume: ResumeDocument): string[] {
  return listFacts(resume)
    .filter((fact) => !['email', 'phone', 'url', 'profile', 'location'].includes(fact.kind))
    .map(
      (fact) =>
        `${fact.id} [${fact.kind}${EDITABLE_KINDS.has(fact.kind) ? '' : ', locked'}] ${JSON.stringify(fact.text)}`,
    );
}

export function keywordLines(keywords: JobKeyword[]): string[] {
  return keywords
    .slice(0, 30)
    .map(
      (k, i) =>
        `K${i + 1} ${JSON.stringify(k.term)} weight ${k.weight.toFixed(1)}${k.required ? ' required' : ''}`,
    );
}

/** Issue 29: one resume bullet from a person's answer, in the words they gave and nothing more. */
export function answerLinePrompt(input: AnswerLineInput): string {
  return [
    "Write one resume bullet from the person's own answer below, for the role named.",
    "Use only the words of the answer, the keyword and the role's bullets: no new tool, figure, name or claim of leading.",
    'Start with the verb of the answer; name the keyword once. Answer as {"text": "..."}.',
    `KEYWORD: ${JSON.stringify(input.keyword)}`,
    `ROLE: ${JSON.stringify(input.place)}`,
    `ANSWER: ${JSON.stringify(input.answer)}`,
    'ROLE BULLETS:',
    ...input.voice.slice(0, 8).map((line) => `- ${JSON.stringify(line)}`),
  ].join('\n');
}

export function tailorPrompt(
  resume: ResumeDocument,
  job: { title: string; company: string },
  keywords: JobKeyword[],
): string {
  const skills = resume.skills.flatMap((g) => g.keywords);
  return [
    `TARGET ROLE: ${job.title}${job.company ? ` at ${job.company}` : ''}`,
    'FACTS (id [kind] text):',
    ...factLines(resume),
    'JOB KEYWORDS (id term weight):',
    ...keywordLines(keywords),
    `SKILLS: ${JSON.stringify(skills)}`,
    'ALLOWED TARGETS: S (the summary) and bullets (ids like W1.B2).',
    'TASK: propose edits that strengthen weak bullets and align wording with the job keywords only where a cited fact supports it.',
    'Each edit: targetId, action (rephrase | reorder | keyword_align | tense_fix), original (the exact current text),',
    'value (the new text), sourceIds (facts the new text rests on, at least the target), keywordIds, placeholders (every [..] in value), reason.',
    'skillsOrder: the existing skills reordered by relevance to the job (the same items, nothing new).',
  ].join('\n');
}

export function coverLetterPrompt(
  resume: ResumeDocument,
  job: { title: string; company: string; description: string },
  keywords: JobKeyword[],
): string {
  return [
    `Write the body of a cover letter for ${resume.basics.name || 'the candidate'} applying for ${job.title} at ${job.company}.`,
    'FACTS (id [kind] text):',
    ...factLines(resume),
    'JOB KEYWORDS (id term weight):',
    ...keywordLines(keywords),
    `JOB DESCRIPTION (cite it as "JD"): ${JSON.stringify(job.description.slice(0, 4000))}`,
    'TASK: 3 or 4 paragraphs of first-person sentences, 250 to 400 words in all. Every sentence cites the facts it rests on',
    'in sourceIds (fact ids, or "JD" for the job). No greeting, no sign-off, no facts beyond the cited ones.',
  ].join('\n');
}

export const textListAnswerSchema = z.strictObject({ items: z.array(z.string()).max(50) });
export const textAnswerSchema = z.strictObject({ text: z.string() });

/** The JSON Schema sent with response_format json_schema (strict: every property required, no extras). */
export function strictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  // Providers' strict modes reject some keywords; the lengths are checked by zod on the way back.
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => !['$schema', 'minItems', 'maxItems'].includes(key))
        .map(([key, value]) => [key, strip(value)]),
    );
  };
  return strip(z.toJSONSchema(schema, { target: 'draft-7' })) as Record<string, unknown>;
}
