/**
 * Writer section of `npm run eval:corpus`: the built-in writer's tailored resume and cover letter for every
 * resume × job pair of the corpus, each passed through the same gates every writer passes
 * (`checkWriterOutput`), plus the keyword score before and after tailoring. Target: 0 gate failures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { experienceFigure, statedYears } from '../../packages/engine/src/analyze/work-years.ts';
import {
  type CoverLetterDraft,
  checkWriterOutput,
  extractJobKeywords,
  type GateFailure,
  gateContext,
  type JobInput,
  matchKeywords,
  type ResumeDocument,
  type TailorResult,
  tailor,
  writeCoverLetter,
} from '../../packages/engine/src/index.ts';
import { readJobFile } from './keyword-checks.ts';
import { jsonJobText } from './keywords.ts';
import type { EvalContext, EvalSection } from './section.ts';

/** A corpus posting as the writer receives it: title and company from its header, or placeholders of ours. */
export function corpusJob(file: string, raw: string): JobInput {
  if (file.endsWith('.json')) {
    const job = JSON.parse(raw) as Parameters<typeof jsonJobText>[0];
    return { title: job.title ?? '', company: job.company ?? '', description: jsonJobText(job) };
  }
  const job = readJobFile(raw);
  // Without a header, a short first line is the posting's title, as a person would read it.
  const first =
    job.body
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? '';
  const looksLikeTitle = first.split(/\s+/).length <= 10 && !/[.!?]$/.test(first);
  const title = job.title ?? (looksLikeTitle ? first.replace(/^job (?:title|description)\s*:\s*/i, '') : '');
  return { title, company: job.company ?? '', description: job.body };
}

export interface PairOutcome {
  failures: GateFailure[];
  scoreBefore: number;
  scoreAfter: number;
  letterWords: number;
  /** The resume has two roles with bullets, so the letter should reach 250 words. */
  twoRoles: boolean;
  /** The experience the letter states ('I bring 5 years of experience'), when it states one. */
  letterFigure?: string;
  error?: string;
}

/** The experience figure a letter states in its opening, as written. */
export function letterExperienceFigure(text: string): string | undefined {
  return /\bI bring (.+?) of experience\b/.exec(text)?.[1];
}

/** Tailors one resume to one job, writes the letter from the tailored resume, and gates both. */
export function evaluatePair(resume: ResumeDocument, job: JobInput): PairOutcome {
  const twoRoles = resume.work.filter((w) => w.highlights.length > 0).length >= 2;
  let tailored: TailorResult;
  let letter: CoverLetterDraft;
  let scoreBefore = 0;
  try {
    const keywords = extractJobKeywords(job.description, { jobTitle: job.title, company: job.company });
    const withKeywords = { ...job, keywords };
    scoreBefore = matchKeywords(resume, keywords).score;
    tailored = tailor(resume, withKeywords);
    letter = writeCoverLetter(tailored.document, withKeywords);
    const failures = checkWriterOutput(resume, job, { tailored, letter }, gateContext(resume, job));
    return {
      failures,
      scoreBefore,
      scoreAfter: matchKeywords(tailored.document, keywords).score,
      letterWords: letter.wordCount,
      twoRoles,
      ...(letterExperienceFigure(letter.paragraphs.join(' '))
        ? { letterFigure: letterExperienceFigure(letter.paragraphs.join(' '))! }
        : {}),
    };
  } catch (error) {
    return {
      failures: [{ gate: 'ungrounded', where: 'threw', detail: String((error as Error)?.message ?? error) }],
      scoreBefore,
      scoreAfter: scoreBefore,
      letterWords: 0,
      twoRoles,
      error: String((error as Error)?.stack ?? error),
    };
  }
}

export async function runWriterSection(context: EvalContext): Promise<string[]> {
  const jobsDir = path.join(context.corpusDir, 'job_descriptions');
  const jobFiles = readdirSync(jobsDir)
    .filter((f) => /\.(txt|json)$/.test(f) && !f.endsWith('.processed.json'))
    .sort();
  const jobs = jobFiles.map((file) => ({
    file,
    job: corpusJob(file, readFileSync(path.join(jobsDir, file), 'utf8')),
  }));
  const resumes = [...context.parsed.entries()].sort(([a], [b]) => a.localeCompare(b));
  const lines: string[] = [`Resumes ${resumes.length} × jobs ${jobs.length}: tailor + cover letter + gates`];
  const byGate = new Map<string, number>();
  let pairs = 0;
  let failedPairs = 0;
  let threw = 0;
  let before = 0;
  let after = 0;
  let short = 0;
  let twoRolePairs = 0;
  /** Letter lengths of two-role resumes, by 50-word band ('250' = 250–299 words). */
  const bands = new Map<number, number>();
  /** Letters whose stated experience differs from the resume's own figure, or from the agreed computation. */
  let figureMismatches = 0;
  const started = performance.now();
  for (const [file, parsed] of resumes) {
    // The resume's own figure (its summary's) beside the computation the letter may state where there is none.
    const own = statedYears(parsed.document);
    const agreed = experienceFigure(parsed.document)?.text;
    const letterFigures = new Set<string>();
    const perResume = new Map<string, number>();
    const examples: string[] = [];
    /** This resume's letters under 250 words, of the pairs where it has two roles with bullets. */
    const shortHere = { short: 0, of: 0 };
    for (const { file: jobFile, job } of jobs) {
      const outcome = evaluatePair(parsed.document, job);
      pairs += 1;
      if (outcome.letterFigure) {
        letterFigures.add(outcome.letterFigure);
        if (outcome.letterFigure !== (own ?? agreed)) figureMismatches += 1;
      }
      before += outcome.scoreBefore;
      after += outcome.scoreAfter;
      if (outcome.error) threw += 1;
      if (outcome.twoRoles) {
        twoRolePairs += 1;
        shortHere.of += 1;
        if (outcome.letterWords < 250) {
          short += 1;
          shortHere.short += 1;
        }
        const band = Math.min(400, Math.floor(outcome.letterWords / 50) * 50);
        bands.set(band, (bands.get(band) ?? 0) + 1);
      }
      if (outcome.failures.length) failedPairs += 1;
      for (const f of outcome.failures) {
        byGate.set(f.gate, (byGate.get(f.gate) ?? 0) + 1);
        perResume.set(f.gate, (perResume.get(f.gate) ?? 0) + 1);
        if (examples.length < 4) examples.push(`${jobFile} ${f.gate} @${f.where}: ${f.detail.slice(0, 100)}`);
      }
    }
    const total = [...perResume.values()].reduce((s, n) => s + n, 0);
    const shortNote = shortHere.short ? `; letters under 250 words ${shortHere.short}/${shortHere.of}` : '';
    lines.push(
      `${total ? 'ERR' : 'OK '} ${file.padEnd(52)} ${total} gate failures${total ? ` (${[...perResume].map(([g, n]) => `${g} ${n}`).join(', ')})` : ''}${shortNote}`,
    );
    for (const example of examples) lines.push(`      ✗ ${example}`);
    lines.push(
      `      · experience: letter ${[...letterFigures].join(' / ') || 'states none'} · resume states ${own ?? 'none'}${own ? '' : ` (paid roles' dates: ${agreed ?? 'under a year'})`}`,
    );
  }
  const mean = (sum: number) => (pairs ? (sum / pairs).toFixed(1) : '0');
  lines.push('');
  lines.push(
    `TOTAL writer pairs ${pairs}: ${failedPairs} with gate failures, ${[...byGate.values()].reduce((s, n) => s + n, 0)} failures, ${threw} threw; ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  lines.push(`  by gate: ${[...byGate].map(([g, n]) => `${g} ${n}`).join(', ') || 'none'}`);
  lines.push(
    `  letters whose experience figure differs from the resume's own or the agreed count: ${figureMismatches}`,
  );
  lines.push(`  keyword score mean: before ${mean(before)} → after tailoring ${mean(after)}`);
  lines.push(
    `  letters under 250 words where the resume has two roles with bullets: ${short}/${twoRolePairs}`,
  );
  lines.push(
    `  their word counts: ${[...bands]
      .sort(([a], [b]) => a - b)
      .map(([band, n]) => `${band === 400 ? '400+' : `${band}–${band + 49}`} ${n}`)
      .join(', ')}`,
  );
  return lines;
}

export const writerSection: EvalSection = {
  title: 'Writer gates: tailored resume and cover letter over every resume × job pair',
  run: runWriterSection,
};
