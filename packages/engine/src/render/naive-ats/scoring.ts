import { openPdf } from '../../parse/extract/pdf.ts';

/**
 * A second stand-in for the ATS parsers we do not control, built the other common way: by scoring
 * features. Open-source resume parsers on pdf.js (OpenResume's is the best known) read a PDF so: text
 * items in file order, grouped into lines; a section title is a line of one bold item in capitals, or
 * a short line holding a usual heading word; entries split where the line gap widens (or, with no such
 * gap, at a bold line); and each field is the item that scores best on simple features: a job-title
 * word, bold type, a year. Written from the published description of that method, not from its code.
 *
 * The naive reader (reading.ts) takes the first line of an entry as its title; this one does not care
 * where a field stands, only how it looks, so the two fail on different files.
 */

interface Item {
  text: string;
  page: number;
  x: number;
  y: number;
  width: number;
  bold: boolean;
}

export interface ScoredEntry {
  title: string;
  employer: string;
  dates: string;
}

export interface ScoredReading {
  name: string;
  jobs: ScoredEntry[];
}

const HEADING_WORDS = [
  'experience',
  'education',
  'project',
  'skill',
  'job',
  'course',
  'objective',
  'summary',
  'award',
  'honor',
  'profile',
  'employment',
  'work',
  'history',
  'certification',
  'language',
  'interest',
  'volunteer',
  'publication',
];
const WORK_HEADING = /\b(?:experience|employment|work|jobs?)\b/i;
/** Words that name a job; a title scores on one of them. */
const TITLE_WORDS = new RegExp(
  String.raw`\b(?:${[
    'accountant',
    'administrator',
    'advisor',
    'agent',
    'analyst',
    'architect',
    'assistant',
    'associate',
    'auditor',
    'cashier',
    'chef',
    'clerk',
    'consultant',
    'coordinator',
    'designer',
    'developer',
    'director',
    'driver',
    'editor',
    'engineer',
    'founder',
    'head',
    'intern',
    'lead',
    'manager',
    'nurse',
    'officer',
    'owner',
    'president',
    'programmer',
    'recruiter',
    'representative',
    'researcher',
    'scientist',
    'server',
    'specialist',
    'supervisor',
    'teacher',
    'technician',
    'tutor',
    'volunteer',
    'writer',
  ].join('|')})s?\b`,
  'i',
);
/** True when the text holds a word that names a job (a title a scoring reader can find). */
export const hasJobWord = (text: string) => TITLE_WORDS.test(text);

const YEAR = /\b(?:19|20)\d{2}\b/;
const MONTH =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;
const BULLET = /^[•\-–*▪◦]\s/;
/** A gap between entries is this much wider than the usual line gap. */
const ENTRY_GAP_RATIO = 1.4;

type Feature = [test: (text: string, item: Item) => boolean, score: number];

/** The item scoring highest on the features; the first of equals; none when every score is ≤ 0. */
function best(items: Item[], features: Feature[]): Item | undefined {
  let top: { item: Item; score: number } | undefined;
  for (const item of items) {
    const score = features.reduce((sum, [test, value]) => sum + (test(item.text, item) ? value : 0), 0);
    if (score > 0 && (!top || score > top.score)) top = { item, score };
  }
  return top?.item;
}

const NAME_FEATURES: Feature[] = [
  [(text) => /^[\p{L} .'-]+$/u.test(text), 3],
  [(_, item) => item.bold, 2],
  [(text) => /\p{L}/u.test(text) && text === text.toUpperCase(), 2],
  [(text) => /[@\d,/]/.test(text), -4],
];
const DATE_FEATURES: Feature[] = [
  [(text) => YEAR.test(text), 1],
  [(text) => MONTH.test(text), 1],
  [(text) => /present|current/i.test(text), 1],
];
const TITLE_FEATURES: Feature[] = [
  [(text) => TITLE_WORDS.test(text), 4],
  [(text) => /\d/.test(text), -4],
  [(text) => text.split(/\s+/).length > 5, -2],
];
const EMPLOYER_FEATURES: Feature[] = [
  [() => true, 1],
  [(_, item) => item.bold, 2],
  [(text) => TITLE_WORDS.test(text), -4],
  [(text) => /\d/.test(text), -4],
  [(text) => /^[|·•,–-]$/.test(text), -10],
];

/** Items on one line, with neighbours closer than a character's width merged into one. */
function mergeClose(line: Item[], charWidth: number): Item[] {
  const merged: Item[] = [];
  for (const item of line) {
    const last = merged.at(-1);
    if (last && item.x - (last.x + last.width) <= charWidth) {
      const gap = item.x - (last.x + last.width) > charWidth / 4 && !last.text.endsWith(' ') ? ' ' : '';
      merged[merged.length - 1] = {
        ...last,
        text: `${last.text}${gap}${item.text}`,
        width: item.x + item.width - last.x,
        bold: last.bold && item.bold,
      };
    } else merged.push({ ...item });
  }
  return merged.map((item) => ({ ...item, text: item.text.trim() })).filter((item) => item.text);
}

const isSectionTitle = (line: Item[]) => {
  if (line.length !== 1) return false;
  const text = (line[0] as Item).text;
  if ((line[0] as Item).bold && /\p{L}/u.test(text) && text === text.toUpperCase()) return true;
  const words = text.split(/\s+/).filter((word) => word !== '&');
  return (
    words.length <= 2 &&
    /^[\p{L} &]+$/u.test(text) &&
    /^\p{Lu}/u.test(text) &&
    HEADING_WORDS.some((word) => text.toLowerCase().includes(word))
  );
};

/** The most common gap between consecutive lines (rounded to a point). */
function usualGap(ys: number[]): number {
  const counts = new Map<number, number>();
  for (let i = 1; i < ys.length; i++) {
    const gap = Math.round((ys[i - 1] as number) - (ys[i] as number));
    if (gap > 0) counts.set(gap, (counts.get(gap) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}

function readJob(lines: Item[][]): ScoredEntry {
  const descriptionAt = lines.findIndex(
    (line, index) =>
      index > 0 &&
      (BULLET.test(line[0]?.text ?? '') ||
        line
          .map((i) => i.text)
          .join(' ')
          .split(/\s+/).length >= 10),
  );
  const info = lines.slice(0, descriptionAt < 0 ? lines.length : descriptionAt).flat();
  const date = best(info, DATE_FEATURES);
  const title = best(
    info.filter((item) => item !== date),
    TITLE_FEATURES,
  );
  const employer = best(
    info.filter((item) => item !== date && item !== title),
    EMPLOYER_FEATURES,
  );
  return { title: title?.text ?? '', employer: employer?.text ?? '', dates: date?.text ?? '' };
}

/** How the feature-scoring reader reads a PDF: the name and each job's title, employer and dates. */
export async function readByScoring(bytes: Uint8Array): Promise<ScoredReading> {
  const pdf = await (await openPdf(bytes)).promise;
  const lines: Item[][] = [];
  try {
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      await page.getOperatorList(); // loads the fonts, whose names say which are bold
      const content = await page.getTextContent();
      let line: Item[] = [];
      const flush = () => {
        if (line.some((item) => item.text.trim())) lines.push(line);
        line = [];
      };
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [, , , , x = 0, y = 0] = item.transform as number[];
        if (line.length && Math.abs((line[0] as Item).y - y) > 2) flush();
        const font = page.commonObjs.get(item.fontName) as { name?: string } | undefined;
        // pdf.js fills a gap between runs with a ' ' item; such a reader keeps only items with text.
        if (item.str.trim())
          line.push({
            text: item.str,
            page: number,
            x,
            y,
            width: item.width,
            bold: /bold/i.test(font?.name ?? ''),
          });
        if (item.hasEOL) flush();
      }
      flush();
    }
  } finally {
    await pdf.destroy();
  }
  const all = lines.flat();
  const charWidth =
    all.reduce((sum, item) => sum + item.width, 0) /
    Math.max(
      1,
      all.reduce((sum, i) => sum + i.text.length, 0),
    );
  const merged = lines.map((line) => mergeClose(line, charWidth));

  const sections: Array<{ title: string; lines: Item[][] }> = [{ title: 'profile', lines: [] }];
  merged.forEach((line, index) => {
    if (index > 1 && isSectionTitle(line)) sections.push({ title: (line[0] as Item).text, lines: [] });
    else sections.at(-1)?.lines.push(line);
  });

  const jobs: ScoredEntry[] = [];
  for (const section of sections.filter((s) => s.title !== 'profile' && WORK_HEADING.test(s.title))) {
    const ys = section.lines.map((line) => (line[0] as Item).y);
    const gap = usualGap(ys);
    let entries: Item[][][] = [];
    section.lines.forEach((line, index) => {
      // Pages are read one by one, so a page's first line opens an entry (ours never straddle pages).
      const turned = line[0]?.page !== section.lines[index - 1]?.[0]?.page;
      const wide = turned || (ys[index - 1] as number) - (ys[index] as number) > ENTRY_GAP_RATIO * gap;
      if (wide) entries.push([line]);
      else entries.at(-1)?.push(line);
    });
    if (entries.length === 1) {
      // No wider gap: an entry starts at each bold line after a line that is not bold.
      entries = [];
      section.lines.forEach((line, index) => {
        const bold = line[0]?.bold ?? false;
        const previousBold = section.lines[index - 1]?.[0]?.bold ?? false;
        if (index === 0 || (bold && !previousBold)) entries.push([line]);
        else entries.at(-1)?.push(line);
      });
    }
    jobs.push(...entries.map(readJob));
  }
  const profile = sections[0]?.lines.flat() ?? [];
  return { name: best(profile, NAME_FEATURES)?.text ?? '', jobs };
}
