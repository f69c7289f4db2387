/**
 * Keyword section of `npm run eval:corpus`: the job-description extractor over every posting of the corpus
 * (keyword count, top keywords, overlap with another tool's keywords where its output exists), then the matcher
 * over resume–job pairs (exact / near / missing, near matches with the resume phrase, and sanity checks).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  documentResumeLines,
  extractJobKeywords,
  type JobKeyword,
  matchKeywords,
  toKeywordAnalysis,
} from '../../packages/engine/src/index.ts';
import {
  checkMatches,
  keywordOverlap,
  type MatchCheck,
  type Overlap,
  readJobFile,
} from './keyword-checks.ts';
import type { EvalContext, EvalSection } from './section.ts';

const TOP_KEYWORDS = 8;

/** Resume files of the corpus and the postings they are a fair match for (same kind of role). */
export const MATCH_PAIRS: readonly { resume: string; jobs: readonly string[] }[] = [
  { resume: 'jsonresume_sample.resume.json', jobs: ['jsonresume_sample.job.json'] },
  {
    resume: 'rm_john_doe.pdf',
    jobs: ['rm_job_desc_java_developer.txt', 'rm_job_desc_full_stack_engineer.txt'],
  },
  {
    resume: 'rm_bruce_wayne_fullstack.pdf',
    jobs: ['rm_job_desc_full_stack_engineer.txt', 'rm_backend-eng.txt'],
  },
  { resume: 'rm_barry_allen_fe.pdf', jobs: ['rm_frontend-eng.txt', 'rm_job_desc_front_end_engineer.txt'] },
  { resume: 'rma_john_doe.pdf', jobs: ['rm_job_desc_java_developer.txt'] },
  { resume: 'skillbridge_david_omondi_junior_fullstack.md', jobs: ['rm_job_desc_full_stack_engineer.txt'] },
  { resume: 'openresume_example.pdf', jobs: ['rm_frontend-eng.txt'] },
];

interface JsonJob {
  title?: string;
  company?: string;
  description?: string;
  responsibilities?: string[];
  qualifications?: string[];
  skills?: { name?: string; keywords?: string[] }[];
  experience?: string;
}

/** A JSON Resume job as the plain posting a person would read: title, summary, then headed lists. */
export function jsonJobText(job: JsonJob): string {
  const block = (heading: string, items: readonly string[] | undefined) =>
    items?.length ? [`${heading}:`, ...items.map((item) => `- ${item}`), ''] : [];
  const skills = (job.skills ?? [])
    .flatMap((s) => [s.name, ...(s.keywords ?? [])])
    .filter(Boolean) as string[];
  return [
    job.title ?? '',
    '',
    job.description ?? '',
    '',
    ...block('Responsibilities', job.responsibilities),
    ...block('Qualifications', job.qualifications),
    ...block('Skills', skills.length ? [skills.join(', ')] : undefined),
    job.experience ? `Experience level: ${job.experience}` : '',
  ].join('\n');
}

interface LoadedJob {
  file: string;
  keywords: JobKeyword[];
  error?: string;
}

function loadJob(dir: string, file: string): LoadedJob {
  try {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    if (file.endsWith('.json')) {
      const job = JSON.parse(raw) as JsonJob;
      return {
        file,
        keywords: extractJobKeywords(jsonJobText(job), {
          ...(job.title ? { jobTitle: job.title } : {}),
          ...(job.company ? { company: job.company } : {}),
        }),
      };
    }
    const job = readJobFile(raw);
    return {
      file,
      keywords: extractJobKeywords(job.body, {
        ...(job.title ? { jobTitle: job.title } : {}),
        ...(job.company ? { company: job.company } : {}),
      }),
    };
  } catch (error) {
    return { file, keywords: [], error: `crash: ${(error as Error)?.message ?? error}` };
  }
}

/** Another tool's keywords for a posting: its ranked key terms and its single-word keyword list. */
function theirKeywords(dir: string, file: string): { keyterms: string[]; words: string[] } | undefined {
  const processed = path.join(dir, file.replace(/\.[^.]+$/, '.processed.json'));
  if (!existsSync(processed)) return undefined;
  const data = JSON.parse(readFileSync(processed, 'utf8')) as {
    keyterms?: [string, number][];
    extracted_keywords?: string[];
  };
  return {
    keyterms: (data.keyterms ?? []).map(([term]) => term),
    words: data.extracted_keywords ?? [],
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const overlapText = (o: Overlap) =>
  `recall ${pct(o.recall)} precision ${pct(o.precision)} (shared ${o.shared}; ours ${o.ours}, theirs ${o.theirs})`;

export async function runKeywordSection(context: EvalContext): Promise<string[]> {
  const jobsDir = path.join(context.corpusDir, 'job_descriptions');
  if (!existsSync(jobsDir)) return [`no job descriptions at ${jobsDir} (skipped)`];
  const lines: string[] = [];
  const files = readdirSync(jobsDir)
    .filter((f) => /\.(txt|json)$/.test(f) && !f.endsWith('.processed.json'))
    .sort();
  const jobs = new Map<string, LoadedJob>();
  const overlaps: { keyterms: Overlap; words: Overlap }[] = [];

  lines.push('Job descriptions: extractJobKeywords');
  for (const file of files) {
    const started = performance.now();
    const job = loadJob(jobsDir, file);
    const ms = performance.now() - started;
    jobs.set(file, job);
    lines.push(
      `${job.error ? 'ERR' : 'OK '} ${file.padEnd(48)} ${`${job.keywords.length} keywords`.padEnd(20)} ${ms.toFixed(0).padStart(5)} ms`,
    );
    if (job.error) {
      lines.push(`      ✗ extract: ${job.error}`);
      continue;
    }
    const top = [...job.keywords].sort((a, b) => b.weight - a.weight).slice(0, TOP_KEYWORDS);
    lines.push(`      · top: ${top.map((k) => `${k.term} (${k.kind}, ${k.weight.toFixed(1)})`).join(', ')}`);
    const theirs = theirKeywords(jobsDir, file);
    if (theirs) {
      const ours = job.keywords.map((k) => k.canonical);
      const overlap = {
        keyterms: keywordOverlap(ours, theirs.keyterms),
        words: keywordOverlap(ours, theirs.words),
      };
      overlaps.push(overlap);
      lines.push(`      · vs processed keyterms: ${overlapText(overlap.keyterms)}`);
      lines.push(`      · vs processed extracted_keywords: ${overlapText(overlap.words)}`);
    }
  }

  lines.push('');
  lines.push('Resume–job pairs: parseResume + matchKeywords + toKeywordAnalysis');
  const pairChecks: MatchCheck[] = [];
  const tally = { pairs: 0, skipped: 0, exact: 0, near: 0, missing: 0, score: 0 };
  for (const pair of MATCH_PAIRS) {
    const parsed = context.parsed.get(pair.resume);
    for (const jobFile of pair.jobs) {
      const job = jobs.get(jobFile);
      const label = `${pair.resume} × ${jobFile}`;
      if (!parsed || !job || job.error) {
        tally.skipped += 1;
        lines.push(`-- ${label}: skipped (${parsed ? 'job' : 'resume'} not available)`);
        continue;
      }
      const result = matchKeywords(parsed.document, job.keywords);
      const analysis = toKeywordAnalysis(result, { withPhrases: true });
      // The text the matcher read (the document's lines) plus the extracted text, where phrases must occur.
      const resumeText = `${documentResumeLines(parsed.document)
        .map((l) => l.text)
        .join('\n')}\n${parsed.text}`;
      const checks = checkMatches(result, analysis, resumeText);
      pairChecks.push(...checks);
      const passed = checks.filter((c) => c.pass).length;
      tally.pairs += 1;
      tally.exact += analysis.exact_matches.length;
      tally.near += analysis.near_matches.length;
      tally.missing += analysis.missing_keywords.length;
      tally.score += result.score;
      lines.push(
        `${passed === checks.length ? 'OK ' : 'ERR'} ${label.padEnd(68)} exact ${analysis.exact_matches.length}, near ${analysis.near_matches.length}, missing ${analysis.missing_keywords.length}, score ${result.score}  ${passed}/${checks.length} checks`,
      );
      for (const check of checks.filter((c) => !c.pass))
        lines.push(`      ✗ ${check.check}: ${check.detail}`);
      const near = result.matches.filter((m) => m.status === 'near');
      if (near.length)
        lines.push(
          `      · near: ${near.map((m) => `${m.keyword.term} ~ "${m.phrase}" (${m.near})`).join('; ')}`,
        );
      if (analysis.missing_keywords.length)
        lines.push(`      · missing: ${analysis.missing_keywords.slice(0, 12).join(', ')}`);
    }
  }

  const extracted = [...jobs.values()].filter((j) => !j.error);
  const counts = extracted.map((j) => j.keywords.length).sort((a, b) => a - b);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
  const passed = pairChecks.filter((c) => c.pass).length;
  const byCheck = new Map<string, { pass: number; total: number }>();
  for (const check of pairChecks) {
    const entry = byCheck.get(check.check) ?? { pass: 0, total: 0 };
    entry.total += 1;
    if (check.pass) entry.pass += 1;
    byCheck.set(check.check, entry);
  }
  lines.push('');
  lines.push(
    `TOTAL job descriptions ${jobs.size}: extracted ${extracted.length}, errors ${jobs.size - extracted.length}; keywords per job min ${counts[0] ?? 0}, median ${counts[Math.floor(counts.length / 2)] ?? 0}, max ${counts.at(-1) ?? 0}`,
  );
  if (overlaps.length)
    lines.push(
      `TOTAL overlap with processed.json (${overlaps.length} jobs, mean): keyterms recall ${pct(mean(overlaps.map((o) => o.keyterms.recall)))} precision ${pct(mean(overlaps.map((o) => o.keyterms.precision)))}; extracted_keywords recall ${pct(mean(overlaps.map((o) => o.words.recall)))} precision ${pct(mean(overlaps.map((o) => o.words.precision)))}`,
    );
  lines.push(
    `TOTAL pairs ${tally.pairs} matched, ${tally.skipped} skipped: exact ${tally.exact}, near ${tally.near}, missing ${tally.missing}; mean score ${tally.pairs ? (tally.score / tally.pairs).toFixed(1) : '0'}`,
  );
  lines.push(
    `TOTAL match checks ${passed}/${pairChecks.length} (${pairChecks.length ? ((passed / pairChecks.length) * 100).toFixed(1) : '0'}%)`,
  );
  lines.push(
    `  by check: ${[...byCheck.entries()].map(([check, e]) => `${check} ${e.pass}/${e.total}`).join(', ')}`,
  );
  return lines;
}

export const keywordSection: EvalSection = {
  title: 'Keyword extraction and matching over job descriptions',
  run: runKeywordSection,
};
