import {
  type CoverLetterDraft,
  extractJobKeywords,
  type JobInput,
  type ResumeDocument,
  type TailorResult,
  type Writer,
} from '@hireproof/engine';
import type { Logger } from 'pino';
import type { z } from 'zod';
import {
  type LetterAnswer,
  letterAnswerSchema,
  type TailorAnswer,
  tailorAnswerSchema,
} from '../../pipeline/llm-answer-schemas.ts';
import { inProcessWriterCpu, resumeFacts, type WriterCpu } from '../../pipeline/llm-answers.ts';
import { extractJsonObject } from './json-answer.ts';
import {
  answerLinePrompt,
  coverLetterPrompt,
  EDITOR_SYSTEM_PROMPT,
  strictJsonSchema,
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

export interface LlmWriterDeps {
  router: ProviderRouter;
  logger: Logger;
  signal?: AbortSignal;
  /** Where the built-in writer and the checks of the answers run: the engine pool in the server. */
  cpu?: WriterCpu;
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
  const cpu = deps.cpu ?? inProcessWriterCpu;

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
      const base = await cpu.tailor({ resume, job });
      const builtInLetter = letter ? await cpu.coverLetter({ resume: base.document, job }) : undefined;
      if (letter) pendingLetter = { key: letterKey(job), answer: letter, builtIn: builtInLetter };
      const answer = await edits;
      if (!answer) return base;
      const { result, rejected } = await cpu.applyEdits({ resume, job, base, answer });
      for (const edit of rejected) {
        rejectedEdits += 1;
        log.info(
          { event: 'ai_edit_rejected', ...edit },
          edit.verdict === 'GATES'
            ? 'LLM edit failed the writer gates'
            : 'LLM edit rejected; built-in text kept',
        );
      }
      return result;
    },

    async coverLetter({ resume, job: rawJob }): Promise<CoverLetterDraft> {
      const job = jobOf(rawJob);
      const pending = pendingLetter?.key === letterKey(job) ? pendingLetter : undefined;
      pendingLetter = undefined;
      const answer = await (pending?.answer ?? requestLetter(resume, job));
      const fallback = () => cpu.coverLetter({ resume, job });
      if (!answer) return fallback();
      // Salutation, closing and signature come from the built-in letter written during the wait.
      const builtIn = pending?.builtIn ?? (await fallback());
      const verdict = await cpu.acceptLetter({ resume, job, answer, builtIn });
      switch (verdict.kind) {
        case 'accepted':
          return verdict.draft;
        case 'patched':
          log.info(
            { event: 'ai_letter_sentences_replaced', replaced: verdict.replaced },
            'LLM letter sentences failed the writer gates; built-in sentences used',
          );
          return verdict.draft;
        case 'fabricated':
          log.info(
            { event: 'ai_letter_rejected', fabrications: verdict.fabrications },
            'LLM cover letter rejected; built-in letter used',
          );
          return fallback();
        case 'gates':
          log.info(
            { event: 'ai_letter_rejected', reason: 'gates', replaced: verdict.replaced },
            'LLM cover letter failed the writer gates; built-in letter used',
          );
          return builtIn;
      }
    },

    async summarize(input) {
      const builtIn = await cpu.summarize(input);
      const facts = resumeFacts(input.resume);
      const answer = await ask(
        `Write a 2–3 sentence professional summary${input.targetTitle ? ` for a ${input.targetTitle} role` : ''} from these facts only.\nFACTS:\n${facts.join('\n')}\nAnswer as {"text": "..."}.`,
        { name: 'summary', zod: textAnswerSchema },
      );
      return cpu.acceptSummary({ request: input, text: answer?.text, builtIn });
    },

    async bullets(input) {
      const raw = Array.isArray(input.bullets) ? input.bullets : [input.bullets];
      const builtIn = await cpu.bullets(input);
      const answer = await ask(
        `Rewrite these resume bullets as concise achievement statements starting with action verbs. Keep every fact; add none.\nBULLETS:\n${raw.join('\n')}\nAnswer as {"items": ["..."]}.`,
        { name: 'bullets', zod: textListAnswerSchema },
      );
      return cpu.acceptBullets({ request: input, items: answer?.items, builtIn });
    },

    async skills(input) {
      const builtIn = await cpu.skills(input);
      const experience = resumeFacts(input.resume);
      const answer = await ask(
        `List the skills this experience shows${input.job ? ' that matter for the job below' : ''}. Only skills named or plainly evidenced in the experience.\nEXPERIENCE:\n${experience.join('\n')}\n${input.job ? `JOB:\n${input.job.description.slice(0, 4000)}\n` : ''}Answer as {"items": ["..."]}.`,
        { name: 'skills', zod: textListAnswerSchema },
      );
      return cpu.acceptSkills({ request: input, items: answer?.items, builtIn });
    },

    /** A bullet from a person's answer to a gap question; the engine keeps it only if it rests on the answer. */
    async answerLine(input) {
      const answer = await ask(answerLinePrompt(input), { name: 'answer_line', zod: textAnswerSchema });
      return answer?.text;
    },
  };
  return writer;
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
