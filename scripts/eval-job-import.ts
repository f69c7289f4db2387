/**
 * `npm run eval:job-import`: runs the job-posting extractor (apps/server/src/modules/job-import) over the
 * saved real pages in `../shared/corpus/job_board_html` and compares with `EXPECTED.json` beside them:
 * title, company and description length per page, plus the method that found the posting and the time
 * it took. For Naukri's job API answer it reads every record as the board-data reader would. Nothing
 * is fetched; skips cleanly when the corpus is absent. Evaluation only: no corpus file is a test fixture.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postingFromData } from '../apps/server/src/modules/job-import/embedded-data.ts';
import { readPosting } from '../apps/server/src/modules/job-import/extract-posting.ts';
import { EXTRACTED_DESCRIPTION_MIN_CHARS } from '../packages/contract/src/index.ts';

interface PageExpectation {
  title?: string;
  title_contains?: string;
  company?: string;
  description_min_chars?: number;
  has_jobposting_jsonld?: boolean;
  records?: number;
}

interface Check {
  what: string;
  pass: boolean;
  detail: string;
}

/** Where each saved page came from, as the extractor would have fetched it. */
const PAGE_ADDRESSES: Record<string, string> = {
  'indeed_au_papercut_senior_devops.html': 'https://au.indeed.com/viewjob?jk=saved',
  // SEEK is not one of our boards: the page shows how the generic readers do on an unknown layout.
  'seek_au_iterate_senior_platform_engineer.html': 'https://www.seek.com.au/job/saved',
};

const same = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

function evaluatePage(file: string, html: string, expected: PageExpectation): string[] {
  const started = performance.now();
  const outcome = readPosting({
    url: PAGE_ADDRESSES[file] ?? 'https://www.example.org/',
    status: 200,
    body: html,
  });
  const ms = Math.round(performance.now() - started);
  if (outcome.kind !== 'posting')
    return [`  ${file}: ${outcome.kind} (${ms} ms)`, '    FAIL no posting found'];
  const posting = outcome.posting;
  const checks: Check[] = [];
  if (expected.title)
    checks.push({
      what: 'title',
      pass: same(posting.jobTitle, expected.title),
      detail: `${posting.jobTitle}`,
    });
  if (expected.title_contains)
    checks.push({
      what: 'title contains',
      pass: (posting.jobTitle ?? '').toLowerCase().includes(expected.title_contains.toLowerCase()),
      detail: `${posting.jobTitle}`,
    });
  if (expected.company)
    checks.push({
      what: 'company',
      pass: same(posting.company, expected.company),
      detail: `${posting.company}`,
    });
  const minChars = Math.max(expected.description_min_chars ?? 0, EXTRACTED_DESCRIPTION_MIN_CHARS);
  checks.push({
    what: `description ≥ ${minChars} chars`,
    pass: posting.jobDescription.length >= minChars,
    detail: `${posting.jobDescription.length} chars`,
  });
  if (expected.has_jobposting_jsonld !== undefined)
    checks.push({
      what: expected.has_jobposting_jsonld ? 'found by JSON-LD' : 'not from JSON-LD (decoy ignored)',
      pass: (posting.source === 'json-ld') === expected.has_jobposting_jsonld,
      detail: posting.source,
    });
  checks.push({ what: 'no markup left', pass: !/<\/?[a-z][^>]*>/i.test(posting.jobDescription), detail: '' });
  return [
    `  ${file}: ${posting.source}, ${ms} ms, location ${posting.location ?? '—'}`,
    ...checks.map((c) => `    ${c.pass ? 'pass' : 'FAIL'} ${c.what}${c.detail ? `: ${c.detail}` : ''}`),
  ];
}

function evaluateNaukriRecords(file: string, json: string, expected: PageExpectation): string[] {
  const records = JSON.parse(json) as Array<Record<string, unknown>>;
  let titleAndCompany = 0;
  let credible = 0;
  let read = 0;
  const lengths: number[] = [];
  for (const record of records) {
    const found = postingFromData(record as never);
    // A record whose description is a one-line stub (under 80 characters) is not read as a posting.
    if (!found) continue;
    read += 1;
    if (found.jobTitle === record.title && found.company === record.companyName) titleAndCompany += 1;
    lengths.push(found.jobDescription.length);
    if (found.jobDescription.length >= EXTRACTED_DESCRIPTION_MIN_CHARS) credible += 1;
  }
  lengths.sort((a, b) => a - b);
  const median = lengths[Math.floor(lengths.length / 2)] ?? 0;
  const countOk = expected.records === undefined || records.length === expected.records;
  return [
    `  ${file}: ${records.length} records read as board data`,
    `    ${countOk ? 'pass' : 'FAIL'} record count: ${records.length}${expected.records ? ` (expected ${expected.records})` : ''}`,
    `    info  records with a description to read (≥ 80 chars): ${read}/${records.length}`,
    `    ${titleAndCompany === read ? 'pass' : 'FAIL'} title and company of those read: ${titleAndCompany}/${read}`,
    `    info  description ≥ ${EXTRACTED_DESCRIPTION_MIN_CHARS} chars: ${credible}/${records.length} (median ${median}; search snippets are often truncated, which is why a job link is fetched for its full posting)`,
  ];
}

export function main(
  corpusDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/corpus'),
): number {
  const dir = path.join(corpusDir, 'job_board_html');
  const expectationsFile = path.join(dir, 'EXPECTED.json');
  if (!existsSync(expectationsFile)) {
    console.log(`eval:job-import: ${dir} not found, nothing to evaluate.`);
    return 0;
  }
  const expectations = JSON.parse(readFileSync(expectationsFile, 'utf8')) as Record<string, PageExpectation>;
  const lines: string[] = ['Job-posting extraction over saved board pages'];
  for (const [file, expected] of Object.entries(expectations)) {
    if (file.startsWith('_')) continue;
    const full = path.join(dir, file);
    if (!existsSync(full)) {
      lines.push(`  ${file}: missing`);
      continue;
    }
    const content = readFileSync(full, 'utf8');
    lines.push(
      ...(file.endsWith('.json')
        ? evaluateNaukriRecords(file, content, expected)
        : evaluatePage(file, content, expected)),
    );
  }
  const passed = lines.filter((line) => line.trimStart().startsWith('pass')).length;
  const failed = lines.filter((line) => line.trimStart().startsWith('FAIL')).length;
  lines.push(`checks: ${passed} passed, ${failed} failed`);
  console.log(lines.join('\n'));
  return failed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
