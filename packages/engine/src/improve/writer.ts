import type { JobKeyword } from '../analyze/job-keywords.ts';
import { extractJobKeywords } from '../analyze/job-keywords.ts';
import type { ResumeDocument } from '../model/resume-document.ts';
import { addKeywords } from './add-keywords.ts';
import { boostBullet, cleanAiBullets } from './bullets.ts';
import { type CoverLetterDraft, writeCoverLetter } from './cover-letter.ts';
import { normalizeAiSkills, type SkillSuggestions, suggestSkills } from './skills.ts';
import { type WrittenText, writeSummary } from './summary.ts';
import { type JobInput, type TailorResult, tailor } from './tailor.ts';

export interface TailorInput {
  resume: ResumeDocument;
  job: JobInput;
}

export interface CoverLetterInput {
  resume: ResumeDocument;
  job: JobInput;
}

export interface SummarizeInput {
  resume: ResumeDocument;
  targetTitle?: string;
  keywords?: JobKeyword[];
}

export interface BulletsInput {
  /** The bullets as the user typed them (one per line) or as a list. */
  bullets: string | string[];
}

export interface SkillsInput {
  resume: ResumeDocument;
  job?: { title: string; description: string; keywords?: JobKeyword[] };
  /** Skills the user typed, to normalise and merge (SPEC §5 'Skills'). */
  typed?: string | string[];
}

export interface SkillsOutput extends SkillSuggestions {
  /** The resume's skills merged with the typed ones, normalised. */
  skills: string[];
}

/**
 * One interface for every writer (DESIGN: the built-in writer here, an LLM writer in the server).
 * A writer proposes; the engine's verifier decides what reaches the user.
 */
/** What a writer drafts a bullet from when a person answers a gap question (issue 29). */
export interface AnswerLineInput {
  /** The person's own words. */
  answer: string;
  /** The posting's keyword the answer is about. */
  keyword: string;
  /** The role or project the answer is for, e.g. 'Platform Engineer at Cobalt Couriers'. */
  place: string;
  /** That entry's bullets, for the resume's voice. */
  voice: string[];
}

export interface Writer {
  name: string;
  /** The model behind an LLM writer; absent for the built-in writer. */
  model?: string;
  tailor(input: TailorInput): Promise<TailorResult>;
  coverLetter(input: CoverLetterInput): Promise<CoverLetterDraft>;
  summarize(input: SummarizeInput): Promise<WrittenText>;
  bullets(input: BulletsInput): Promise<string[]>;
  skills(input: SkillsInput): Promise<SkillsOutput>;
  /**
   * A bullet drafted from a person's answer (an LLM writer only; undefined when no provider answered).
   * The engine keeps it only if it rests on the answer (`applyAnswer`); otherwise its own rule writes
   * the line.
   */
  answerLine?(input: AnswerLineInput): Promise<string | undefined>;
}

/** The offline, deterministic writer: rules and the resume's own facts only. */
export const builtInWriter: Writer = {
  name: 'built-in',
  async tailor({ resume, job }) {
    return tailor(resume, job);
  },
  async coverLetter({ resume, job }) {
    return writeCoverLetter(resume, job);
  },
  async summarize({ resume, targetTitle, keywords }) {
    return writeSummary(resume, {
      ...(targetTitle ? { targetTitle } : {}),
      ...(keywords ? { keywords } : {}),
    });
  },
  async bullets({ bullets }) {
    // Clean (SPEC §5), strengthen, then de-duplicate again: two drafts can strengthen to the same line.
    // No `[X%]` placeholder: these bullets go straight into the person's document, and a figure only
    // they know is asked for beside it (the application's suggestions), never printed as a blank.
    return cleanAiBullets(
      cleanAiBullets(bullets).map((bullet) => boostBullet(bullet, { placeholder: false }).text),
    );
  },
  async skills({ resume, job, typed }) {
    const existing = resume.skills.flatMap((g) => g.keywords);
    const skills = typed
      ? addKeywords(resume, normalizeAiSkills(typed)).skills.flatMap((g) => g.keywords)
      : existing;
    const keywords = job
      ? (job.keywords ?? extractJobKeywords(job.description, { jobTitle: job.title }))
      : [];
    const suggestions = keywords.length ? suggestSkills(resume, keywords) : { supported: [], gaps: [] };
    return { skills, ...suggestions };
  },
};
