/**
 * Section headings: a lexicon of the names people give resume sections, and a score that combines it with
 * line features (short, capitals, bold or larger type, a trailing colon) the way a reader's eye does.
 */
import { INTL_HEADINGS } from './heading-lexicon-intl.ts';
import { foldAccents, type SupportedLanguage } from './languages.ts';
import type { SectionKind } from './section-kind.ts';

export type { SectionKind } from './section-kind.ts';

const LEXICON: Record<Exclude<SectionKind, 'custom'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'executive summary',
    'profile',
    'professional profile',
    'career profile',
    'personal profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'professional objective',
    'overview',
    'personal statement',
    'introduction',
    'summary of qualifications',
    'qualifications summary',
    'highlights',
    'career highlights',
    'profile summary',
  ],
  work: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'experiences',
    'professional background',
    'industry experience',
    'internships',
    'internship',
    'internship experience',
    'work',
    'positions',
    'positions held',
    'career',
    'professional history',
    'job history',
    'employment experience',
    'teaching experience',
    'research experience',
    'experience and internships',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'educational background',
    'academics',
    'academic qualifications',
    'qualifications',
    'educational qualifications',
    'education details',
    'academic details',
    'academic profile',
    'education and certifications',
    'scholastic achievements',
    'academic credentials',
    'education and awards',
  ],
  skills: [
    'skills',
    'technical skills',
    'core competencies',
    'competencies',
    'technologies',
    'tech stack',
    'tools',
    'expertise',
    'areas of expertise',
    'key skills',
    'skill set',
    'skillset',
    'skills and tools',
    'technical proficiencies',
    'proficiencies',
    'computer skills',
    'it skills',
    'skills summary',
    'technical expertise',
    'tools and technologies',
    'technologies and tools',
    'software',
    'strengths',
    'skills and abilities',
    'abilities',
    'programming languages',
    'technical summary',
    'core skills',
    'soft skills',
    'hard skills',
    'relevant skills',
    'skills and expertise',
    'skills and interests',
  ],
  projects: [
    'projects',
    'personal projects',
    'selected projects',
    'academic projects',
    'key projects',
    'relevant projects',
    'project experience',
    'side projects',
    'open source',
    'open source projects',
    'course projects',
    'major projects',
    'notable projects',
    'project work',
    // Research positions (a lab, a role, dates, what was done) read like projects; a heading that says
    // papers ('Research papers') names publications.
    'research',
    'research projects',
    'projects undertaken',
  ],
  certificates: [
    'certifications',
    'certificates',
    'certification',
    'licenses',
    'licenses and certifications',
    'certifications and licenses',
    'credentials',
    'professional certifications',
    'courses and certifications',
    'trainings',
    'training',
    'courses',
    'professional development',
    'training and certifications',
    'certifications and training',
    'online courses',
  ],
  awards: [
    'awards',
    'honors',
    'honours',
    'awards and honors',
    'honors and awards',
    'achievements',
    'accomplishments',
    'awards and achievements',
    'achievements and awards',
    'recognition',
    'scholarships',
    'key achievements',
    'extracurricular achievements',
    'honors and achievements',
  ],
  publications: ['publications', 'papers', 'research papers', 'publications and presentations', 'patents'],
  languages: ['languages', 'language skills', 'languages known', 'spoken languages', 'language proficiency'],
  volunteer: [
    'volunteer',
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'community service',
    'community involvement',
    'social work',
    'extracurricular activities',
    'extra curricular activities',
    'activities',
    'leadership',
    'leadership experience',
    'leadership and activities',
    'positions of responsibility',
    'campus involvement',
    'on campus involvement',
    'campus activities',
  ],
  interests: ['interests', 'hobbies', 'hobbies and interests', 'personal interests', 'interests and hobbies'],
  references: ['references', 'referees'],
  contact: ['contact', 'contact information', 'contact details', 'personal details', 'personal information'],
};

const KEY_TO_KIND = new Map<string, SectionKind>();
/** The languages a heading key belongs to ('profil' is both French and German). */
const KEY_LANGUAGES = new Map<string, SupportedLanguage[]>();
function addKey(key: string, kind: SectionKind, language: SupportedLanguage): void {
  for (const form of new Set([key, foldAccents(key)])) {
    if (!KEY_TO_KIND.has(form)) KEY_TO_KIND.set(form, kind);
    const languages = KEY_LANGUAGES.get(form) ?? [];
    if (!languages.includes(language)) KEY_LANGUAGES.set(form, [...languages, language]);
  }
}
for (const [kind, keys] of Object.entries(LEXICON) as [SectionKind, string[]][]) {
  for (const key of keys) addKey(key, kind, 'en');
}
/**
 * Misspelt headings ('Eductaion') are looked for among the English keys only: every line of a resume is
 * tried against them, and the other languages' headings are matched exactly, with or without accents.
 */
const FUZZY_KEYS = [...KEY_TO_KIND.entries()];
for (const [language, kinds] of Object.entries(INTL_HEADINGS) as [
  SupportedLanguage,
  Record<string, string[]>,
][]) {
  for (const [kind, keys] of Object.entries(kinds))
    for (const key of keys) addKey(headingKey(key), kind as SectionKind, language);
}

/** The languages whose heading lexicon holds this line exactly (for telling a document's language). */
export function headingLanguages(text: string): SupportedLanguage[] {
  const key = lexiconKey(text);
  return KEY_LANGUAGES.get(key) ?? KEY_LANGUAGES.get(foldAccents(key)) ?? [];
}

/** Lower-cased heading text without decoration: 'WORK EXPERIENCE:' → 'work experience'. */
export function headingKey(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/&/g, ' and ')
      // 'HONORS/AWARDS', 'Education / Training': a slash between two words joins them like 'and'.
      .replace(/(?<=\p{L})\s*\/\s*(?=\p{L})/gu, ' and ')
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Spaced-out capitals ('E X P E R I E N C E') are a common heading style in designed resumes, and a PDF's
 * text layer loses the word spaces between them while kerning pairs stay together: 'W O R K E X P E R I E N C
 * E', 'AWA R D S', 'E D U C AT I O N'. A line of four or more letter groups of at most three letters, most of
 * them single, is read as its letters run together.
 */
function letterSpacedLetters(text: string): string | undefined {
  const groups = text.trim().split(/\s+/);
  if (groups.length < 4 || !groups.every((g) => /^\p{L}{1,3}$/u.test(g))) return undefined;
  const single = groups.filter((g) => g.length === 1).length;
  return single * 2 > groups.length ? groups.join('').toLowerCase() : undefined;
}

/** Lexicon keys without their spaces, for letter-spaced headings: 'workexperience' → 'work experience'. */
const SPACELESS_KEYS = new Map<string, string>();
for (const key of KEY_TO_KIND.keys()) SPACELESS_KEYS.set(key.replace(/ /g, ''), key);

/**
 * The lexicon heading a letter-spaced line spells, in the line's case ('W O R K E X P E R I E N C E' → 'WORK
 * EXPERIENCE'): the same letters, with the word spaces the text layer lost.
 */
export function letterSpacedHeading(text: string): string | undefined {
  const letters = letterSpacedLetters(text);
  const key = letters ? SPACELESS_KEYS.get(letters) : undefined;
  if (!key) return undefined;
  return isAllCaps(text) ? key.toUpperCase() : key.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());
}

/** The key a line is looked up by: its heading key, or for a letter-spaced line the letters it spells. */
function lexiconKey(text: string): string {
  const letters = letterSpacedLetters(text);
  return letters ? (SPACELESS_KEYS.get(letters) ?? letters) : headingKey(text);
}

export function lookupHeading(text: string): { kind: SectionKind; fuzzy: boolean } | undefined {
  const key = lexiconKey(text);
  if (!key) return undefined;
  const exact = KEY_TO_KIND.get(key) ?? KEY_TO_KIND.get(foldAccents(key));
  if (exact) return { kind: exact, fuzzy: false };
  if (key.length < 5 || key.split(' ').length > 5) return undefined;
  for (const [candidate, kind] of FUZZY_KEYS) {
    if (Math.abs(candidate.length - key.length) > 2) continue;
    const allowed = key.length >= 12 ? 2 : 1;
    if (editDistance(candidate, key, allowed) <= allowed) return { kind, fuzzy: true };
  }
  return undefined;
}

/**
 * Edit distance counting a swap of neighbours as one edit ('Eductaion'), stopping early once every path
 * exceeds `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    // A swap can bring a later row back down by one, so stop only when even that cannot help.
    if (rowMin > limit + 1) return rowMin;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

export interface HeadingFeatures {
  text: string;
  bold?: boolean;
  /** Font size relative to the body text (1 = body size). */
  relativeSize?: number;
  /** The source marked the line as a heading (DOCX heading style, Markdown '#'). */
  declared?: boolean;
}

/** Heading style seen on lexicon headings; lines in the same style are headings even when unknown. */
/** Section names that label a job's bullets when they stand inside it ('Highlights', 'Key Achievements'). */
export const BULLET_LABEL_KINDS: ReadonlySet<SectionKind> = new Set(['summary', 'awards']);

export interface HeadingStyle {
  caps: boolean;
  bold: boolean;
  relativeSize: number;
}

const HAS_DIGIT_OR_CONTACT = /\d|@|https?:|www\.|\.com\b/i;

export function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/** Score per engine-methods §6.1: a line is a heading at ≥ 4. */
export function headingScore(line: HeadingFeatures): { score: number; kind?: SectionKind } {
  const text = letterSpacedHeading(line.text) ?? line.text.trim();
  const words = text.split(/\s+/).filter(Boolean);
  const found = lookupHeading(text);
  let score = 0;
  if (found) score += found.fuzzy ? 3 : 4;
  if (words.length <= 4) score += 1;
  if (isAllCaps(text)) score += 1;
  if (/:\s*$/.test(text)) score += 1;
  if (line.bold) score += 1;
  if ((line.relativeSize ?? 1) >= 1.15) score += 1;
  if (line.declared) score += 2;
  if (HAS_DIGIT_OR_CONTACT.test(text)) score -= 3;
  if (words.length > 6) score -= 3;
  if (/^[-•*▪◦‣➢✓✔·–]\s/.test(text)) score -= 4;
  if (/[.,;]$/.test(text)) score -= 2;
  return { score, kind: found?.kind };
}

/** Lexicon keys whose section a line may open inline: 'Skills: Python, Go' (never inside the skills section). */
export function inlineHeading(text: string): { kind: SectionKind; title: string; rest: string } | undefined {
  const match = /^([\p{L} &/]{3,40}?)\s*:\s+(\S.*)$/u.exec(text.trim());
  if (!match) return undefined;
  const found = lookupHeading(match[1] ?? '');
  if (!found || found.fuzzy) return undefined;
  return { kind: found.kind, title: (match[1] ?? '').trim(), rest: (match[2] ?? '').trim() };
}
