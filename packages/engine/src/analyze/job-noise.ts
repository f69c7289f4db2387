/**
 * What in a job ad is not a requirement, however much it looks like one: places, the employer's own name,
 * function words, shouted sentences, and words glued or split by the page the ad was copied from.
 * The keyword extractor asks these questions of every candidate; each answer is a method, not a list of
 * the corpus's quirks.
 */
import {
  COUNTRIES,
  INDIAN_STATES,
  KNOWN_CITIES,
  REGION_CODES,
  US_STATE_NAMES,
} from '../parse/structure/lexicons.ts';

/**
 * Repairs what copying an ad from a web page or a PDF does to its words:
 * - web addresses are dropped (their words are a path, not a requirement: '…-emerson-innovation-center');
 * - a word split at a line end ('Angu-\nlar.js', 'scal-\nable') is joined again;
 * - sentences glued at a full stop ('coverage.At the', 'stories.Wisconsin') get their space back;
 * - a heading or label glued to the next word ('staffREQUIREMENTS', 'RESPONSIBILITIES:Kforce',
 *   'ProofreaderOur') is split where the case changes to a word that starts a sentence.
 */
export function repairJobText(text: string): string {
  return (
    text
      .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
      .replace(/(\p{Ll}{2})-[ \t]*\r?\n[ \t]*(\p{Ll})/gu, '$1$2')
      // A PDF's space after the dot of a dotted name ('. NET', 'Asp. net', 'Node. js').
      .replace(/(^|[\s(,/])\.[ \t](NET|Net)\b/gmu, '$1.$2')
      .replace(/(\p{L})\.[ \t]NET\b/gu, '$1 .NET')
      .replace(/(^|[\s(,/])NET\b/gmu, '$1.NET')
      .replace(
        /\b(ASP|Asp|asp|ADO|Ado|VB|Node|Vue|Next|React|Express)\.[ \t](NET|Net|net|js|JS)\b/gu,
        '$1.$2',
      )
      // A sentence glued after a bracket ('(IL).Main duties').
      .replace(/([)\]])\.(\p{Lu}\p{Ll})/gu, '$1. $2')
      // Word by word (a word of letters, dots and colons), so the patterns below never scan a whole long line.
      .replace(/\p{L}[\p{L}.:]*/gu, (word) => (word.length > 60 ? word : repairWord(word)))
      // A shouted label inside a line ('… at the front desk REQUIREMENTS: Diploma') starts its own line.
      .replace(/(?<=\S)[ \t](?=\p{Lu}{4,}(?:[ \t]\p{Lu}{2,}){0,3}:)/gu, '\n')
  );
}

const SENTENCE_OPENER =
  /(\p{Ll}{3,})(Our|We|You|Your|The|This|That|These|Job|Apply|If|What|Who|How|Why|When|Where|At|In|As|Please|Requirements|Responsibilities|Qualifications|Benefits)$/u;

function repairWord(word: string): string {
  return (
    word
      .replace(/^(\p{Ll}{3,})\.(\p{Lu}\p{Ll}+)$/u, '$1. $2')
      .replace(/^(\p{L}*\p{Ll}{3})(\p{Lu}{4,}:?)$/u, '$1 $2')
      .replace(/^(\p{Lu}{4,}):(?=\p{L})/u, '$1: ')
      .replace(SENTENCE_OPENER, '$1 $2')
      // A lower-case word glued to a capitalised one ('requirementGlobex'): a line break the copy lost.
      .replace(/^(\p{Ll}{5,})(\p{Lu}\p{Ll}{2,})$/u, '$1\n$2')
  );
}

/** Function words and ad filler: never a keyword on their own, in any casing. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between
both but by can could did do does doing down during each either etc e.g eg i.e ie few for from further had has have
having he her here hers him his how i if in into is it its itself just let lot lots may me might more most much must my
neither no nor not now of off on once only or other our ours out over own per please same shall she should so some
such than that the their them then there these they this those through to too under until up upon us very via was we
were what when where which while who whom why will with within without would yet you your yours
began begin new next great big fit way ways day days time times thing things stuff kind sort max min plus
ok okay yes hi hello hey dear thanks thank welcome etc. inc ltd llc co corp`.split(/\s+/),
);

const PLACE_NAMES: ReadonlySet<string> = new Set([
  ...KNOWN_CITIES,
  ...US_STATE_NAMES,
  ...INDIAN_STATES,
  ...Object.keys(COUNTRIES).filter((name) => name.length > 3),
  'bay area',
  'san francisco bay area',
  'silicon valley',
  'greater london',
  'europe',
  'asia',
  'africa',
  'latin america',
  'north america',
  'south america',
  'middle east',
  'apac',
  'emea',
]);
const MAX_PLACE_WORDS = 4;

export interface Span {
  start: number;
  end: number;
}

// Bounded repeats throughout: these run over whole lines, which may be very long.
const CAPITALISED_RUN = String.raw`(?:\p{Lu}[\p{L}.'’-]{0,30})(?:[ \t]{1,3}\p{Lu}[\p{L}.'’-]{0,30}){0,3}`;
/** 'Austin, TX', 'San Rafael, CA 94901', 'Tech Solutions, San Francisco, CA, USA': the region code anchors it. */
const CITY_REGION = new RegExp(`(${CAPITALISED_RUN}),[ \\t]{0,3}(\\p{Lu}{2})\\b(?:[ \\t]{1,3}\\d{5})?`, 'gu');
/** 'based in Melbourne', 'offices in Camberwell', 'located in Noida Sector 142'. */
const AFTER_LOCATIVE = new RegExp(
  `\\b(?:based|located|offices?|headquartered|relocate|relocation|situated|hiring|jobs?|work)[ \\t]{1,3}(?:in|at|near|from|to)[ \\t]{1,3}(${CAPITALISED_RUN})`,
  'gu',
);

/** Where places are named in a sentence: gazetteer names, 'City, ST' and 'based in X' patterns. */
export function placeSpans(sentence: string): Span[] {
  const spans: Span[] = [];
  for (const match of sentence.matchAll(CITY_REGION)) {
    const region = match[2] ?? '';
    if (!REGION_CODES.has(region)) continue;
    const start = match.index ?? 0;
    spans.push({ start, end: start + match[0].length });
  }
  for (const match of sentence.matchAll(AFTER_LOCATIVE)) {
    const place = match[1] ?? '';
    const start = (match.index ?? 0) + match[0].length - place.length;
    spans.push({ start, end: start + place.length });
  }
  // Gazetteer: runs of up to four words, longest first, compared in lower case.
  const words = [...sentence.matchAll(/[\p{L}.'’]+/gu)];
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(MAX_PLACE_WORDS, words.length - i); n >= 1; n--) {
      const first = words[i]!;
      const last = words[i + n - 1]!;
      const start = first.index ?? 0;
      const end = (last.index ?? 0) + last[0].length;
      const name = sentence
        .slice(start, end)
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .replace(/[.’']+$/, '');
      if (!/^\p{Lu}/u.test(first[0]) || !PLACE_NAMES.has(name)) continue;
      spans.push({ start, end });
      i += n - 1;
      break;
    }
  }
  // A region code right after a place: 'Melbourne, VIC', 'Austin, Texas, US'.
  for (const span of [...spans]) {
    const tail = /^,\s*(\p{Lu}{2,3})\b/u.exec(sentence.slice(span.end));
    if (tail) spans.push({ start: span.end, end: span.end + tail[0].length });
  }
  return spans;
}

export const overlaps = (spans: readonly Span[], start: number, end: number) =>
  spans.some((span) => start < span.end && end > span.start);

/** Words of an organisation's name that say what kind of organisation it is, not which one. */
const ORGANISATION_SUFFIX =
  /^(inc|incorporated|llc|ltd|limited|plc|corp|corporation|co|company|group|gmbh|ag|sa|pty|pvt|private|holdings|global|international|software|technologies|technology|tech|solutions|systems|services|labs|consulting|partners|markets|health|hospital|bank|banco|the|and|of|&)$/i;

/** Forms of a company name to recognise: the name, its distinctive words, its initials, its web domain's name. */
export function companyForms(name: string): string[] {
  const clean = name
    .trim()
    .replace(/^(https?:\/\/)?(www\.)?/i, '')
    .replace(/\.(com|co|io|net|org|in|ai|app|dev|co\.uk|com\.au)(\/.*)?$/i, '');
  if (!clean) return [];
  const words = clean.split(/[\s,]+/).filter(Boolean);
  const forms = new Set<string>([clean.toLowerCase()]);
  for (const word of words) {
    const key = word.toLowerCase().replace(/[.,]+$/, '');
    if (key.length > 2 && !ORGANISATION_SUFFIX.test(key)) forms.add(key);
  }
  const capitals = words.filter((word) => /^\p{Lu}/u.test(word));
  if (capitals.length >= 2) forms.add(capitals.map((word) => word[0]!.toLowerCase()).join(''));
  return [...forms];
}

/**
 * Names the ad gives its employer in its own words: 'About Acme', 'At Acme, we', 'We're Acme', 'Join Acme',
 * 'Acme is an equal opportunity employer', 'Why Acme?'. Spanish ads say 'En Acme, …' and 'Sobre Acme'.
 */
const SELF_NAMING = [
  /\bAbout\s+(\p{Lu}[\p{L}\d&.'-]{0,30}(?:[ \t]{1,3}\p{Lu}[\p{L}\d&.'-]{0,30}){0,3})/gu,
  /\b(?:At|En)\s+(\p{Lu}[\p{L}\d&.'-]{0,30}(?:[ \t]{1,3}\p{Lu}[\p{L}\d&.'-]{0,30}){0,2}),?\s+(?:we|our|nos|nuestro)\b/gu,
  /\bWe(?:'re|’re| are)\s+(\p{Lu}[\p{L}\d&.'-]{0,30}(?:[ \t]{1,3}\p{Lu}[\p{L}\d&.'-]{0,30}){0,2})[,.!]/gu,
  /\bJoin\s+(\p{Lu}[\p{L}\d&.'-]{0,30}(?:[ \t]{1,3}\p{Lu}[\p{L}\d&.'-]{0,30}){0,2})[,.!]/gu,
  /\bWhy\s+(\p{Lu}[\p{L}\d&.'-]{0,30}(?:[ \t]{1,3}\p{Lu}[\p{L}\d&.'-]{0,30}){0,2})\?/gu,
  /(\p{Lu}[\p{L}\d&.'-]{0,30}(?:[ \t]{1,3}\p{Lu}[\p{L}\d&.'-]{0,30}){0,3})\s+is\s+(?:proud\s+to\s+be\s+)?an?\s+(?:[Ee]qual|EEO|EOE|[Aa]ffirmative)/gu,
];

/** Generic words that the self-naming patterns can also catch ('About the Role', 'At Our Company'). */
const NOT_A_NAME = /^(the|this|that|our|us|you|your|we|role|job|position|team|company|opportunity|it)$/i;

/** The names the ad gives its employer in its own words, as written, in the order of the patterns. */
export function selfNamedEmployers(text: string): string[] {
  const found: string[] = [];
  for (const pattern of SELF_NAMING) {
    for (const match of text.matchAll(pattern)) {
      const name = (match[1] ?? '').trim();
      if (!name || NOT_A_NAME.test(name.split(/\s+/)[0] ?? '')) continue;
      found.push(name);
    }
  }
  return found;
}

/** Lower-case forms of the employer's name: from the job input and from the ad's own self-naming. */
export function companyNames(text: string, company?: string): Set<string> {
  const names = new Set<string>(company ? companyForms(company) : []);
  for (const name of selfNamedEmployers(text)) for (const form of companyForms(name)) names.add(form);
  return names;
}

/**
 * A common noun the ad capitalises after 'the' as the name of the employer or its unit ('maintain files for the
 * Service', 'policies of the Agency'): used so at least twice and never in lower case, it is a name, not a word.
 */
export function definiteSelfNames(text: string): string[] {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/(?<![.!?]\s*)\bthe\s+(\p{Lu}\p{Ll}{2,})\b(?!\s+\p{Lu})/gu)) {
    const word = match[1]!;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .filter(([word, count]) => count >= 2 && !new RegExp(`\\b${word.toLowerCase()}\\b`).test(text))
    .map(([word]) => word.toLowerCase());
}

/** True when a word is the employer's name or made from it ('PaperCutters', 'Amazonians', 'BSL…Brookdale'). */
export function isCompanyWord(word: string, names: ReadonlySet<string>): boolean {
  const key = word.toLowerCase();
  if (names.has(key)) return true;
  for (const name of names) {
    if (name.length < 4 || name.includes(' ') || key === name) continue;
    // Its people or its staff ('PaperCutters', 'Amazonians'), or its name glued to a record number.
    if (
      key.startsWith(name) &&
      /^(s|'s|[a-z]{0,2}(ers?|ians?|ites?|ans?|ists?))$/.test(key.slice(name.length))
    )
      return true;
    if ((key.startsWith(name) || key.endsWith(name)) && /\d/.test(key)) return true;
  }
  return false;
}

/** True for a word in a run of capitalised words: a shouted sentence ('IT BEGAN WITH A FLIP-FLOP'), not a name. */
export { isShouted };

export function inShoutedRun(sentence: string, start: number, end: number): boolean {
  const upperWord = /^(?=.*\p{Lu})[\p{Lu}\d&'’-]{2,}$/u;
  const before = /([\p{L}\d&'’-]+)[ \t]+$/u.exec(sentence.slice(Math.max(0, start - 40), start))?.[1];
  const after = /^[ \t-]+([\p{L}\d&'’-]+)/u.exec(sentence.slice(end, end + 40))?.[1];
  if ((!!before && upperWord.test(before)) || (!!after && upperWord.test(after))) return true;
  return isShouted(sentence);
}

let lastSentence = '';
let lastShouted = false;

/** A sentence written mostly in capitals; remembered for the last sentence, which is asked about word by word. */
function isShouted(sentence: string): boolean {
  if (sentence === lastSentence) return lastShouted;
  const letters = sentence.replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  lastSentence = sentence;
  lastShouted = letters.length >= 12 && upper / letters.length > 0.7 && /\S\s+\S+\s+\S+\s+\S/.test(sentence);
  return lastShouted;
}

/**
 * Acronyms the ad defines from ordinary words, found Schwartz–Hearst style: 'Caring, Honest, Intelligent,
 * and Nimble (CHIN)', 'Discipline+ Quality +Speed +Commitment (DQSC Indicator)'. Answers each acronym with
 * its long form, so the extractor can keep it only when the long form is itself a skill.
 */
export function definedAcronyms(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(/\(\s*(\p{Lu}{2,8})\b[^)]{0,20}\)/gu)) {
    const acronym = match[1]!;
    const before = text.slice(Math.max(0, (match.index ?? 0) - 120), match.index ?? 0);
    // Each part of a hyphenated word may give its own initial ('Object-Relational Mapping (ORM)').
    const from =
      spelledOutFrom(acronym, [...before.matchAll(/[\p{L}][\p{L}'’-]*/gu)]) ??
      spelledOutFrom(acronym, [...before.matchAll(/[\p{L}][\p{L}'’]*-?/gu)]);
    if (from !== undefined) found.set(acronym, before.slice(from).trim());
  }
  return found;
}

const SMALL_WORD = /^(and|of|the|for|to|in|y|de|la|el)-?$/i;

/**
 * Where the long form starts: the last words whose initials spell the acronym, with the small words between
 * them; undefined if the words before do not spell it.
 */
function spelledOutFrom(acronym: string, words: readonly RegExpMatchArray[]): number | undefined {
  const initials = words.filter(([word]) => !SMALL_WORD.test(word!)).map(([word]) => word![0]!.toUpperCase());
  if (initials.slice(-acronym.length).join('') !== acronym) return undefined;
  let need = acronym.length;
  let from = words.length;
  while (from > 0 && need > 0) {
    from -= 1;
    if (!SMALL_WORD.test(words[from]![0]!)) need -= 1;
  }
  return words[from]?.index;
}

/**
 * True when an acronym stands for a list of ordinary words, the employer's motto ('Caring, Honest, Intelligent,
 * and Nimble (CHIN)', 'Discipline+ Quality +Speed +Commitment (DQSC)'), not for the name of a thing
 * ('Object-Relational Mapping (ORM)').
 */
export function isMottoAcronym(longForm: string): boolean {
  return /[,+&]|\band\b/i.test(longForm);
}
