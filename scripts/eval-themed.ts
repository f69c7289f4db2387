/**
 * `npm run eval:themed`: the parser measured on resumes nobody tuned it to. Made-up people (JSON Resume,
 * `themed-set/personas.ts`) are rendered in layouts unlike the product's own — the job-board text export, a
 * hand-typed text resume, Markdown, two Word layouts, and third-party JSON Resume themes printed to PDF by
 * Chromium — and each file is parsed back and compared with the JSON it came from.
 *
 * The people are split once into dev (70%) and test (30%) by a hash of their id, so every rendering of one
 * person is on the same side. Only dev misses are ever printed: rules are fixed by reading dev, and test is
 * the figure that says whether they generalise.
 *
 *   npm run eval:themed                      both splits, totals by layout
 *   npm run eval:themed -- --misses          also each dev file's misses
 *   npm run eval:themed -- --count 120 --no-themes --layout board
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type ParsedResume, parseResume, renderResume } from '../packages/engine/src/index.ts';
import { docxLayout } from './themed-set/docx-layouts.ts';
import { type GeneratedResume, generateResumes } from './themed-set/personas.ts';
import { hashString } from './themed-set/random.ts';
import { type DocumentScore, FIELDS, type Field, scoreDocument } from './themed-set/score.ts';
import { boardText, markdown, plainText } from './themed-set/text-layouts.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(repoRoot, '.cache/themed-set');

export type Split = 'dev' | 'test';
/** 70% dev, 30% test, by person: never changes once a person exists. */
export const splitOf = (id: string): Split => (hashString(`split:${id}`) % 10 < 7 ? 'dev' : 'test');

interface SetFile {
  person: GeneratedResume;
  layout: string;
  fileName: string;
  bytes: Uint8Array;
}

const TEXT_LAYOUTS: Record<string, { ext: string; render: (r: GeneratedResume) => string }> = {
  board: { ext: 'txt', render: boardText },
  plain: { ext: 'txt', render: plainText },
  markdown: { ext: 'md', render: markdown },
};

async function buildFiles(
  people: GeneratedResume[],
  layouts: Set<string>,
  themes: boolean,
): Promise<SetFile[]> {
  const files: SetFile[] = [];
  const encoder = new TextEncoder();
  for (const person of people) {
    for (const [layout, { ext, render }] of Object.entries(TEXT_LAYOUTS)) {
      if (!layouts.has(layout)) continue;
      files.push({
        person,
        layout,
        fileName: `${person.meta.id}.${layout}.${ext}`,
        bytes: encoder.encode(render(person)),
      });
    }
    if (layouts.has('docx'))
      files.push({
        person,
        layout: 'docx',
        fileName: `${person.meta.id}.docx`,
        bytes: await docxLayout(person),
      });
  }
  if (themes && layouts.has('theme')) files.push(...(await themeFiles(people)));
  return files;
}

/** Two themes a person, rotating through the kept themes so each theme meets every domain. */
async function themeFiles(people: GeneratedResume[]): Promise<SetFile[]> {
  const { THEMES, ensureThemesInstalled, renderThroughThemes, shortName } = await import(
    './themed-set/theme-render.ts'
  );
  ensureThemesInstalled(repoRoot);
  const pick = (id: string) => {
    const start = hashString(id) % THEMES.length;
    return [THEMES[start], THEMES[(start + 3) % THEMES.length]].filter((t): t is string => !!t);
  };
  const outDir = path.join(cacheDir, 'themes');
  mkdirSync(outDir, { recursive: true });
  const { files, failures } = await renderThroughThemes(
    people as unknown as Array<{ meta: { id: string } } & Record<string, unknown>>,
    pick,
    outDir,
    repoRoot,
  );
  for (const failure of failures.slice(0, 10)) console.log(`theme render failed: ${failure}`);
  const byId = new Map(people.map((p) => [p.meta.id, p]));
  return files.flatMap((file) => {
    const person = byId.get(file.resumeId);
    return person
      ? [
          {
            person,
            layout: `theme:${shortName(file.theme)}`,
            fileName: file.fileName,
            bytes: readFileSync(file.path),
          },
        ]
      : [];
  });
}

interface Totals {
  files: number;
  failed: number;
  fields: Record<Field, { right: number; asked: number }>;
  words: number;
  missing: number;
  lostLines: number;
  filesLosingLines: number;
  emptyWork: number;
  emptyEducation: number;
}

const emptyTotals = (): Totals => ({
  files: 0,
  failed: 0,
  fields: Object.fromEntries(FIELDS.map((f) => [f, { right: 0, asked: 0 }])) as Totals['fields'],
  words: 0,
  missing: 0,
  lostLines: 0,
  filesLosingLines: 0,
  emptyWork: 0,
  emptyEducation: 0,
});

function add(totals: Totals, score: DocumentScore): void {
  totals.files += 1;
  for (const field of FIELDS) {
    totals.fields[field].right += score.fields[field].right;
    totals.fields[field].asked += score.fields[field].asked;
  }
  totals.words += score.words;
  totals.missing += score.missingWords.length;
  totals.lostLines += score.lostLines.length;
  if (score.lostLines.length > 0) totals.filesLosingLines += 1;
  if (score.emptyWork) totals.emptyWork += 1;
  if (score.emptyEducation) totals.emptyEducation += 1;
}

const pct = (right: number, asked: number) => (asked === 0 ? '—' : `${((100 * right) / asked).toFixed(1)}%`);

function row(name: string, t: Totals): string {
  const cells = FIELDS.map((f) => pct(t.fields[f].right, t.fields[f].asked).padStart(7));
  return [
    name.padEnd(22),
    String(t.files).padStart(5),
    ...cells,
    pct(t.missing, t.words).padStart(7),
    String(t.filesLosingLines).padStart(6),
    String(t.emptyWork).padStart(6),
    String(t.emptyEducation).padStart(6),
    String(t.failed).padStart(5),
  ].join(' ');
}

const HEADER = [
  'layout'.padEnd(22),
  'files'.padStart(5),
  ...FIELDS.map((f) => f.padStart(7)),
  'missing'.padStart(7),
  'losing'.padStart(6),
  'noWork'.padStart(6),
  'noEdu'.padStart(6),
  'fail'.padStart(5),
].join(' ');

async function parseOne(file: SetFile): Promise<{ parsed: ParsedResume; exportText: string }> {
  const parsed = await parseResume(file.bytes, file.fileName);
  const exported = await renderResume(parsed.document, { format: 'txt' });
  return { parsed, exportText: exported.text ?? '' };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '300' },
      layout: { type: 'string', multiple: true },
      'no-themes': { type: 'boolean', default: false },
      misses: { type: 'boolean', default: false },
      file: { type: 'string' },
    },
  });
  const people = generateResumes(Number(values.count));
  const layouts = new Set(values.layout ?? ['board', 'plain', 'markdown', 'docx', 'theme']);
  const files = await buildFiles(people, layouts, !values['no-themes']);
  mkdirSync(path.join(cacheDir, 'files'), { recursive: true });
  const bySplit: Record<Split, Map<string, Totals>> = { dev: new Map(), test: new Map() };
  const missLines: string[] = [];
  for (const file of files) {
    if (values.file && !file.fileName.includes(values.file)) continue;
    const split = splitOf(file.person.meta.id);
    const totalsFor = (key: string) => {
      const existing = bySplit[split].get(key);
      if (existing) return existing;
      const created = emptyTotals();
      bySplit[split].set(key, created);
      return created;
    };
    const cached = path.join(cacheDir, 'files', file.fileName);
    writeFileSync(cached, file.bytes);
    try {
      const { parsed, exportText } = await parseOne(file);
      const score = scoreDocument(file.person, parsed, exportText);
      add(totalsFor(file.layout), score);
      add(totalsFor('all'), score);
      if (split === 'dev' && values.misses && (score.misses.length > 0 || score.lostLines.length > 0)) {
        missLines.push(`${file.fileName}`);
        for (const miss of score.misses) missLines.push(`  ${miss}`);
        for (const line of score.lostLines.slice(0, 4)) missLines.push(`  lost: ${line.slice(0, 90)}`);
      }
    } catch (error) {
      totalsFor(file.layout).failed += 1;
      totalsFor('all').failed += 1;
      if (split === 'dev') missLines.push(`${file.fileName}: ${(error as Error).message}`);
    }
  }
  if (missLines.length > 0) console.log(missLines.join('\n'));
  for (const split of ['dev', 'test'] as const) {
    console.log(`\n${split} (${people.filter((p) => splitOf(p.meta.id) === split).length} people)`);
    console.log(HEADER);
    const keys = [...bySplit[split].keys()].filter((k) => k !== 'all').sort();
    for (const key of keys) console.log(row(key, bySplit[split].get(key) as Totals));
    const all = bySplit[split].get('all');
    if (all) console.log(row('all', all));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
