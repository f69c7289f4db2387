import {
  builtInWriter,
  type Change,
  type CoverLetterDraft,
  checkWriterOutput,
  cleanAiBullets,
  extractJobKeywords,
  gateContext,
  hasPlaceholder,
  type JobInput,
  listPlaceholders,
  normalizeAiSkills,
  type ResumeDocument,
  resumeDocumentSchema,
  sentenceFailures,
  splitSentences,
  type TailorResult,
  verifyCoverLetter,
  verifyEdit,
  verifyText,
  type Writer,
} from '@hireproof/engine';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { extractJsonObject } from './json-answer.ts';
import {
  coverLetterPrompt,
  EDITOR_SYSTEM_PROMPT,
  type LetterAnswer,
  letterAnswerSchema,
  strictJsonSchema,
  type TailorAnswer,
  tailorAnswerSchema,
  tailorPrompt,
  textAnswerSchema,
  textListAnswerSchema,
} from './llm-prompts.ts';
import type { ChatMessage, ResponseFormatMode } from './provider-client.ts';
import { ProviderError } from './provider-errors.ts';
import type { ProviderHandle, ProviderRouter } from './provider-router.ts';

/**
 * Asks one provider for JSON of a given shape, stepping down the format ladder (engine-methods
 * §4.3): strict json_schema, then json_object when the server says it does not do schemas, then
 * prompt-only with the first balanced object extracted. An answer that still does not parse is
 * a failure of this provider (the router moves on).
 */
export async function askJson<T>(
  provider: ProviderHandle,
  messages: ChatMessage[],
  schema: { name: string; zod: z.ZodType<T> },
  onSent?: () => void,
): Promise<T> {
  const modes: ResponseFormatMode[] =
    provider.type === 'curl' ? ['none'] : ['json_schema', 'json_object', 'none'];
  const jsonSchema = { name: schema.name, schema: strictJsonSchema(schema.zod) };
  let lastProblem = 'no answer';
  for (let i = 0; i < modes.length; i += 1) {
    const mode = modes[i]!;
    let text: string;
    try {
      text = await provider.chat({
        messages,
        mode,
        schema: jsonSchema,
        temperature: mode === 'none' ? 0.3 : 0.2,
        ...(onSent ? { onSent } : {}),
      });
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'format_unsupported' && i < modes.length - 1)
        continue;
      throw error;
    }
    try {
      const parsed = schema.zod.safeParse(extractJsonObject(text));
      if (parsed.success) return parsed.data;
      lastProblem = 'the answer does not match the requested shape';
    } catch (error) {
      lastProblem = `the answer is not JSON (${(error as Error).message})`;
    }
    // A malformed answer gets one prompt-only retry before this provider counts as failed.
    if (mode !== 'none') {
      i = modes.length - 2;
    }
  }
  throw new ProviderError('bad_answer', `Unusable answer: ${lastProblem}`);
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

export interface LlmWriterDeps {
  router: ProviderRouter;
  logger: Logger;
  signal?: AbortSignal;
}

/**
 * The LLM writer for one generation (DESIGN §6). It asks the pool for edits and for cover-letter
 * sentences at the same time; every edit passes the engine's verifier against the source resume,
 * a rejected edit keeps the built-in writer's text for that target, and a letter with any
 * unsupported sentence is replaced by the built-in letter. `name`/`model` say who actually wrote
 * the result: 'llm' and the model once a provider answered, 'built-in' when none did.
 */
export function createLlmWriter(deps: LlmWriterDeps): Writer & { rejectedEdits: number } {
  let usedModel: string | undefined;
  let rejectedEdits = 0;
  let pendingLetter:
    | { key: string; answer: Promise<LetterAnswer | undefined>; builtIn: CoverLetterDraft | undefined }
    | undefined;
  const log = deps.logger;

  /** Every request is the editor's system prompt plus one user prompt; undefined when no provider answered. */
  const ask = async <T>(
    prompt: string,
    schema: { name: string; zod: z.ZodType<T> },
    onSent?: () => void,
  ): Promise<T | undefined> => {
    const messages: ChatMessage[] = [
      { role: 'system', content: EDITOR_SYSTEM_PROMPT },
      { role: 'user', content: prompt },
    ];
    try {
      const routed = await deps.router.run((provider) => askJson(provider, messages, schema, onSent), {
        ...(deps.signal ? { signal: deps.signal } : {}),
      });
      usedModel = routed.provider.model;
      return routed.value;
    } catch (error) {
      if (deps.signal?.aborted) throw error;
      log.warn(
        { event: 'ai_writer_fallback', reason: (error as Error).message },
        'no AI provider answered; built-in writer used',
      );
      return undefined;
    }
  };

  const jobOf = (job: JobInput) => ({
    ...job,
    keywords: job.keywords ?? extractJobKeywords(job.description, { jobTitle: job.title }),
  });
  const letterKey = (job: JobInput) => `${job.title}\n${job.company}\n${job.description}`;
  const requestLetter = (
    resume: ResumeDocument,
    job: JobInput & { keywords: NonNullable<JobInput['keywords']> },
    onSent?: () => void,
  ) =>
    ask(
      coverLetterPrompt(resume, job, job.keywords),
      { name: 'cover_letter', zod: letterAnswerSchema },
      onSent,
    );

  const writer: Writer & { rejectedEdits: number } = {
    get name() {
      return usedModel ? 'llm' : 'built-in';
    },
    get model() {
      return usedModel;
    },
    get rejectedEdits() {
      return rejectedEdits;
    },

    async tailor({ resume, job: rawJob }): Promise<TailorResult> {
      const job = jobOf(rawJob);
      const wantsLetter = !!(job.title.trim() && job.company.trim());
      // The letter rests on the same facts, so it is requested now, in parallel with the edits.
      const letterSent = sentOrSettled();
      const letter = wantsLetter ? requestLetter(resume, job, letterSent.sent) : undefined;
      const editsSent = sentOrSettled();
      const edits = ask<TailorAnswer>(
        tailorPrompt(resume, job, job.keywords),
        { name: 'resume_edits', zod: tailorAnswerSchema },
        editsSent.sent,
      );
      // The built-in results (the fallback, and the base the edits apply to) are CPU work: do it
      // once both requests are on the wire, while the providers think.
      await Promise.all([editsSent.until(edits), letter ? letterSent.until(letter) : undefined]);
      const base = await builtInWriter.tailor({ resume, job });
      const builtInLetter = letter
        ? await builtInWriter.coverLetter({ resume: base.document, job })
        : undefined;
      if (letter) pendingLetter = { key: letterKey(job), answer: letter, builtIn: builtInLetter };
      const answer = await edits;
      if (!answer) return base;
      const document = resumeDocumentSchema.parse(structuredClone(base.document));
      const changes: Change[] = [...base.changes];
      const suggestions = [...(base.suggestions ?? [])];
      const applied = new Map<string, { before: string; baseChange: Change | undefined }>();
      const context = [job.title, job.company].filter(Boolean);
      for (const edit of answer.edits) {
        const check = verifyEdit(edit, resume, { context });
        const node = textNode(document, edit.targetId);
        if (!check.ok || !node) {
          rejectedEdits += 1;
          log.info(
            {
              event: 'ai_edit_rejected',
              targetId: edit.targetId,
              verdict: check.verdict,
              reasons: check.reasons,
            },
            'LLM edit rejected; built-in text kept',
          );
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
        applied.set(edit.targetId, { before, baseChange: index >= 0 ? changes[index] : undefined });
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
        rejectedEdits += 1;
        log.info(
          { event: 'ai_edit_rejected', targetId, verdict: 'GATES' },
          'LLM edit failed the writer gates',
        );
      }
      return { ...base, document, changes, suggestions };
    },

    async coverLetter({ resume, job: rawJob }): Promise<CoverLetterDraft> {
      const job = jobOf(rawJob);
      const pending = pendingLetter?.key === letterKey(job) ? pendingLetter : undefined;
      pendingLetter = undefined;
      const answer = await (pending?.answer ?? requestLetter(resume, job));
      const fallback = () => builtInWriter.coverLetter({ resume, job });
      if (!answer) return fallback();
      // Salutation, closing and signature come from the built-in letter written during the wait.
      const builtIn = pending?.builtIn ?? (await fallback());
      const sentences = answer.paragraphs.flatMap((p) =>
        p.sentences.map((s) => ({ text: s.text.trim(), sourceIds: s.sourceIds })),
      );
      const draft: CoverLetterDraft = {
        ...builtIn,
        paragraphs: answer.paragraphs.map((p) => p.sentences.map((s) => s.text.trim()).join(' ')),
        sentences,
        wordCount: sentences.reduce((sum, s) => sum + s.text.split(/\s+/).filter(Boolean).length, 0),
      };
      const fabrications = verifyCoverLetter(resume, draft, job);
      if (fabrications.length) {
        log.info(
          {
            event: 'ai_letter_rejected',
            fabrications: fabrications.slice(0, 5).map((f) => `${f.kind}:${f.targetId}`),
          },
          'LLM cover letter rejected; built-in letter used',
        );
        return fallback();
      }
      const answered = answer.paragraphs.map((p) =>
        p.sentences.map((s) => ({ text: s.text.trim(), sourceIds: s.sourceIds })),
      );
      return gateLetter(resume, job, draft, answered, builtIn, log);
    },

    async summarize(input) {
      const builtIn = await builtInWriter.summarize(input);
      const facts = resumeFacts(input.resume);
      const answer = await ask(
        `Write a 2–3 sentence professional summary${input.targetTitle ? ` for a ${input.targetTitle} role` : ''} from these facts only.\nFACTS:\n${facts.join('\n')}\nAnswer as {"text": "..."}.`,
        { name: 'summary', zod: textAnswerSchema },
      );
      const text = answer?.text.trim();
      if (
        !text ||
        verifyText(facts, text, { allowedTerms: input.targetTitle ? [input.targetTitle] : [] }).length
      )
        return builtIn;
      // The same sentence gates as every writer: one failing sentence and the built-in summary is used.
      const context = gateContext(input.resume, {
        title: input.targetTitle ?? '',
        company: '',
        description: '',
      });
      if (splitSentences(text).some((sentence) => sentenceFailures(sentence, 'S', context).length))
        return builtIn;
      return { text, sourceIds: builtIn.sourceIds };
    },

    async bullets({ bullets }) {
      const raw = Array.isArray(bullets) ? bullets : [bullets];
      const builtIn = await builtInWriter.bullets({ bullets });
      const answer = await ask(
        `Rewrite these resume bullets as concise achievement statements starting with action verbs. Keep every fact; add none.\nBULLETS:\n${raw.join('\n')}\nAnswer as {"items": ["..."]}.`,
        { name: 'bullets', zod: textListAnswerSchema },
      );
      if (!answer) return builtIn;
      const cleaned = cleanAiBullets(answer.items);
      if (!cleaned.length || cleaned.some((b) => verifyText(raw, b).length)) return builtIn;
      return cleaned;
    },

    async skills(input) {
      const builtIn = await builtInWriter.skills(input);
      const experience = resumeFacts(input.resume);
      const answer = await ask(
        `List the skills this experience shows${input.job ? ' that matter for the job below' : ''}. Only skills named or plainly evidenced in the experience.\nEXPERIENCE:\n${experience.join('\n')}\n${input.job ? `JOB:\n${input.job.description.slice(0, 4000)}\n` : ''}Answer as {"items": ["..."]}.`,
        { name: 'skills', zod: textListAnswerSchema },
      );
      if (!answer) return builtIn;
      const supported = normalizeAiSkills(answer.items).filter(
        (skill) => verifyText(experience, skill).length === 0,
      );
      const merged = normalizeAiSkills([...builtIn.skills, ...supported]);
      return { ...builtIn, skills: merged };
    },
  };
  return writer;
}

/**
 * The writer gates on an LLM letter that passed the verifier: each sentence that fails is replaced by
 * the built-in letter's sentence at the same place (when it is not already in the letter), or
 * dropped; a letter that still fails as a whole is replaced by the built-in letter.
 */
function gateLetter(
  resume: ResumeDocument,
  job: JobInput,
  draft: CoverLetterDraft,
  answerParagraphs: { text: string; sourceIds: string[] }[][],
  builtIn: CoverLetterDraft,
  log: Logger,
): CoverLetterDraft {
  const context = gateContext(resume, job);
  const used = new Set(answerParagraphs.flat().map((s) => s.text));
  let replaced = 0;
  let index = 0;
  const paragraphs = answerParagraphs
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
  const sentences = paragraphs.flat();
  const gated: CoverLetterDraft = {
    ...draft,
    paragraphs: paragraphs.map((p) => p.map((s) => s.text).join(' ')),
    sentences,
    wordCount: sentences.reduce((sum, s) => sum + s.text.split(/\s+/).filter(Boolean).length, 0),
  };
  if (replaced)
    log.info(
      { event: 'ai_letter_sentences_replaced', replaced },
      'LLM letter sentences failed the writer gates; built-in sentences used',
    );
  if (checkWriterOutput(resume, job, { letter: gated }, context).length) {
    log.info(
      { event: 'ai_letter_rejected', reason: 'gates' },
      'LLM cover letter failed the writer gates; built-in letter used',
    );
    return builtIn;
  }
  return gated;
}

/** Resolves when a request is on the wire, or when its answer settled first (nothing was sent). */
function sentOrSettled() {
  let resolveSent: () => void = () => undefined;
  const sentPromise = new Promise<void>((resolve) => {
    resolveSent = resolve;
  });
  return {
    sent: () => resolveSent(),
    until: (answer: Promise<unknown>) =>
      Promise.race([
        sentPromise,
        answer.then(
          () => undefined,
          () => undefined,
        ),
      ]),
  };
}

/** Every fact's text, for checking free text against the whole resume. */
function resumeFacts(resume: ResumeDocument): string[] {
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
