/**
 * A deliberately naive resume reader, standing for the many ATS parsers we do not control: lines in
 * file order, sections found by their heading words, an entry starting at a visible gap (or, in a file
 * without geometry, at a line that holds dates), the first line of an entry read as its title and the
 * next one as its employer. It knows nothing of our templates; if it reads our files right, so should
 * any parser at least this capable.
 */

/** One line of text as a reader sees it, in file order. */
export interface NaiveLine {
  /** The line's text items joined as a simple reader joins them (a space only where there is a gap). */
  text: string;
  /** The line comes after a gap wider than the usual line spacing, or opens a page. */
  startsBlock: boolean;
}

export interface NaiveEntry {
  title: string;
  /** The first part of the line under the title, cut at a separator ('|', '·', '•', ' - '). */
  organisation: string;
  dates: string;
}

export interface NaiveReading {
  name: string;
  email: string;
  phone: string;
  jobs: NaiveEntry[];
  schools: string[];
  skills: string[];
}

type SectionKind = 'work' | 'education' | 'skills' | 'other';

/** Common English headings; a line that is exactly one of them opens a section. */
const HEADINGS: Record<string, SectionKind> = {
  experience: 'work',
  'work experience': 'work',
  'professional experience': 'work',
  employment: 'work',
  'employment history': 'work',
  'work history': 'work',
  education: 'education',
  skills: 'skills',
  'technical skills': 'skills',
  'key skills': 'skills',
};
const OTHER_HEADINGS = [
  'summary',
  'professional summary',
  'profile',
  'objective',
  'projects',
  'certifications',
  'awards',
  'publications',
  'languages',
  'volunteer experience',
  'volunteering',
  'interests',
];

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const SEASON = '(?:spring|summer|autumn|fall|winter)';
const ONE_DATE = String.raw`(?:(?:${MONTH}|${SEASON})\s+)?(?:19|20)\d{2}|\d{1,2}/(?:19|20)\d{2}`;
/** A date or a range of dates: 'Jan 2020 – Present', '03/2019 - 06/2021', '2016'. */
const DATE_RANGE = new RegExp(
  String.raw`(${ONE_DATE})(?:\s*(?:–|—|-|to)\s*(${ONE_DATE}|present|current|now))?`,
  'i',
);
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /\+?\d[\d\s().-]{7,}\d/;
const SEPARATOR = /\s*(?:\||·|•|\s-\s|\s–\s)\s*/;
const SCHOOL_WORDS = /\b(?:university|college|institute|school|academy|polytechnic)\b/i;

const headingKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function sectionOf(line: NaiveLine): SectionKind | undefined {
  const key = headingKey(line.text);
  return HEADINGS[key] ?? (OTHER_HEADINGS.includes(key) ? 'other' : undefined);
}

const isBullet = (text: string) => /^[•\-–*▪◦]\s/.test(text);

/** The lines of each entry of a section: a new entry at a block start, or at dates when no line has one. */
function entriesOf(lines: NaiveLine[], geometry: boolean): NaiveLine[][] {
  const entries: NaiveLine[][] = [];
  for (const line of lines) {
    const opens = geometry ? line.startsBlock : DATE_RANGE.test(line.text) && !isBullet(line.text);
    if (opens || entries.length === 0) entries.push([line]);
    else entries.at(-1)!.push(line);
  }
  return entries;
}

function readEntry(lines: NaiveLine[]): NaiveEntry {
  const [first, second] = lines;
  const head = first?.text ?? '';
  const inHead = head.match(DATE_RANGE);
  const dates = inHead?.[0] ?? second?.text.match(DATE_RANGE)?.[0] ?? '';
  // Reading left to right in file order: the title is what comes before the dates on its line.
  const title = (inHead ? head.slice(0, inHead.index) : head).trim();
  const organisation = second && !isBullet(second.text) ? (second.text.split(SEPARATOR)[0] ?? '') : '';
  return { title, organisation: organisation.trim(), dates: dates.trim() };
}

/** What the naive reader fills in from a resume's lines. */
export function readNaively(lines: NaiveLine[], geometry: boolean): NaiveReading {
  const sections: Array<{ kind: SectionKind | 'top'; lines: NaiveLine[] }> = [{ kind: 'top', lines: [] }];
  for (const line of lines) {
    const kind = sectionOf(line);
    if (kind) sections.push({ kind, lines: [] });
    else sections.at(-1)!.lines.push(line);
  }
  const top = sections[0]!.lines;
  const all = lines.map((line) => line.text).join('\n');
  const linesOf = (kind: SectionKind) => sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
  return {
    name: top[0]?.text.trim() ?? '',
    email: all.match(EMAIL)?.[0] ?? '',
    phone:
      top
        .map((line) => line.text.match(PHONE)?.[0])
        .find(Boolean)
        ?.trim() ?? '',
    jobs: entriesOf(linesOf('work'), geometry).map(readEntry),
    schools: entriesOf(linesOf('education'), geometry).map(
      (entry) =>
        entry
          .flatMap((line) => line.text.split(SEPARATOR))
          .find((part) => SCHOOL_WORDS.test(part))
          ?.trim() ?? readEntry(entry).organisation,
    ),
    skills: linesOf('skills')
      .flatMap((line) => line.text.replace(/^[^:]*:\s*/, '').split(/\s*[,;]\s*/))
      .map((skill) => skill.trim())
      .filter(Boolean),
  };
}
