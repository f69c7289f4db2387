/**
 * Label section of `npm run eval:corpus`: the parser's output against the hand-made labels in
 * `../shared/corpus/labels/resumes.json` (read at run time, never copied). One compact table: field → value →
 * target, then the misses per file so a change can be traced to the documents it moved.
 *
 * Comparison rules follow the labels' README: case-insensitive, whitespace folded, Unicode punctuation
 * folded (NFKC, dashes, quotes, soft hyphens). A value in the wrong field counts as wrong (strict).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResumeDocument } from '../../packages/engine/src/index.ts';
import {
  wordsOf as conservationWords,
  documentWords,
} from '../../packages/engine/src/parse/structure/conservation.ts';
import type { EvalContext, EvalSection } from './section.ts';

export interface LabelWork {
  title: string | null;
  employer: string | null;
  location?: string | null;
  start: string | null;
  end: string | null;
  bullets: number;
  first_bullet_starts: string | null;
}

export interface LabelEducation {
  institution: string | null;
  degree: string | null;
  end: string | null;
  score: string | null;
}

export interface ResumeLabel {
  name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  links: string[];
  work: LabelWork[];
  education: LabelEducation[];
  skills: string[];
  sections: string[];
}

/** What the parser produced for one file, reduced to what the labels describe. */
export interface ParsedView {
  document: ResumeDocument;
  /** Section headings in reading order as printed (JSON Resume: the top-level keys with content). */
  sectionTitles: string[];
  /** The text the parse read; every word of the output must occur in it. */
  sourceText: string;
  /** Non-empty source lines whose words the output does not hold and no recorded drop explains. */
  lostLines: string[];
}

/** Case, whitespace, NFKC, dashes, quotes and soft hyphens folded, per the labels' README. */
export function fold(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .replace(/\u00AD/g, '-')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(/[“”]/g, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const alnumTokens = (text: string | null | undefined) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Equal after folding and ignoring punctuation at the edges ('Employer.' = 'Employer'). */
export function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  return alnumTokens(a).join(' ') === alnumTokens(b).join(' ');
}

/** The label's date form: 'YYYY-MM', 'YYYY', 'present' or null. */
function dateKey(date: { iso?: string; text: string } | undefined, current = false): string | null {
  if (current && (!date || /present|current|now|today|ongoing|date/i.test(date.text))) return 'present';
  return date?.iso ?? null;
}

export function workFields(
  entry: ResumeDocument['work'][number],
): Record<'title' | 'employer' | 'location' | 'start' | 'end', string | null> {
  return {
    title: entry.position || null,
    employer: entry.company || null,
    location: entry.location ?? null,
    start: dateKey(entry.start),
    end: entry.current ? 'present' : dateKey(entry.end),
  };
}

const WORK_KEYS = ['title', 'employer', 'start', 'end'] as const;

function workAgreement(label: LabelWork, entry: ResumeDocument['work'][number]): number {
  const ours = workFields(entry);
  return WORK_KEYS.filter((k) =>
    k === 'start' || k === 'end' ? label[k] === ours[k] : sameText(label[k], ours[k]),
  ).length;
}

/**
 * Pairs each labelled entry with at most one parsed entry: the one agreeing on most fields, earlier first;
 * document order breaks ties. Unpaired entries on either side count against F1.
 */
export function alignEntries<L, P>(
  labels: L[],
  parsed: P[],
  agreement: (l: L, p: P) => number,
): (P | undefined)[] {
  const used = new Set<number>();
  const pairs: { l: number; p: number; score: number }[] = [];
  for (const [l, label] of labels.entries())
    for (const [p, item] of parsed.entries()) pairs.push({ l, p, score: agreement(label, item) });
  pairs.sort((a, b) => b.score - a.score || Math.abs(a.l - a.p) - Math.abs(b.l - b.p) || a.l - b.l);
  const out: (P | undefined)[] = labels.map(() => undefined);
  for (const pair of pairs) {
    if (pair.score <= 0 || out[pair.l] !== undefined || used.has(pair.p)) continue;
    out[pair.l] = parsed[pair.p];
    used.add(pair.p);
  }
  return out;
}

/** 'Bachelor of Science in Computer Science' from the two parts the model keeps. */
function degreeMatches(label: string | null, entry: ResumeDocument['education'][number]): boolean {
  if (!label) return !entry.studyType && !entry.area;
  const connectors = new Set(['in', 'of']);
  const strip = (t: string[]) => t.filter((w) => !connectors.has(w)).join(' ');
  const want = strip(alnumTokens(label));
  const ours = strip([...alnumTokens(entry.studyType), ...alnumTokens(entry.area)]);
  return want === ours;
}

function educationEnd(entry: ResumeDocument['education'][number]): string | null {
  const iso = entry.end?.iso ?? (entry.end ? undefined : entry.start?.iso);
  return iso ? iso.slice(0, 4) : null;
}

function scoreMatches(label: string | null, entry: ResumeDocument['education'][number]): boolean {
  if (!label) return !entry.score;
  const ours = fold(entry.score?.text).replace(/\s+/g, '');
  return ours.includes(fold(label).replace(/\s+/g, ''));
}

function educationAgreement(label: LabelEducation, entry: ResumeDocument['education'][number]): number {
  return (
    (sameText(label.institution, entry.institution) ? 1 : 0) +
    (degreeMatches(label.degree, entry) ? 1 : 0) +
    (label.end === educationEnd(entry) ? 1 : 0)
  );
}

const topLevel = (entry: ResumeDocument['work'][number] | undefined) =>
  entry?.highlights.filter((h) => !h.level) ?? [];

function sentenceCount(texts: string[]): number {
  return texts.reduce((n, t) => n + Math.max(1, (t.match(/[.!?;](\s+(?=[\p{Lu}\d])|$)/gu) ?? []).length), 0);
}

/**
 * Bullets attached to the right entry: its first bullet starts as labelled and the count is about right.
 * The labels count top-level bullets only, so sub-bullets (`level`) are left out here too.
 */
function bulletsAttached(label: LabelWork, entry: ResumeDocument['work'][number] | undefined): boolean {
  const texts = topLevel(entry).map((h) => h.text);
  if (label.bullets === 0) return texts.length === 0;
  if (!label.first_bullet_starts || !entry) return false;
  const first = alnumTokens(texts[0]).join(' ');
  if (!first.startsWith(alnumTokens(label.first_bullet_starts).join(' '))) return false;
  const tolerance = Math.max(1, Math.round(label.bullets * 0.25));
  return (
    Math.abs(texts.length - label.bullets) <= tolerance ||
    Math.abs(sentenceCount(texts) - label.bullets) <= tolerance
  );
}

/** Length of the longest common subsequence: headings found in the printed order. */
function lcs(a: string[], b: string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0;
      row[j] = x === b[j - 1] ? diagonal + 1 : Math.max(above, row[j - 1] ?? 0);
      diagonal = above;
    }
  }
  return row[b.length] ?? 0;
}

const wordsOf = (text: string) => new Set(fold(text).match(/[\p{L}\p{N}]+/gu) ?? []);

/**
 * Conservation: the non-empty lines of the source whose words the output does not all hold, leaving out
 * lines the parser recorded as dropped (running headers and footers, a cover letter). What counts as a
 * word and as "held" is the engine's own definition (parse/structure/conservation.ts); here it is applied
 * to the whole extracted text of a real file, where the engine applies it line by line while parsing.
 */
export function lostLines(
  doc: ResumeDocument,
  source: string,
  dropped: string[],
  headings: string[] = [],
): string[] {
  const have = documentWords(doc);
  for (const heading of headings) for (const w of conservationWords(heading)) have.add(w);
  const droppedLines = new Set(dropped.map(fold));
  return source
    .split('\n')
    .filter((line) => line.trim() && !droppedLines.has(fold(line)))
    .filter((line) => conservationWords(line).some((w) => !have.has(w)));
}

/** Our own small vocabulary: month names a JSON Resume date is written with. */
const OWN_WORDS = new Set([
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
  'present',
]);

/** Words of the output that the source text does not hold (provenance: nothing invented). */
export function foreignWords(doc: ResumeDocument, source: string): string[] {
  const have = wordsOf(source);
  const out = new Set<string>();
  const visit = (value: unknown, key?: string): void => {
    if (key === 'id' || key === 'iso' || key === 'network' || key === 'kind' || key === 'sectionOrder')
      return;
    if (key === 'url' || key === 'title' || key === 'countryCode') return;
    if (typeof value === 'string') {
      for (const w of wordsOf(value)) if (!have.has(w) && !OWN_WORDS.has(w)) out.add(w);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  visit(doc);
  return [...out];
}

interface Tally {
  pass: number;
  total: number;
}
const tally = (): Tally => ({ pass: 0, total: 0 });
const add = (t: Tally, pass: boolean) => {
  t.total += 1;
  if (pass) t.pass += 1;
};

export interface LabelScores {
  contact: Record<'name' | 'email' | 'phone' | 'location', Tally>;
  links: Tally;
  work: { matched: number; labelled: number; parsed: number };
  workFields: Record<'title' | 'employer' | 'location' | 'start' | 'end', Tally>;
  bullets: Tally;
  education: { matched: number; labelled: number; parsed: number };
  educationFields: Record<'institution' | 'degree' | 'end' | 'score', Tally>;
  skills: Tally;
  sections: Tally;
  sectionFilesExact: Tally;
  lostLines: number;
  foreignWords: number;
  misses: Map<string, string[]>;
}

export function emptyScores(): LabelScores {
  return {
    contact: { name: tally(), email: tally(), phone: tally(), location: tally() },
    links: tally(),
    work: { matched: 0, labelled: 0, parsed: 0 },
    workFields: { title: tally(), employer: tally(), location: tally(), start: tally(), end: tally() },
    bullets: tally(),
    education: { matched: 0, labelled: 0, parsed: 0 },
    educationFields: { institution: tally(), degree: tally(), end: tally(), score: tally() },
    skills: tally(),
    sections: tally(),
    sectionFilesExact: tally(),
    lostLines: 0,
    foreignWords: 0,
    misses: new Map(),
  };
}

/** Scores one file into `scores`; misses are kept per file for the printout. */
export function scoreFile(file: string, label: ResumeLabel, view: ParsedView, scores: LabelScores): void {
  const doc = view.document;
  const misses: string[] = [];
  const check = (t: Tally, pass: boolean, what: string) => {
    add(t, pass);
    if (!pass) misses.push(what);
  };
  const b = doc.basics;
  check(scores.contact.name, sameText(label.name, b.name), `name: ${b.name || '—'} ≠ ${label.name}`);
  check(
    scores.contact.email,
    fold(label.email) === fold(b.email),
    `email: ${b.email ?? '—'} ≠ ${label.email}`,
  );
  check(
    scores.contact.phone,
    fold(label.phone) === fold(b.phone),
    `phone: ${b.phone ?? '—'} ≠ ${label.phone}`,
  );
  check(
    scores.contact.location,
    sameText(label.location, b.location?.text),
    `location: ${b.location?.text ?? '—'} ≠ ${label.location}`,
  );
  const ourLinks = [b.url ?? '', ...b.profiles.flatMap((p) => [p.url, p.username ?? ''])].map(fold);
  for (const link of label.links) {
    const want = fold(link)
      .replace(/^https?:\/\//, '')
      .replace(/^@/, '');
    check(
      scores.links,
      ourLinks.some((l) => l.includes(want)),
      `link ${link}`,
    );
  }

  const aligned = alignEntries(label.work, doc.work, workAgreement);
  scores.work.labelled += label.work.length;
  scores.work.parsed += doc.work.length;
  for (const [i, want] of label.work.entries()) {
    const entry = aligned[i];
    const ours = entry ? workFields(entry) : undefined;
    const full = Boolean(entry && workAgreement(want, entry) === WORK_KEYS.length);
    if (full) scores.work.matched += 1;
    for (const key of ['title', 'employer', 'location', 'start', 'end'] as const) {
      if (key === 'location' && want.location === undefined) continue;
      const pass =
        key === 'start' || key === 'end'
          ? want[key] === (ours?.[key] ?? null)
          : sameText(want[key], ours?.[key]);
      check(scores.workFields[key], pass, `work ${i + 1} ${key}: ${ours?.[key] ?? '—'} ≠ ${want[key]}`);
    }
    check(
      scores.bullets,
      bulletsAttached(want, entry),
      `work ${i + 1} bullets: ${topLevel(entry).length} [${(topLevel(entry)[0]?.text ?? '—').slice(0, 50)}] ≠ ${want.bullets} [${want.first_bullet_starts}]`,
    );
  }
  if (doc.work.length > label.work.length)
    misses.push(`work: ${doc.work.length - label.work.length} extra entries`);

  const alignedEdu = alignEntries(label.education, doc.education, educationAgreement);
  scores.education.labelled += label.education.length;
  scores.education.parsed += doc.education.length;
  for (const [i, want] of label.education.entries()) {
    const entry = alignedEdu[i];
    if (entry && educationAgreement(want, entry) === 3) scores.education.matched += 1;
    const got = entry
      ? `${entry.institution} / ${[entry.studyType, entry.area].filter(Boolean).join(' + ')} / ${educationEnd(entry)}`
      : '—';
    check(
      scores.educationFields.institution,
      Boolean(entry) && sameText(want.institution, entry?.institution),
      `edu ${i + 1} institution: ${got} ≠ ${want.institution}`,
    );
    check(
      scores.educationFields.degree,
      Boolean(entry) && degreeMatches(want.degree, entry as never),
      `edu ${i + 1} degree: ${got} ≠ ${want.degree}`,
    );
    check(
      scores.educationFields.end,
      (entry ? educationEnd(entry) : null) === want.end && Boolean(entry),
      `edu ${i + 1} end: ${got} ≠ ${want.end}`,
    );
    check(
      scores.educationFields.score,
      Boolean(entry) && scoreMatches(want.score, entry as never),
      `edu ${i + 1} score: ${entry?.score?.text ?? '—'} ≠ ${want.score}`,
    );
  }

  const ourSkills = new Set(doc.skills.flatMap((s) => s.keywords).map((k) => alnumTokens(k).join(' ')));
  const missingSkills = label.skills.filter((s) => !ourSkills.has(alnumTokens(s).join(' ')));
  for (const skill of label.skills) add(scores.skills, !missingSkills.includes(skill));
  if (missingSkills.length)
    misses.push(
      `skills missing: ${missingSkills.slice(0, 6).join(', ')}${missingSkills.length > 6 ? ', …' : ''}`,
    );

  const wantSections = label.sections.map((s) => alnumTokens(s).join(' '));
  const ourSections = view.sectionTitles.map((s) => alnumTokens(s).join(' '));
  const common = lcs(ourSections, wantSections);
  scores.sections.pass += common;
  scores.sections.total += wantSections.length;
  const exact = common === wantSections.length && ourSections.length === wantSections.length;
  check(scores.sectionFilesExact, exact, `sections: [${view.sectionTitles.join(', ')}]`);

  scores.lostLines += view.lostLines.length;
  for (const line of view.lostLines.slice(0, 5)) misses.push(`lost line: ${line.slice(0, 70)}`);
  const foreign = foreignWords(doc, view.sourceText);
  scores.foreignWords += foreign.length;
  if (foreign.length) misses.push(`words not in the source: ${foreign.slice(0, 8).join(', ')}`);
  scores.misses.set(file, misses);
}

const pct = (t: Tally) => (t.total ? `${((t.pass / t.total) * 100).toFixed(1)}%` : 'n/a');
const f1 = (m: { matched: number; labelled: number; parsed: number }) =>
  m.labelled + m.parsed ? (2 * m.matched) / (m.labelled + m.parsed) : 1;

/** The compact table: field → value → target. */
export function formatScores(scores: LabelScores, files: number): string[] {
  const rows: [string, string, string][] = [
    ['name', pct(scores.contact.name), '100%'],
    ['email', pct(scores.contact.email), '100%'],
    ['phone (as printed)', pct(scores.contact.phone), '100%'],
    ['location', pct(scores.contact.location), '—'],
    ['links (recall)', pct(scores.links), '—'],
    [
      'work entries F1 (title+employer+start+end)',
      `${f1(scores.work).toFixed(3)} (${scores.work.matched} of ${scores.work.labelled} labelled, ${scores.work.parsed} parsed)`,
      '≥ 0.95',
    ],
    ...(['title', 'employer', 'location', 'start', 'end'] as const).map((k): [string, string, string] => [
      `  work ${k} (strict)`,
      pct(scores.workFields[k]),
      '—',
    ]),
    ['bullets to the right entry', pct(scores.bullets), '≥ 95%'],
    [
      'education F1 (institution+degree+end)',
      `${f1(scores.education).toFixed(3)} (${scores.education.matched} of ${scores.education.labelled} labelled, ${scores.education.parsed} parsed)`,
      '≥ 0.95',
    ],
    ...(['institution', 'degree', 'end', 'score'] as const).map((k): [string, string, string] => [
      `  education ${k} (strict)`,
      pct(scores.educationFields[k]),
      '—',
    ]),
    ['skills (recall of labelled)', pct(scores.skills), '—'],
    ['section headings in order (LCS recall)', pct(scores.sections), '—'],
    ['files with the exact section order', pct(scores.sectionFilesExact), '—'],
    ['lost lines (not in output, not a recorded drop)', String(scores.lostLines), '0'],
    ['output words not in the source text', String(scores.foreignWords), '0'],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  const valueWidth = Math.max(...rows.map((r) => r[1].length));
  const lines = [
    `${files} labelled files`,
    `${'field'.padEnd(width)}  ${'value'.padEnd(valueWidth)}  target`,
  ];
  for (const [field, value, target] of rows)
    lines.push(`${field.padEnd(width)}  ${value.padEnd(valueWidth)}  ${target}`);
  return lines;
}

export function readLabels(corpusDir: string): Record<string, ResumeLabel> | undefined {
  const file = path.join(corpusDir, 'labels', 'resumes.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ResumeLabel>;
}

/** Keys of a JSON Resume file that hold content, in file order: its "sections". */
export function jsonSectionTitles(source: string): string[] {
  try {
    const json = JSON.parse(source) as Record<string, unknown>;
    return Object.entries(json)
      .filter(([key, value]) => {
        if (key === 'meta' || key === '$schema') return false;
        if (Array.isArray(value)) return value.length > 0;
        if (value && typeof value === 'object') return Object.keys(value).length > 0;
        return Boolean(value);
      })
      .map(([key]) => key);
  } catch {
    return [];
  }
}

export const labelSection: EvalSection = {
  title: 'Parse accuracy against ../shared/corpus/labels/resumes.json',
  run: async (context: EvalContext) => {
    const labels = readLabels(context.corpusDir);
    if (!labels) return ['no labels; skipped'];
    const scores = emptyScores();
    let files = 0;
    for (const [file, label] of Object.entries(labels)) {
      const parsed = context.parsed.get(file);
      if (!parsed) {
        scores.misses.set(file, ['not parsed']);
        continue;
      }
      files += 1;
      const view: ParsedView = {
        document: parsed.document,
        sectionTitles:
          parsed.parseMethod === 'json-resume'
            ? jsonSectionTitles(parsed.text)
            : parsed.sections.filter((s) => !s.inline).map((s) => s.title),
        // Running headers, footers and cover-letter pages are source text too, though not document text.
        sourceText: [parsed.text, ...parsed.dropped.map((d) => d.text)].join('\n'),
        lostLines:
          parsed.parseMethod === 'json-resume'
            ? []
            : lostLines(
                parsed.document,
                parsed.text,
                parsed.dropped.map((d) => d.text),
                parsed.sections.map((s) => s.title),
              ),
      };
      scoreFile(file, label, view, scores);
    }
    const lines = formatScores(scores, files);
    if (process.env.EVAL_VERBOSE !== '0') {
      lines.push('', 'Misses per file:');
      for (const [file, misses] of scores.misses) {
        if (misses.length === 0) continue;
        lines.push(`  ${file}`);
        for (const miss of misses) lines.push(`      ✗ ${miss}`);
      }
    }
    return lines;
  },
};
