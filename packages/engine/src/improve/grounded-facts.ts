import { ACTION_VERBS } from '../analyze/lexicon.ts';
import { isEnglishWord } from '../analyze/nlp.ts';
import type { EducationEntry, ResumeDocument, WorkEntry } from '../model/resume-document.ts';
import { hasPlaceholder } from './placeholders.ts';

/**
 * The facts a writer may put into a sentence of its own (a title, an employer, a school, a number of
 * years), each checked for being usable first. A parser can hand us a sentence fragment as a job
 * title or an empty employer; a sentence built on such a fact would read "I worked as a Developed
 * and maintained … at ." — so an unusable fact answers undefined and its sentence is dropped.
 */

/** Company suffixes that legitimately end in a full stop. */
const ABBREVIATED_END = /\b(inc|ltd|co|corp|llc|plc|pvt|bros|jr|sr|st|dept)\.$/i;

/** Words a writer may also meet as a verb at the start of a fragment. */
const FRAGMENT_OPENERS = new Set(['worked', 'utilized', 'used', 'responsible', 'ensured', 'present']);

/** True for a short name-like phrase: no sentence inside, no leading verb, no dangling connector. */
function usablePhrase(raw: string | undefined, maxWords: number): string | undefined {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!text || text.length > 80 || hasPlaceholder(text)) return undefined;
  // Any control or format character (NUL, bidi marks) means the field is not plain text we can quote.
  if (/[\p{Cc}\p{Cf}]/u.test(text)) return undefined;
  const words = text.split(' ');
  if (words.length > maxWords) return undefined;
  if (!/^[\p{Lu}\p{N}]/u.test(text)) return undefined;
  // A full stop inside is a sentence break unless it ends an abbreviation ('Dunamu Inc. Seoul') or comes
  // before a legal form ('Omnious. Co., Ltd.').
  if (
    /[|;!?•]|:\s/.test(text) ||
    /(?<!\b(?:inc|ltd|co|corp|llc|plc|pvt|bros|jr|sr|st|dept|[a-z]))\.\s(?!(?:co|ltd|inc|llc|corp|gmbh|plc)(?:[.,\s]|$))/i.test(
      text,
    )
  )
    return undefined;
  if (text.endsWith('.') && !ABBREVIATED_END.test(text)) return undefined;
  if (/[,:&-]$/.test(text)) return undefined;
  const first = words[0]!.toLowerCase();
  if (ACTION_VERBS.has(first) || FRAGMENT_OPENERS.has(first)) return undefined;
  const last = words.at(-1)!.toLowerCase();
  if (/^(the|a|an|and|or|of|in|at|for|to|with|from|by|on)$/.test(last)) return undefined;
  if (!/\p{L}/u.test(text)) return undefined;
  return text;
}

/** Words a name in capitals keeps in lower case inside it ('CORNELL UNIVERSITY OF …' → 'of'). */
const SMALL_WORDS = /^(of|and|the|in|at|for|to|on|with|de|la|y|&)$/i;

/**
 * A name set in capitals by the resume's font ('SOFTWARE ENGINEER', 'FACEBOOK', 'CORNELL UNIVERSITY') as a
 * sentence writes it: each word capitalised, small words in lower case. Only a phrase with no lower-case
 * letter and a word of five letters or more. A word under five letters stays as written ('MIT', 'NASA',
 * 'SAP') unless it is an English word of four ('TEAM'), or of three after the first ('Robot Learning Lab').
 * The words are the person's; only their case changes.
 */
export function sentenceCase(name: string): string {
  if (/\p{Ll}/u.test(name) || !/\p{Lu}{5}/u.test(name)) return name;
  return name.replace(/\p{Lu}+/gu, (word, at: number) => {
    if (at > 0 && SMALL_WORDS.test(word)) return word.toLowerCase();
    // An English word of three letters opening the name is as often an acronym ('SAP Labs').
    const english = (word.length === 4 || (word.length === 3 && at > 0)) && isEnglishWord(word);
    if (word.length < 5 && !english) return word;
    return word[0] + word.slice(1).toLowerCase();
  });
}

/** A job title fit to quote ('Senior Data Analyst'), or undefined. */
export function usableTitle(raw: string | undefined): string | undefined {
  const text = usablePhrase(raw, 7);
  // Two titles joined by '+' or '·' ('DevOps Engineer · Software Architect'), or a stray figure, are not one
  // title to quote.
  if (!text || /\d{3,}|[+·|]/.test(text)) return undefined;
  return sentenceCase(text);
}

/** An employer, school or project name fit to quote, or undefined. */
export function usableName(raw: string | undefined): string | undefined {
  return usablePhrase(raw, 8);
}

/** Head nouns of job titles: an 'employer' ending in one is a title the parser put in the wrong field. */
const TITLE_HEAD =
  /\b(engineer|developer|researcher|manager|analyst|designer|consultant|specialist|intern|architect|scientist|administrator|coordinator|assistant|associate|technician|officer|director|lead|leader|contributor|fellow|member)s?$/i;

/** An employer fit to quote: a usable name that does not read as a job title. */
export function usableEmployer(raw: string | undefined): string | undefined {
  const name = usableName(raw);
  if (!name) return undefined;
  if (TITLE_HEAD.test(name.replace(/\s*\([^)]*\)\s*$/, ''))) return undefined;
  // Names capitalise their words; 'Detailed achievements' or 'Description line 2' is template text.
  const words = name.split(' ').slice(1);
  if (
    words.some(
      (w) => /^\p{Ll}/u.test(w) && !/^(of|and|the|for|de|da|del|la|le|von|van|und|et|y|e|in|at|on)$/.test(w),
    )
  )
    return undefined;
  return sentenceCase(name);
}

/** A degree fit to quote ('B.S.', 'Master of Science'): abbreviations keep their full stops. */
export function usableDegree(raw: string | undefined): string | undefined {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!text || text.length > 60 || text.split(' ').length > 8) return undefined;
  if (!/^\p{Lu}/u.test(text) || /[|;!?:•]|[\p{Cc}\p{Cf}]/u.test(text) || hasPlaceholder(text))
    return undefined;
  if (/\.\s+\p{Ll}/u.test(text) || /[,&-]$/.test(text)) return undefined;
  const first = text.split(' ')[0]!.toLowerCase();
  return ACTION_VERBS.has(first) || FRAGMENT_OPENERS.has(first) ? undefined : sentenceCase(text);
}

/** A school's name fit to quote, as a sentence writes it ('Cornell University' for 'CORNELL UNIVERSITY'). */
export function schoolName(school: EducationEntry): string | undefined {
  const name = usableName(school.institution);
  return name && sentenceCase(name);
}

/** A field of study fit to quote; one read with its preposition ('in Computer Science') loses it. */
export function studyArea(school: EducationEntry): string | undefined {
  const area = usableName(school.area?.replace(/^\s*in\s+/i, ''));
  return area && sentenceCase(area);
}

/** 'a Bachelor of Science in Computer Science from Riverside University', or undefined without a degree. */
export function degreeHeld(school: EducationEntry): string | undefined {
  const institution = schoolName(school);
  if (!institution) return undefined;
  const degree = usableDegree(school.studyType);
  const area = studyArea(school);
  if (degree)
    return `${article(degree)} ${degree}${area && !degree.toLowerCase().includes(area.toLowerCase()) ? ` in ${area}` : ''} from ${institution}`;
  return undefined;
}

/** A degree's short name ('MEng', 'BSc', 'PhD', 'MBA'), read by the names of its letters. */
const DEGREE_SHORT_NAME =
  /^(?:[BMD](?:Sc|Eng|Tech|Phil|Arch|Res|Ed|Com|Des|Mus|Pharm|Litt|BA|FA|PH|A|S)|Ph\.?D|LL[BM]|B\.?S\.?|M\.?S\.?)\.?$/;

/** 'a' or 'an' before a phrase, by its first sound as far as spelling tells. */
export function article(phrase: string): 'a' | 'an' {
  const first = phrase.trim().split(/\s+/)[0] ?? '';
  const letters = first.replace(/[^A-Za-z]/g, '');
  // A degree's short name is read letter by letter too ('an MEng', 'an MSc', 'a BSc', 'a PhD').
  if (DEGREE_SHORT_NAME.test(first)) return /^[AEFHILMNORSX]/.test(letters) ? 'an' : 'a';
  // An acronym read letter by letter (SQL, HR, MBA) goes by its first letter's name; one read as a word (MERN, NASA) by its sound.
  if (letters.length >= 2 && letters === letters.toUpperCase()) {
    const spelled = letters.length <= 3 || !/[AEIOU]/.test(letters.slice(1));
    if (spelled) return /^[AEFHILMNORSX]/.test(letters) ? 'an' : 'a';
  }
  if (/^(uni|use|usu|eu|one|once)/i.test(first)) return 'a';
  if (/^(hour|honest|honou?r)/i.test(first)) return 'an';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

export { yearsOfExperience } from '../analyze/work-years.ts';

/** The most recent role: a current one first, then the latest start date, then document order. */
export function latestRole(doc: ResumeDocument): WorkEntry | undefined {
  return [...doc.work].sort((a, b) => {
    if (a.current !== b.current) return a.current ? -1 : 1;
    return (b.start?.iso ?? '').localeCompare(a.start?.iso ?? '');
  })[0];
}
