/**
 * `npm run eval:corpus`: runs the resume parser over the real-world corpus in `../shared/corpus` (relative
 * to the repository root) and prints, per file, the parse status, the parse method and field accuracy
 * against the expectations stored beside the corpus, then totals. Skips cleanly when the corpus is absent.
 *
 * Other parts of the engine (keyword matching, for one) add their own evaluation by pushing an
 * `EvalSection` onto `evalSections`; `main` runs every registered section after the parser's.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type ParsedResume, parseResume, ResumeParseError } from '../packages/engine/src/index.ts';
import { answersSection } from './eval-corpus/answers.ts';
import { jobFileSection } from './eval-corpus/job-files.ts';
import { keywordLabelSection } from './eval-corpus/keyword-labels.ts';
import { keywordSection } from './eval-corpus/keywords.ts';
import { labelSection } from './eval-corpus/parse-labels.ts';
import type { EvalSection } from './eval-corpus/section.ts';
import { writerSection } from './eval-corpus/writer.ts';

export interface FieldCheck {
  field: string;
  pass: boolean;
  /** What was expected and what we got, for the printout. */
  detail: string;
}

export interface FileResult {
  file: string;
  status: 'ok' | string;
  parseMethod?: string;
  ms: number;
  checks: FieldCheck[];
  /** Informational figures (word recall against a reference text), not pass/fail. */
  notes: string[];
}

/** Registered evaluation sections, run in order after the parser section. */
export const evalSections: EvalSection[] = [
  labelSection,
  jobFileSection,
  keywordSection,
  keywordLabelSection,
  writerSection,
  answersSection,
];

const PARSE_TIMEOUT_MS = 20_000;

export function resolveCorpusDir(
  repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
): string {
  return path.resolve(repoRoot, '../shared/corpus');
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const digits = (text: string | undefined) => (text ?? '').replace(/\D/g, '');

/** Distinct words of three or more letters, lower case. */
export function wordSet(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
}

/** Share of the reference's distinct words that the extracted text contains. */
export function wordRecall(reference: string, extracted: string): number {
  const want = wordSet(reference);
  if (want.size === 0) return 1;
  const have = wordSet(extracted);
  let found = 0;
  for (const word of want) if (have.has(word)) found += 1;
  return found / want.size;
}

/** The visible words of a LaTeX source: comments, command names and braces removed, arguments kept. */
export function latexText(source: string): string {
  return source
    .replace(/(^|[^\\])%.*$/gm, '$1')
    .replace(
      /\\(begin|end|documentclass|usepackage|newcommand|renewcommand|def|input|include)\b(\[[^\]]*\])?(\{[^}]*\})*/g,
      ' ',
    )
    .replace(/\\[a-zA-Z@]+\*?/g, ' ')
    .replace(/[{}[\]\\$&#^_~]/g, ' ');
}

const SECTION_ALIASES: Record<string, string> = { experience: 'work', work: 'work' };

/** Checks for the rma_john_doe family from `rma_john_doe.expected.json`. */
export function checkRmaExpectations(expected: Record<string, unknown>, parsed: ParsedResume): FieldCheck[] {
  const checks: FieldCheck[] = [];
  const doc = parsed.document;
  for (const snippet of (expected.raw_text_contains as string[] | undefined) ?? []) {
    checks.push({ field: 'raw_text', pass: parsed.text.includes(snippet), detail: `contains "${snippet}"` });
  }
  if (typeof expected.raw_text_min_chars === 'number') {
    checks.push({
      field: 'raw_text_length',
      pass: parsed.text.length >= expected.raw_text_min_chars,
      detail: `${parsed.text.length} ≥ ${expected.raw_text_min_chars}`,
    });
  }
  if (typeof expected.email === 'string') {
    checks.push({
      field: 'email',
      pass: doc.basics.email === expected.email,
      detail: `${doc.basics.email ?? '—'}`,
    });
  }
  if (typeof expected.phone_contains === 'string') {
    checks.push({
      field: 'phone',
      pass: (doc.basics.phone ?? '').includes(expected.phone_contains),
      detail: `${doc.basics.phone ?? '—'}`,
    });
  }
  if (typeof expected.linkedin_contains === 'string') {
    const linkedin = doc.basics.profiles.find((p) => p.network === 'LinkedIn')?.url ?? '';
    checks.push({
      field: 'linkedin',
      pass: linkedin.includes(expected.linkedin_contains),
      detail: linkedin || '—',
    });
  }
  for (const section of (expected.sections_present as string[] | undefined) ?? []) {
    const key = SECTION_ALIASES[section] ?? section;
    checks.push({
      field: `section:${section}`,
      pass: (doc.sectionOrder as string[]).includes(key),
      detail: doc.sectionOrder.join(','),
    });
  }
  if (typeof expected.experience_entries_min === 'number') {
    checks.push({
      field: 'experience_entries',
      pass: doc.work.length >= expected.experience_entries_min,
      detail: `${doc.work.length} ≥ ${expected.experience_entries_min}`,
    });
  }
  return checks;
}

/** Minimal CSV reader (quoted fields with doubled quotes and newlines), enough for the summary CSV. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

function nameCheck(expected: string, got: string): FieldCheck {
  return {
    field: 'name',
    pass: normalise(expected) === normalise(got),
    detail: `${got || '—'} (expected ${expected})`,
  };
}

function emailCheck(expected: string, got: string | undefined): FieldCheck {
  return {
    field: 'email',
    pass: normalise(expected) === normalise(got ?? ''),
    detail: `${got ?? '—'} (expected ${expected})`,
  };
}

function phoneCheck(expectedDigits: string, got: string | undefined): FieldCheck {
  const ours = digits(got);
  return {
    field: 'phone',
    pass: ours.length > 0 && (ours.endsWith(expectedDigits) || expectedDigits.endsWith(ours)),
    detail: `${got ?? '—'} (expected digits ${expectedDigits})`,
  };
}

/**
 * Facts stated in a LaTeX source: the name (`\name{First}{Last}`, `\namesection{First}{Last}`) and the first
 * e-mail address. Entries are not compared: the Awesome-CV source in the corpus is a later version than its PDF.
 */
export function latexChecks(source: string, parsed: ParsedResume): FieldCheck[] {
  const checks: FieldCheck[] = [];
  const doc = parsed.document;
  const name = /\\(?:name|namesection)\{([^}]*)\}\{([^}]*)\}/.exec(source);
  if (name) checks.push(nameCheck(`${name[1]} ${name[2]}`, doc.basics.name));
  const email = /\\email\{([^}]+)\}|mailto:([^}\s]+)\}/.exec(source);
  if (email) checks.push(emailCheck((email[1] ?? email[2] ?? '').trim(), doc.basics.email));
  return checks;
}

/** Builds the expectation checks for one corpus file from whatever ground truth exists for it. */
export function expectationsFor(file: string, corpusDir: string): ((parsed: ParsedResume) => FieldCheck[])[] {
  const truth = path.join(corpusDir, 'resumes', 'ground_truth');
  const read = (name: string) => readFileSync(path.join(truth, name), 'utf8');
  const has = (name: string) => existsSync(path.join(truth, name));
  const stem = file.replace(/\.[^.]+$/, '').replace(/\.resume$/, '');
  const out: ((parsed: ParsedResume) => FieldCheck[])[] = [];

  if (stem === 'rma_john_doe' && has('rma_john_doe.expected.json')) {
    const expected = (
      JSON.parse(read('rma_john_doe.expected.json')) as Record<string, Record<string, unknown>>
    ).rma_john_doe;
    if (expected) out.push((parsed) => checkRmaExpectations(expected, parsed));
  }
  if (stem.startsWith('bjh_') && has('bjh_resume_summary.csv')) {
    const [header, ...rows] = parseCsv(read('bjh_resume_summary.csv'));
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const original = `${stem.replace(/^bjh_/, '')}${path.extname(file)}`;
    const row = rows.find((r) => (r[column('file_path')] ?? '').endsWith(`/${original}`));
    if (row) {
      out.push((parsed) => [
        nameCheck(row[column('candidate_name')] ?? '', parsed.document.basics.name),
        emailCheck(row[column('email')] ?? '', parsed.document.basics.email),
        phoneCheck(digits(row[column('phone')]), parsed.document.basics.phone),
      ]);
    }
  }
  if (stem.startsWith('rm_') && has(`${stem}.processed.json`)) {
    // Another tool's output: its name and e-mail are a comparison, taken only where it found them.
    const processed = JSON.parse(read(`${stem}.processed.json`)) as { name?: string[]; emails?: string[] };
    const name = processed.name?.[0];
    if (name) out.push((parsed) => [nameCheck(name, parsed.document.basics.name)]);
  }
  if (stem === 'skillbridge_david_omondi_junior_fullstack' && has('skillbridge_README_expected.md')) {
    const readme = read('skillbridge_README_expected.md');
    const block = /###\s*\d+\.\s*(David[^\n-]+?)\s+-[^\n]*\n([\s\S]*?)(?=\n###|\n## )/.exec(readme);
    if (block) {
      const name = (block[1] ?? '').trim();
      const location = /\*\*Location:\*\*\s*([^\n]+)/.exec(block[2] ?? '')?.[1]?.trim() ?? '';
      const skills = (/\*\*Key Skills:\*\*\s*([^\n]+)/.exec(block[2] ?? '')?.[1] ?? '')
        .split(/\s*,\s*/)
        .filter(Boolean);
      out.push((parsed) => {
        const doc = parsed.document;
        const ours = doc.skills.flatMap((s) => s.keywords).map(normalise);
        return [
          nameCheck(name, doc.basics.name),
          {
            field: 'location',
            pass: normalise(doc.basics.location?.text ?? '') === normalise(location),
            detail: doc.basics.location?.text ?? '—',
          },
          ...skills.map((skill) => ({
            field: `skill:${skill}`,
            pass:
              ours.some((k) => k.includes(normalise(skill).replace(/ integration$/, ''))) ||
              normalise(parsed.text).includes(normalise(skill)),
            detail: skill,
          })),
        ];
      });
    }
  }
  const latex = LATEX_SOURCES[file];
  if (latex && existsSync(path.join(corpusDir, 'resumes', 'source', latex))) {
    out.push((parsed) =>
      latexChecks(readFileSync(path.join(corpusDir, 'resumes', 'source', latex), 'utf8'), parsed),
    );
  }
  if (file.endsWith('.json') && !file.startsWith('extra_')) {
    // A JSON Resume file is its own truth: the import must keep its facts.
    const source = JSON.parse(readFileSync(path.join(corpusDir, 'resumes', file), 'utf8')) as {
      basics?: { name?: string; email?: string };
      work?: unknown[];
      education?: unknown[];
      skills?: unknown[];
    };
    out.push((parsed) => {
      const doc = parsed.document;
      const checks: FieldCheck[] = [nameCheck(source.basics?.name ?? '', doc.basics.name)];
      if (source.basics?.email) checks.push(emailCheck(source.basics.email, doc.basics.email));
      for (const [field, list, ours] of [
        ['work_entries', source.work, doc.work],
        ['education_entries', source.education, doc.education],
        ['skill_groups', source.skills, doc.skills],
      ] as const) {
        checks.push({
          field,
          pass: (list?.length ?? 0) === ours.length,
          detail: `${ours.length} of ${list?.length ?? 0}`,
        });
      }
      return checks;
    });
  }
  return out;
}

/** Files whose correct outcome is a typed error (a broken JSON file, a non-JSON-Resume format). */
const EXPECTED_ERRORS: Record<string, string> = {
  'extra_fresh_johnny_trouble_broken.json': 'invalid-json-resume',
  'extra_fresh_johnny_trouble_garbage_chars.json': 'invalid-json-resume',
};

/** LaTeX sources that are the text truth for a PDF of the corpus. */
const LATEX_SOURCES: Record<string, string> = {
  'awesomecv_resume.pdf': 'awesomecv_resume_experience.tex',
  'deedy_resume_openfont.pdf': 'deedy_resume_openfont.xtx',
  'moderncv_banking_red.pdf': 'moderncv_template.tex',
  'moderncv_casual_orange.pdf': 'moderncv_template.tex',
  'moderncv_classic_green.pdf': 'moderncv_template.tex',
  'moderncv_oldstyle_grey.pdf': 'moderncv_template.tex',
};

const REFERENCE_TEXTS: Record<string, string> = { 'bjh_john_smith.pdf': 'bjh_john_smith.extracted.txt' };

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timeout after ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function evaluateParser(
  corpusDir: string,
): Promise<{ results: FileResult[]; parsed: Map<string, ParsedResume> }> {
  const dir = path.join(corpusDir, 'resumes');
  const files = readdirSync(dir)
    .filter((f) => statSync(path.join(dir, f)).isFile())
    .sort();
  const results: FileResult[] = [];
  const parsedByFile = new Map<string, ParsedResume>();
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(path.join(dir, file)));
    const started = performance.now();
    const result: FileResult = { file, status: 'ok', ms: 0, checks: [], notes: [] };
    try {
      const parsed = await withTimeout(parseResume(bytes, file), PARSE_TIMEOUT_MS);
      result.ms = performance.now() - started;
      result.parseMethod = parsed.parseMethod;
      parsedByFile.set(file, parsed);
      for (const expectation of expectationsFor(file, corpusDir)) result.checks.push(...expectation(parsed));
      const doc = parsed.document;
      result.notes.push(
        `name=${doc.basics.name || '—'} email=${doc.basics.email ?? '—'} phone=${doc.basics.phone ?? '—'} work=${doc.work.length} edu=${doc.education.length} skills=${doc.skills.reduce((n, s) => n + s.keywords.length, 0)}`,
      );
      const latex = LATEX_SOURCES[file];
      if (latex && existsSync(path.join(dir, 'source', latex))) {
        const recall = wordRecall(
          latexText(readFileSync(path.join(dir, 'source', latex), 'utf8')),
          parsed.text,
        );
        result.notes.push(`word recall vs ${latex}: ${(recall * 100).toFixed(1)}%`);
      }
      const reference = REFERENCE_TEXTS[file];
      if (reference && existsSync(path.join(dir, 'ground_truth', reference))) {
        const recall = wordRecall(
          readFileSync(path.join(dir, 'ground_truth', reference), 'utf8'),
          parsed.text,
        );
        result.notes.push(`word recall vs ${reference}: ${(recall * 100).toFixed(1)}%`);
      }
      if (EXPECTED_ERRORS[file]) {
        result.checks.push({
          field: 'expected_error',
          pass: false,
          detail: `parsed, but ${EXPECTED_ERRORS[file]} was expected`,
        });
      }
    } catch (error) {
      result.ms = performance.now() - started;
      result.status =
        error instanceof ResumeParseError ? error.code : `crash: ${(error as Error)?.message ?? error}`;
      const expectedError = EXPECTED_ERRORS[file];
      if (expectedError) {
        result.checks.push({
          field: 'expected_error',
          pass: result.status === expectedError,
          detail: result.status,
        });
      } else {
        for (const expectation of expectationsFor(file, corpusDir)) {
          // Unparsed: every expectation for the file fails.
          result.checks.push({
            field: 'parse',
            pass: false,
            detail: `${expectation.length >= 0 ? result.status : ''}`,
          });
        }
      }
    }
    results.push(result);
  }
  return { results, parsed: parsedByFile };
}

export function formatResults(results: FileResult[]): string[] {
  const lines: string[] = [];
  for (const r of results) {
    const passed = r.checks.filter((c) => c.pass).length;
    const accuracy = r.checks.length ? `${passed}/${r.checks.length} fields` : 'no expectations';
    lines.push(
      `${r.status === 'ok' ? 'OK ' : 'ERR'} ${r.file.padEnd(48)} ${(r.parseMethod ?? r.status).padEnd(20)} ${r.ms.toFixed(0).padStart(5)} ms  ${accuracy}`,
    );
    for (const check of r.checks.filter((c) => !c.pass))
      lines.push(`      ✗ ${check.field}: ${check.detail}`);
    for (const note of r.notes) lines.push(`      · ${note}`);
  }
  const ok = results.filter((r) => r.status === 'ok').length;
  const expectedErrors = results.filter(
    (r) => EXPECTED_ERRORS[r.file] && r.status === EXPECTED_ERRORS[r.file],
  ).length;
  const crashes = results.filter((r) => r.status.startsWith('crash')).length;
  const checks = results.flatMap((r) => r.checks);
  const passed = checks.filter((c) => c.pass).length;
  const byField = new Map<string, { pass: number; total: number }>();
  for (const check of checks) {
    const key = check.field.replace(/:.*/, '');
    const entry = byField.get(key) ?? { pass: 0, total: 0 };
    entry.total += 1;
    if (check.pass) entry.pass += 1;
    byField.set(key, entry);
  }
  lines.push('');
  lines.push(
    `TOTAL files ${results.length}: parsed ${ok}, expected errors ${expectedErrors}, other errors ${results.length - ok - expectedErrors - crashes}, crashes ${crashes}`,
  );
  lines.push(
    `TOTAL field checks ${passed}/${checks.length} (${checks.length ? ((passed / checks.length) * 100).toFixed(1) : '0'}%)`,
  );
  lines.push(
    `  by field: ${[...byField.entries()].map(([field, e]) => `${field} ${e.pass}/${e.total}`).join(', ')}`,
  );
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  lines.push(
    `  parse time p50 ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms`,
  );
  return lines;
}

export async function main(): Promise<void> {
  const corpusDir = resolveCorpusDir();
  if (!existsSync(path.join(corpusDir, 'resumes'))) {
    console.log(`eval:corpus: no corpus at ${corpusDir}; nothing to evaluate (skipped).`);
    return;
  }
  console.log(`Resume parser over ${path.join(corpusDir, 'resumes')}`);
  const { results, parsed } = await evaluateParser(corpusDir);
  for (const line of formatResults(results)) console.log(line);
  for (const section of evalSections) {
    console.log(`\n${section.title}`);
    for (const line of await section.run({ corpusDir, parsed })) console.log(line);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
