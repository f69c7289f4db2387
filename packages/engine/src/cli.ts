/**
 * The engine on the command line, so it can be tried without the web app:
 *
 *   npm run engine -- tailor --resume FILE --job FILE --out DIR [--template ID]
 *                    [--title TITLE] [--company COMPANY] [--page-size A4|Letter] [--date YYYY-MM-DD]
 *
 * It parses the resume, reads the job (title and company from the file itself: a 'Title:'/'Company:' header,
 * a 'Job Description: …' banner, a 'Title at Company' first line or a JSON Resume job; --title and
 * --company override them), tailors
 * the resume, writes a cover letter, and saves both in HTML, DOCX, PDF and TXT plus analysis.json.
 * This file is the engine's only I/O edge: it reads and writes files; the library stays pure.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  extractJobKeywords,
  LOW_FIT_COVERAGE,
  matchKeywords,
  SCORING_VERSION,
  scoreReadability,
  toKeywordAnalysis,
} from './analyze/index.ts';
import { letterParagraphs, tailor, writeCoverLetter } from './improve/index.ts';
import { readJobFile } from './job-file.ts';
import { parseResume, ResumeParseError } from './parse/index.ts';
import {
  DEFAULT_TEMPLATE_ID,
  EXPORT_FORMATS,
  exportFileName,
  findTemplate,
  type PageSize,
  renderCoverLetter,
  renderResume,
  TEMPLATE_IDS,
} from './render/index.ts';

export { type JobFile, readJobFile } from './job-file.ts';

export const USAGE = `Usage: npm run engine -- tailor --resume FILE --job FILE --out DIR [options]

Options:
  --template ID      one of ${TEMPLATE_IDS.join(', ')} (default ${DEFAULT_TEMPLATE_ID})
  --title TITLE      job title (default: read from the job file)
  --company NAME     company (default: read from the job file; left empty when it names none)
  --page-size SIZE   A4 or Letter (default A4)
  --date YYYY-MM-DD  date for the cover letter and document metadata (default today)
  --help             show this text`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** The current time; tests pass a fixed one. */
  now: () => Date;
}

const defaultIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  now: () => new Date(),
};

/** An error the user can fix; printed without a stack trace. */
class UsageError extends Error {}

function parseDateFlag(value: string | undefined, now: Date): Date {
  if (!value) return now;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw new UsageError(`--date must look like 2026-11-22, not '${value}'.`);
  const date = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new UsageError(`--date '${value}' is not a real date.`);
  return date;
}

async function tailorCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      resume: { type: 'string' },
      job: { type: 'string' },
      out: { type: 'string' },
      template: { type: 'string', default: DEFAULT_TEMPLATE_ID },
      title: { type: 'string' },
      company: { type: 'string' },
      'page-size': { type: 'string', default: 'A4' },
      date: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  if (!values.resume || !values.job || !values.out)
    throw new UsageError('--resume, --job and --out are required.');
  if (!findTemplate(values.template))
    throw new UsageError(`Unknown template '${values.template}'. Use one of ${TEMPLATE_IDS.join(', ')}.`);
  const pageSize =
    values['page-size'] === 'Letter' ? 'Letter' : values['page-size'] === 'A4' ? 'A4' : undefined;
  if (!pageSize) throw new UsageError(`--page-size must be A4 or Letter, not '${values['page-size']}'.`);
  const now = parseDateFlag(values.date, io.now());

  const resumePath = resolve(values.resume);
  const job = readJobFile(await readFile(resolve(values.job), 'utf8'), values);
  if (!job.description) throw new UsageError('The job file has no description.');
  const parsed = await parseResume(new Uint8Array(await readFile(resumePath)), basename(resumePath));

  const keywords = extractJobKeywords(job.description, { jobTitle: job.title, company: job.company });
  const before = matchKeywords(parsed.document, keywords);
  const tailored = tailor(parsed.document, { ...job, keywords });
  // Same formula after tailoring, counting only keywords the person's own resume shows.
  const after = matchKeywords(tailored.document, keywords, { evidence: parsed.document });
  const readability = scoreReadability({
    doc: tailored.document,
    jobTitle: job.title,
    keywords,
    match: after,
  });
  const letter = writeCoverLetter(tailored.document, { ...job, keywords });

  const outDir = resolve(values.out);
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  const save = async (name: string, bytes: Uint8Array | string) => {
    await writeFile(join(outDir, name), bytes);
    written.push(name);
  };

  const name = tailored.document.basics.name;
  const options = { templateId: values.template, pageSize: pageSize as PageSize, now };
  const coverLetter = {
    paragraphs: letterParagraphs(letter),
    candidate: letter.candidate,
    company: job.company,
    jobTitle: job.title,
    date: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(now),
  };
  for (const format of EXPORT_FORMATS) {
    const resumeFile = await renderResume(tailored.document, { ...options, format });
    await save(exportFileName({ name, kind: 'Resume', company: job.company, format }), resumeFile.bytes);
    const letterFile = await renderCoverLetter(coverLetter, { ...options, format });
    await save(
      exportFileName({ name, kind: 'Cover_Letter', company: job.company, format }),
      letterFile.bytes,
    );
  }

  const analysis = {
    generator: 'hireproof-engine',
    scoringVersion: SCORING_VERSION,
    resumeFile: basename(resumePath),
    parseMethod: parsed.parseMethod,
    pageCount: parsed.pageCount,
    warnings: parsed.warnings,
    job: { title: job.title, company: job.company },
    templateId: values.template,
    keywords: {
      analysis: toKeywordAnalysis(after),
      before: { ...toKeywordAnalysis(before), score: before.score },
      score: after.score,
      matched: after.matched,
      total: after.total,
      details: after.matches.map((match) => ({
        term: match.keyword.term,
        kind: match.keyword.kind,
        weight: match.keyword.weight,
        required: match.keyword.required,
        status: match.status,
        ...(match.near ? { near: match.near } : {}),
        ...(match.phrase ? { phrase: match.phrase } : {}),
      })),
    },
    readability,
    changes: tailored.changes,
    fabrications: tailored.fabrications,
    coverLetter: { wordCount: letter.wordCount },
  };
  await save('analysis.json', `${JSON.stringify(analysis, null, 2)}\n`);

  io.out(
    `Parsed ${basename(resumePath)} (${parsed.parseMethod}); tailored for ${job.title || 'the job'}${job.company ? ` at ${job.company}` : ''}.`,
  );
  // Said on the console, not only in analysis.json: a moved or dropped line must never go unnoticed.
  if (parsed.warnings.length > 0) {
    io.out(`Warnings about reading ${basename(resumePath)}:`);
    for (const warning of parsed.warnings) io.out(`  - ${warning.message}`);
  }
  io.out(
    `Keywords matched: ${before.matched}/${before.total} before, ${after.matched}/${after.total} after. ` +
      `Scores: overall ${readability.scores.overall}, ATS ${readability.scores.ats}, clarity ${readability.scores.clarity}, impact ${readability.scores.impact}.`,
  );
  if (before.total > 0 && before.score < LOW_FIT_COVERAGE) {
    io.out(
      `Note: this resume shows almost none of the job's keywords (coverage ${before.score} of 100, under ${LOW_FIT_COVERAGE}); the tailored resume cannot claim more than it says.`,
    );
  }
  io.out(`Wrote ${written.length} files to ${outDir}:`);
  for (const file of written) io.out(`  ${file}`);
  return 0;
}

/** Runs the CLI with `argv` (without node and the script); answers the exit code. */
export async function main(argv: string[], io: CliIo = defaultIo): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (!command || command === '--help' || command === 'help') {
      io.out(USAGE);
      return command ? 0 : 1;
    }
    if (command !== 'tailor') throw new UsageError(`Unknown command '${command}'.\n\n${USAGE}`);
    return await tailorCommand(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      return 2;
    }
    if (error instanceof ResumeParseError) {
      io.err(`Could not read the resume: ${error.message}`);
      return 1;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
      io.err(`File not found: ${(error as NodeJS.ErrnoException).path}`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
