import { dutyPhrases } from './job-duties.ts';
import { foreignPhrases, postingLanguage } from './job-language.ts';
import {
  companyNames,
  definedAcronyms,
  definiteSelfNames,
  inShoutedRun,
  isCompanyWord,
  isMottoAcronym,
  isShouted,
  overlaps,
  placeSpans,
  repairJobText,
  STOPWORDS,
} from './job-noise.ts';
import { isPlainDutyVerb, nounPhrases, type Phrase } from './job-phrases.ts';
import { isEnglishWord } from './nlp.ts';
import { findRun, foldPunctuation, stem, termKey } from './normalize.ts';
import {
  findSkills,
  findSkillsByStem,
  lookupSkill,
  matchTokens,
  type SkillEntry,
  type SkillHit,
  type SkillType,
} from './skills-dictionary.ts';

/** What kind of requirement a keyword is; drives its weight and where suggestions send it. */
export type KeywordKind =
  | 'hard'
  | 'tool'
  | 'certification'
  | 'soft'
  | 'title'
  | 'education'
  /** Years of experience the ad asks for ('3+ years of experience'); met from the resume's dates, never added. */
  | 'experience'
  | 'other';

/** How firmly the ad asks for a keyword. */
export type KeywordImportance = 'must' | 'nice';

/** Where in the job ad a keyword was seen. */
export type JobBlock = 'title' | 'required' | 'preferred' | 'responsibilities' | 'general' | 'boilerplate';

export interface JobKeyword {
  /** Stable within one extraction: the canonical key, e.g. 'skill:412' or 'title:backend engineer'. */
  id: string;
  /** The form the job ad used first ('Postgres'), which is what the user is shown. */
  term: string;
  /** Dictionary name when known ('PostgreSQL'). */
  canonical: string;
  kind: KeywordKind;
  skillType?: SkillType;
  /** Importance points; all keywords of one extraction sum to 100. */
  weight: number;
  required: boolean;
  /**
   * 'nice' when the ad only asks for it as preferred ('a plus', 'nice to have', 'bonus'); 'must' otherwise.
   * Optional so keywords stored or built before this field existed stay valid; absent reads as 'must'.
   */
  importance?: KeywordImportance;
  block: JobBlock;
  frequency: number;
  /** Years asked for in the same sentence ('5+ years of Python' → 5). */
  years?: number;
  /** Other forms that count as the same keyword (dictionary aliases, degree spellings). */
  aliases: string[];
  /** The sentence of the job ad where it first appeared. */
  evidence: string;
}

export interface KeywordExtractOptions {
  jobTitle?: string;
  /** The hiring company: its name is never a keyword ('AdventHealth', 'PaperCut'). */
  company?: string;
  /** Keep at most this many keywords (default 35). */
  limit?: number;
  /**
   * Also take the ad's own noun phrases from its requirement and duty sentences ('acceptance criteria',
   * 'proficiency testing'); default true. They name what the dictionary cannot, at some cost in precision.
   */
  phrases?: boolean;
}

const TYPE_WEIGHT: Record<KeywordKind, number> = {
  hard: 1,
  tool: 1,
  certification: 0.9,
  title: 0.9,
  education: 0.6,
  experience: 0.9,
  soft: 0.4,
  other: 0.5,
};

const BLOCK_WEIGHT: Record<JobBlock, number> = {
  title: 1,
  required: 1,
  responsibilities: 0.8,
  general: 0.7,
  preferred: 0.6,
  boilerplate: 0.1,
};

/**
 * A skill the dictionary names is asked for wherever the ad names it: the opening paragraph of an ad often
 * says what the job is built on ('Our stack runs on AWS, PostgreSQL and Kafka') before any heading. The
 * general block's lower weight is for the ad's own phrases, which outside a list of requirements are more
 * often its story than what it asks.
 */
const NAMED_GENERAL_WEIGHT = 0.85;
const NAMED_KINDS: ReadonlySet<KeywordKind> = new Set(['hard', 'tool', 'certification']);

function blockWeightOf(kind: KeywordKind, block: JobBlock): number {
  return block === 'general' && NAMED_KINDS.has(kind) ? NAMED_GENERAL_WEIGHT : BLOCK_WEIGHT[block];
}

const HEADING_CUES: [JobBlock, RegExp][] = [
  [
    'preferred',
    /\b(preferred|nice[- ]to[- ]haves?|bonus|pluses|a plus|desired(?! candidate profile)|desirable|ideally|good to have|deseable|valorable|se valorar|souhait|atout|wünschenswert|von vorteil|desejável|diferencial|gradit)/i,
  ],
  [
    'required',
    /\b(requirements?|qualifications?|what you(?:('|’)?ll| will) need|what you(?:('|’)?ll)? bring|candidate profile|must[- ]haves?|you have|who you are|what we('|’)?re looking for|skills|minimum|required|eligibility|experience|education|requisitos|requerimientos|perfil|exigences|profil|compétences|anforderungen|qualifikationen|requisiti|competenze|conocimientos)\b/i,
  ],
  [
    'responsibilities',
    /\b(responsibilities|responsible for|what you(?:('|’)?ll| will)(?: actually)? do|you will|the role|duties|essential functions|job summary|key accountabilities|in this role|your role|day[- ]to[- ]day|key tasks|role overview|job description|about the (role|job|position)|responsabilidades|funciones|tareas|descripción del (puesto|trabajo)|missions?|aufgaben|atribuições|mansioni|attività)\b/i,
  ],
  [
    'boilerplate',
    /\b(about (us|the company|the team|the area|the location|[A-Z][\w&.]*)|company (description|overview|profile)|who we are|reasons to (work|join)|why (work|join)|our (story|company|culture|mission)|life at|benefits|perks|what we offer|what you('|’)?ll get|what we do|opportunities for growth|in it for you|equal opportunity|eeo|salary|compensation|how to apply|our values|why join|location|work environment|physical (demands|requirements)|reasoning ability|working conditions|mathematical skills|beneficios|ofrecemos|sobre nosotros|quiénes somos|c[oó]mo (aplicar|postular)|condiciones|avantages|nous offrons|à propos|wir bieten|über uns|benefícios|oferecemos|sobre nós|offriamo|chi siamo)\b/i,
  ],
];

function headingBlock(line: string): JobBlock | undefined {
  // Markdown marks trimmed without a regex anchored at the end, which backtracks over long runs of spaces.
  let clean = line.trim();
  while (/^[#*]/.test(clean)) clean = clean.slice(1).trimStart();
  while (clean.endsWith('*')) clean = clean.slice(0, -1).trimEnd();
  const words = clean.split(/\s+/).length;
  // 'Experience: 1-3 Yrs' is a label with its value, read as such by the caller, not a heading over what follows.
  // One that ends in a colon may run longer ('What you get to do in this role:').
  const looksLikeHeading =
    (words <= 7 || (words <= 10 && /:$/.test(clean))) &&
    (/:$/.test(clean) || !/[.,;:]/.test(clean)) &&
    !/^[-•*▪◦·]/.test(line.trim());
  // A closing colon marks a heading whatever its words ('Skills (tags):').
  if (!looksLikeHeading || (!/:$/.test(clean) && readsAsListItem(clean))) return undefined;
  for (const [block, cue] of HEADING_CUES) if (cue.test(clean)) return block;
  return undefined;
}

/**
 * True for a short line that is an item of a list, not its heading, though it holds a heading's word: it rates
 * ('Strong ledger analysis skills'), or it says something ('Warehouse experience is a must', 'Experience with
 * Gizmo CRM (a plus)'). Headings that ask a question of the reader ('Who you are') are not items.
 */
function readsAsListItem(line: string): boolean {
  if (
    /^(strong|excellent|solid|proven|good|great|exceptional|outstanding|demonstrated|advanced|basic|working|deep|extensive|effective|superior)\b/i.test(
      line,
    )
  )
    return true;
  if (/^(what|who|how|why|where|when|you|your|our|about|the|this|a|an)\b/i.test(line)) return false;
  return /\b(is|are|must|should|with)\b|\(/i.test(line);
}

/**
 * Sentences that are the ad's small print wherever they stand: equal opportunity and accommodation notices,
 * pay and perks, how to apply, physical demands of the workplace.
 */
const SMALL_PRINT =
  /\b(equal (employment )?opportunity|affirmative action|eeo|reasonable accommodations?|without regard to|protected (veteran )?status|national origin|drug[- ](free|test(ing)?|screen(ing)?)|background check|benefits?|perks|reimbursements?|insurance|401\s?\(?k\)?|paid time off|pto|parental leave|salary|compensation|bonus(es)?|discounts?|free (lunch|meals|snacks|shoes|coffee)|how to apply|apply (now|today|online)|applications? (are|will be) (reviewed|accepted)|rolling basis|your application|candidate portal|log ?in to|sign in to|referr(al|ing)|posters?|e-verify|right to work|lift(ing)? (up to )?\d+|(vision|hearing) (abilities|requirements)|peripheral vision|noise level|required to (sit|stand|walk)|work environment|essential (duty|duties|functions)|are representative of|the employee (is|must|will|frequently|occasionally|regularly))\b/i;

/** Sentence-level overrides: strong words beat the block the sentence sits in. */
function sentenceBlock(sentence: string, block: JobBlock): JobBlock {
  if (block === 'boilerplate' || block === 'title') return block;
  if (SMALL_PRINT.test(sentence)) return 'boilerplate';
  if (/\b(preferred|a plus|nice to have|bonus|familiarity with|exposure to|ideally)\b/i.test(sentence))
    return 'preferred';
  if (/\b(must|required|requires|mandatory|\d+\s*\+?\s*years?)\b/i.test(sentence)) return 'required';
  return block;
}

const KIND_OF_TYPE: Record<SkillType, KeywordKind> = {
  language: 'hard',
  framework: 'hard',
  methodology: 'hard',
  tool: 'tool',
  platform: 'tool',
  certification: 'certification',
  soft: 'soft',
};

const SENIORITY =
  /^(senior|sr\.?|junior|jr\.?|lead|principal|staff|head|chief|associate|entry[- ]level|mid[- ]level|intern|trainee|i{1,3}|iv|v|\d)$/i;

/** Degree levels and the spellings that count as each. */
const DEGREES: { label: string; words: RegExp; abbreviations: RegExp; aliases: string[] }[] = [
  {
    label: "Bachelor's degree",
    words: /\b(bachelor'?s?|undergraduate degree|4[- ]year degree)\b/i,
    // Abbreviations only in capitals, so 'be able' or 'ba' in prose is not read as a degree.
    abbreviations: /\b(B\.?S\.?c?|BSc|B\.?A\.?|B\.?\s?Tech|B\.?\s?E\.?|B\.?Com)(?![a-z])/,
    aliases: [
      'Bachelor',
      'Bachelors',
      'B.S.',
      'BS',
      'BSc',
      'B.Sc',
      'B.A.',
      'BA',
      'B.Tech',
      'BTech',
      'B.E.',
      'BE',
      'B.Com',
      'undergraduate',
    ],
  },
  {
    label: "Master's degree",
    words: /\b(master'?s?|postgraduate degree)\b(?!\s+(?:data|list|file|branch))/i,
    abbreviations: /\b(M\.?S\.?c?|MSc|M\.?\s?Tech|MBA|M\.?A\.?|M\.?Com)(?![a-z])/,
    aliases: [
      'Master',
      'Masters',
      'M.S.',
      'MS',
      'MSc',
      'M.Sc',
      'M.Tech',
      'MTech',
      'MBA',
      'M.A.',
      'MA',
      'M.Com',
      'postgraduate',
    ],
  },
  {
    label: "Associate's degree",
    words: /\b(associate'?s?|associates)\s+(degree|of (arts|science|applied))/i,
    abbreviations: /\b(A\.A\.S?|A\.S\.|AAS)(?![a-z])/,
    aliases: ['Associate degree', 'Associates degree', 'A.A.', 'A.S.', 'AAS'],
  },
  {
    label: 'PhD',
    words: /\b(doctorate|doctoral)\b/i,
    abbreviations: /\b(Ph\.?\s?D\.?|PhD)(?![a-z])/,
    aliases: ['PhD', 'Ph.D.', 'doctorate'],
  },
];

/** Where a degree is named in a sentence, with the word 'degree' after it when there is one. */
function degreeSpans(sentence: string, degree: (typeof DEGREES)[number]): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const pattern of [degree.words, degree.abbreviations]) {
    for (const match of sentence.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
      const start = match.index ?? 0;
      const after = /^\.?\s+degrees?\b/i.exec(sentence.slice(start + match[0].length));
      spans.push({ start, end: start + match[0].length + (after?.[0].length ?? 0) });
    }
  }
  return spans;
}

/** Upper-case words that look like product names but are ordinary in job ads. */
const NOT_PRODUCTS = new Set(
  'URL NOTE ICON FYI ASAP US USA UK EU EEO EEOC HR CEO CTO CFO COO VP PTO OK AM PM ID NA TBD FAQ W2 401K COVID II III IV YOE FTE WFH API APIS IT ETC LLC INC LTD UTC EST PST CET IST DEI ADA NDA OT USD INR EUR GBP Q1 Q2 Q3 Q4 H1B MS BS BA MA PHD MBA AND OR THE WE YOU A AN TO'.split(
    ' ',
  ),
);

interface Draft {
  id: string;
  term: string;
  canonical: string;
  kind: KeywordKind;
  skillType?: SkillType;
  blockWeight: number;
  block: JobBlock;
  required: boolean;
  frequency: number;
  early: boolean;
  mustSentence: boolean;
  /** Named as the object of a requirement ('experience with X', 'knowledge of X', 'X skills'). */
  cued: boolean;
  /** Named as a list item of its own ('- Problem Solving'): the whole item is the requirement. */
  listed: boolean;
  /** Only ever named as an example of what is asked ('frameworks like Angular, React or Vue'). */
  exampleOnly: boolean;
  /** Only ever read from another form of its word ('collaborate with the team' → Collaboration), never named. */
  inferredOnly: boolean;
  years?: number;
  aliases: string[];
  evidence: string;
}

interface Sentence {
  text: string;
  block: JobBlock;
  /** Offset of the sentence in the whole ad, for the 'early in the ad' boost. */
  offset: number;
  /** The employer speaking of itself ('At Acme, we…', 'Our engineers use…'): read for known skills only. */
  story?: boolean;
  /** The value of a job board's field ('Industry: IT Services'): what the page files the ad under. */
  field?: boolean;
}

/** A line long enough to have been cut by a fixed-width wrap rather than ended by its writer. */
const WRAP_WIDTH = 50;

/**
 * Joins lines that a fixed-width wrap cut in the middle of a sentence ('…written communication and
 * vendor⏎negotiation skills'), so a phrase is never split across two sentences. A line is continued when it
 * is long, does not end a sentence or a heading, and the next line goes on in lower case (or after a trailing
 * comma, 'and', 'of', …). Each joining line break becomes one space, so every offset into the text stays valid.
 */
export function unwrapLines(text: string): string {
  const lines = text.split('\n');
  let out = lines[0] ?? '';
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i - 1]!;
    const next = lines[i]!;
    const joins =
      line.trim().length >= WRAP_WIDTH &&
      !/^[ \t]{30,}\S/.test(line) &&
      !/[.!?:;]\s*$/.test(line) &&
      !/^\s*[-•*▪◦·]/.test(next) &&
      !/^[ \t]{30,}\S/.test(next) &&
      (/^\s*\p{Ll}/u.test(next) ||
        (/^\s*\S/.test(next) &&
          /(,|\b(and|or|of|with|the|a|an|to|in|for|on|as|by|including))\s*$/i.test(line)));
    out = joins ? `${out.replace(/\r$/, ' ')} ${next}` : `${out}\n${next}`;
  }
  return out;
}

/** Splits the ad (already folded and repaired) into sentences tagged with the block they sit in. */
function segment(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let block: JobBlock = 'general';
  let offset = 0;
  for (const line of unwrapLines(text).split(/\r?\n/)) {
    const lineOffset = offset;
    offset += line.length + 1;
    if (!line.trim()) continue;
    // A line set far to the right of a page copied with its layout is a side column (ads, links, the site's
    // own menus), not the ad's text: read as small print, and never as a heading that changes the block.
    if (/^[ \t]{30,}\S/.test(line)) {
      pushSentences(sentences, line, 'boilerplate', lineOffset);
      continue;
    }
    const heading = headingBlock(line);
    if (heading) {
      block = heading;
      continue;
    }
    // A caption over one item ('Keeper of Quality:', 'Lay the Groundwork:') names the item's theme in
    // the ad's own slogan, not a requirement; it leaves the block as it was.
    if (/^[\s\-•*▪◦·]*\p{Lu}[^.!?:]{0,50}:\s*$/u.test(line) && line.trim().split(/\s+/).length <= 6) continue;
    // 'About us: We value…' — a heading and its first sentence on one line.
    const inline = /^\s*([A-Za-z][^:.]{1,40}):\s+(\S.*)$/.exec(line);
    const inlineBlock = inline?.[1] ? headingBlock(`${inline[1]}:`) : undefined;
    if (inline?.[2] && inlineBlock) {
      block = inlineBlock;
      block = pushSentences(sentences, inline[2], block, lineOffset + line.indexOf(inline[2]));
      continue;
    }
    // A job board's field ('Employment Type: Permanent Job', 'Industry:IT Services'): the page, not the ad.
    const field = /^\s*([A-Z][\w/&-]*(?:\s+[A-Za-z][\w/&-]*){0,3}):\s*(\S.*)$/.exec(line);
    if (field?.[2] && !inlineBlock && field[2].split(/\s+/).length <= 6) {
      sentences.push({
        text: field[2].trim(),
        block: 'boilerplate',
        offset: lineOffset + line.indexOf(field[2]),
        field: true,
      });
      continue;
    }
    block = pushSentences(sentences, line, block, lineOffset);
  }
  return sentences;
}

/** Words that open a sentence and never stand capitalised inside one ('… with the elderly If you're …'). */
const SENTENCE_OPENERS = /^(?:If|Please|We|We're|We've|Our|You|You'll|You're|Your)\b/;

/**
 * True when the capitalised words at the start of `rest` begin a new item of a list whose line breaks were
 * lost: a duty's verb ('Prepare weekly reports'), the same after an adverb ('Effectively handle …'), or a
 * sentence's opening word.
 */
function opensPastedItem(rest: string): boolean {
  const [first = '', second = ''] = rest.split(' ', 2).map((word) => /^[\p{L}'’]+/u.exec(word)?.[0] ?? '');
  if (isPlainDutyVerb(first) || SENTENCE_OPENERS.test(first.replace('’', "'"))) return true;
  return /^\p{Lu}\p{Ll}+ly$/u.test(first) && isPlainDutyVerb(second);
}

/**
 * Splits one line into sentences: at . ! ? before a capital (not inside 'Node.js' or 'e.g.'), at ';', and at a
 * bullet glyph inside the line ('… on weekends * Patience with …': a list pasted onto one line).
 */
function pushSentences(
  sentences: Sentence[],
  line: string,
  lineBlock: JobBlock,
  lineOffset: number,
): JobBlock {
  let from = 0;
  let block = lineBlock;
  const push = (piece: string, at: number, beforeBullet = false) => {
    // A heading run into the list it heads ('… lobby floors Required skills:'): the pieces
    // after it belong to its block. Before a pasted bullet a heading of perks may lack its colon ('Our Perks- Free
    // parking').
    const label =
      /(?:^|\s)((?:[A-Z][\w'’]*)(?:\s+[\w'’&]+){0,5}):\s*$/.exec(piece) ??
      (beforeBullet
        ? /(?:^|\s)([A-Z][\w'’]*(?:\s+(?:[A-Z][\w'’]*|for|of|and|the|to|in|at|a|an|with|&)){0,5})\s*$/.exec(
            piece,
          )
        : null);
    const heading = label?.[1] ? headingBlock(`${label[1]}:`) : undefined;
    const next = label && !label[0].includes(':') && heading !== 'boilerplate' ? undefined : heading;
    const text = (next && label ? piece.slice(0, piece.length - label[0].length) : piece).trim();
    if (text) sentences.push({ text, block: sentenceBlock(text, block), offset: lineOffset + at });
    if (next) block = next;
  };
  for (const match of line.matchAll(
    /[.!?](?=\s+[A-Z("])|;(?=\s)|\s[*•▪◦·](?=\s)|(?<=\p{Ll})\*(?=\s+\p{Lu})|(?<=[\p{Ll}:])-(?=\s+\p{Lu})| (?<=(?:^|[^\p{L}])\p{Ll}{2,} )(?=\p{Lu}\p{Ll}+ \p{Ll})/gu,
  )) {
    const at = match.index ?? 0;
    // Items pasted without their line breaks ('… for visitors Prepare weekly reports, …'): a capitalised
    // word after a lower-case one starts the next item when it opens a duty or a sentence.
    if (match[0] === ' ' && !opensPastedItem(line.slice(at + 1))) continue;
    const bullet = /[*•▪◦·\s-]/.test(match[0]);
    const end = bullet ? at : at + 1;
    const piece = line.slice(from, end);
    // Not after an abbreviation or an initial ('e.g.', 'M. Tech', 'B. E.').
    if (!bullet && (/\b(e\.g|i\.e|etc|vs|incl)\.$/i.test(piece) || /(^|[\s(/-])\p{Lu}\.$/u.test(piece)))
      continue;
    push(piece, from, bullet);
    from = at + match[0].length;
  }
  push(line.slice(from), from);
  return block;
}

const YEARS = /(\d{1,2})\s*\+?\s*(?:(?:-|to|–)\s*(\d{1,2})\s*)?\+?\s*years?/i;

const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten';
const NUMBER_OF_WORD = new Map(NUMBER_WORDS.split('|').map((word, i) => [word, i + 1]));

/**
 * A years-of-experience requirement as the ad words it: '3+ years of experience', '0-2 Yrs',
 * 'Minimum 2 years of experience as a Front End Developer' (kept to 'Minimum 2 years of experience'),
 * '6 - 10 years of information technology industry experience', 'two years of related experience'.
 * Up to five words may stand between the years and 'experience'; without 'experience' a range or an
 * abbreviated 'Yrs' is enough ('Experience: 0-2 Yrs'). Months count as part of a year ('six months related
 * experience' asks for half a year), and only with 'experience'.
 */
const EXPERIENCE_YEARS = new RegExp(
  String.raw`\b(?:(?:minimum|min\.?|at least)(?: of)?\s+)?(?:\d{1,2}|${NUMBER_WORDS})(?:\s*(?:-|–|to)\s*\d{1,2})?\s*\+?\s*(?:years?|yrs?|months?)\b(?:(?:\s+[\p{L}/-]+){0,5}?\s+experience\b)?`,
  'giu',
);

/** The years-of-experience requirements of one sentence, with the lower bound of years each asks for. */
export function experienceRequirements(
  sentence: string,
): { text: string; years: number; start: number; end: number }[] {
  const out: { text: string; years: number; start: number; end: number }[] = [];
  for (const match of sentence.matchAll(EXPERIENCE_YEARS)) {
    const text = match[0].replace(/\s+/g, ' ').trim();
    // '5 years' alone is a duration ('5 years of growth'); it names a requirement with 'experience', a range or 'Yrs'.
    const experience = /experience$/i.test(text);
    if (!experience && (/months?\b/i.test(text) || !/(\d\s*(-|–|to)\s*\d|yrs?\b)/i.test(text))) continue;
    const count = /^(?:(?:minimum|min\.?|at least)(?: of)?\s+)?(\d{1,2}|[a-z]+)/i.exec(text)?.[1] ?? '';
    const number = /^\d/.test(count) ? Number(count) : (NUMBER_OF_WORD.get(count.toLowerCase()) ?? 0);
    const years = /^\S+(?:\s*(?:-|–|to)\s*\d{1,2})?\s*\+?\s*months?\b/i.test(text.slice(text.indexOf(count)))
      ? Math.round((number / 12) * 100) / 100
      : number;
    const start = match.index ?? 0;
    out.push({ text, years, start, end: start + match[0].length });
  }
  return out;
}

/**
 * The job title without what job boards wrap around it: 'Housekeeper Job in Austin' → 'Housekeeper',
 * 'Acme Job Application for QA Engineer' → 'QA Engineer', 'Nurse (m/f/d) - Remote' → 'Nurse'.
 */
export function cleanJobTitle(title: string): string {
  return title
    .replace(/^.*?\bjob application for\s+/i, '')
    .replace(/\s+(?:job|jobs|position|vacancy|opening)\s+(?:in|at)\s+.*$/i, '')
    .replace(/\s*\((?:m|f|w|d|x)(?:\s*\/\s*(?:m|f|w|d|x))+\)/gi, '')
    .replace(/\s+[-–|]\s+(?:remote|hybrid|on-?site|full[- ]time|part[- ]time|contract)\s*$/i, '')
    .trim();
}

function titleTerms(title: string): { full: string; head?: string } {
  const words = title
    .replace(/[()[\],]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  // Seniority words lead a title ('Senior', 'Lead'); levels trail it ('Engineer II').
  let from = 0;
  while (from < words.length - 1 && SENIORITY.test(words[from]!)) from++;
  let to = words.length;
  while (to > from + 1 && /^(i{1,3}|iv|v|\d)$/i.test(words[to - 1]!)) to--;
  const core = words.slice(from, to);
  const head = core.length >= 1 && core.length < words.length ? core.join(' ') : undefined;
  return { full: words.join(' '), head };
}

/** Extracts weighted keywords from a job description. Pure and deterministic. */
export function extractJobKeywords(
  jobDescription: string,
  options: KeywordExtractOptions = {},
): JobKeyword[] {
  const text = repairJobText(foldPunctuation(jobDescription));
  const sentences = segment(text);
  const sectioned = hasAskingHeading(text);
  // A posting in another language has its phrases found by rule: the English tagger reads its words as noise.
  const language = postingLanguage(text);
  const phrasesOf = (sentence: string) =>
    language === 'en' ? nounPhrases(sentence) : foreignPhrases(sentence, language);
  // The employer as it names itself; with the units it calls 'the Service' or 'the Agency', never a keyword.
  const employer = companyNames(text, options.company);
  const company = new Set([...employer, ...definiteSelfNames(text)]);
  // What the page files the ad under ('Accounting / Ledger Services') is never asked of the candidate.
  const filedUnder = new Set(
    sentences
      .filter((sentence) => sentence.field)
      .flatMap((sentence) => sentence.text.split(/\s*[/,|]\s*/).map((part) => termKey(part))),
  );
  for (const sentence of sentences) {
    if (sentence.block === 'boilerplate' || !isCompanyVoice(sentence.text, employer)) continue;
    sentence.story = true;
    if (sentence.block !== 'title') sentence.block = 'general';
  }
  const acronyms = definedAcronyms(text);
  const longForms = new Set([...acronyms.values()].map((longForm) => termKey(longForm)));
  const isMotto = (word: string) => {
    const longForm = acronyms.get(word);
    return longForm !== undefined && !lookupSkill(longForm) && isMottoAcronym(longForm);
  };
  const jobTitle = options.jobTitle ? cleanJobTitle(foldPunctuation(options.jobTitle)) : '';
  const totalLength = Math.max(1, jobDescription.length);
  const drafts = new Map<string, Draft>();

  const note = (
    id: string,
    fields: Pick<Draft, 'term' | 'canonical' | 'kind' | 'aliases'> & { skillType?: SkillType },
    sentence: Sentence,
    at?: { start: number; end: number },
    inferred = false,
  ) => {
    const cued =
      at !== undefined && sentence.block !== 'boilerplate' && isCued(sentence.text, at.start, at.end);
    const listed =
      at !== undefined && sentence.block !== 'boilerplate' && isWholeItem(sentence.text, at.start, at.end);
    const example = at !== undefined && isExample(sentence.text, at.start);
    // A virtue the employer claims for itself ('integrity is who we are') is not asked of anyone.
    if (fields.kind === 'soft' && (sentence.block === 'boilerplate' || sentence.story)) return;
    // The workplace's culture ('foster a culture of curiosity') is the employer's, not a skill asked for.
    if (
      fields.kind === 'soft' &&
      at &&
      /\b(culture|spirit|atmosphere) of\s+$/i.test(sentence.text.slice(Math.max(0, at.start - 20), at.start))
    )
      return;
    // 'take ownership of X', 'take responsibility for X' say what the duty is (X), not a trait screened for.
    if (fields.kind === 'soft' && at && isTakenOn(sentence.text, at.start, at.end)) return;
    const blockWeight = blockWeightOf(fields.kind, sentence.block);
    const yearsMatch = YEARS.exec(sentence.text);
    const years = yearsMatch && fields.kind !== 'soft' ? Number(yearsMatch[1]) : undefined;
    const existing = drafts.get(id);
    if (existing) {
      existing.frequency++;
      if (blockWeight > existing.blockWeight) {
        existing.blockWeight = blockWeight;
        existing.block = sentence.block;
      }
      existing.required ||= sentence.block === 'required';
      existing.mustSentence ||= /\b(must|required)\b/i.test(sentence.text);
      existing.cued ||= cued;
      existing.listed ||= listed;
      existing.exampleOnly &&= example;
      existing.inferredOnly &&= inferred;
      if (years !== undefined && existing.years === undefined) existing.years = years;
      return;
    }
    drafts.set(id, {
      id,
      ...fields,
      blockWeight,
      block: sentence.block,
      required: sentence.block === 'required',
      frequency: 1,
      early: sentence.offset / totalLength < 0.15,
      mustSentence: /\b(must|required)\b/i.test(sentence.text),
      cued,
      listed,
      exampleOnly: example,
      inferredOnly: inferred,
      years,
      evidence: sentence.text,
    });
  };

  const titleSentence: Sentence = { text: jobTitle, block: 'title', offset: 0 };
  if (jobTitle) {
    // One keyword for the title: its core without the seniority ('Backend Engineer' of 'Senior Backend
    // Engineer') is another form of it, not a second requirement taking a second place in the list.
    const { full, head } = titleTerms(jobTitle);
    note(
      `title:${termKey(full)}`,
      { term: full, canonical: full, kind: 'title', aliases: head ? [head] : [] },
      titleSentence,
    );
  }

  const skillFromEntry = (entry: SkillEntry, surface: string) => ({
    term: surface.replace(/\s+/g, ' '),
    canonical: entry.name,
    kind: KIND_OF_TYPE[entry.type],
    skillType: entry.type,
    aliases: entry.forms.filter((form) => termKey(form) !== termKey(surface)),
  });

  for (const sentence of [...(jobTitle ? [titleSentence] : []), ...sentences]) {
    const tokens = matchTokens(sentence.text);
    const hits = findSkills(sentence.text, tokens);
    const covered = new Set<number>();
    const places = placeSpans(sentence.text);
    const isNoise = (hit: SkillHit) =>
      isLoneLetter(hit, hits, sentence.text) ||
      overlaps(places, hit.start, hit.end) ||
      namesTeam(sentence.text, hit.start, hit.end) ||
      company.has(termKey(hit.surface)) ||
      readsAsOrdinaryWord(hit, sentence.text);
    const taken: { start: number; end: number }[] = [...places];
    for (const hit of hits) {
      for (let at = hit.start; at < hit.end; at++) covered.add(at);
      // An ordinary word that shares a product's name may still be part of the ad's own phrase ('Gizmo Designer').
      if (isNoise(hit)) {
        if (!readsAsOrdinaryWord(hit, sentence.text)) taken.push(hit);
        continue;
      }
      taken.push(hit);
      note(`skill:${hit.entry.index}`, skillFromEntry(hit.entry, hit.surface), sentence, hit);
    }
    if (sentence.block === 'title') continue;
    if (sentence.block !== 'boilerplate') {
      for (const requirement of experienceRequirements(sentence.text)) {
        // One keyword per number of years, in the ad's first wording ('at least 2 years of experience' and
        // '2 Years of Experience' are one requirement), unless that was a job board's shorthand ('1-3 Yrs') and
        // the ad later says it in words.
        const id = `experience:${requirement.years}`;
        const earlier = drafts.get(id);
        note(
          id,
          { term: requirement.text, canonical: requirement.text, kind: 'experience', aliases: [] },
          sentence,
        );
        const draft = drafts.get(id);
        if (draft && earlier && !/experience/i.test(earlier.term) && /experience/i.test(requirement.text)) {
          draft.aliases = [...new Set([...draft.aliases, earlier.term])];
          draft.term = requirement.text;
          draft.canonical = requirement.text;
        }
        if (draft) draft.years = requirement.years;
        taken.push(requirement);
      }
    }
    for (const hit of findSkillsByStem(sentence.text, tokens, covered)) {
      for (let at = hit.start; at < hit.end; at++) covered.add(at);
      taken.push(hit);
      if (isNoise(hit)) continue;
      // The display form of a stem match is the dictionary name: 'collaborate closely' → 'Collaboration'.
      note(`skill:${hit.entry.index}`, skillFromEntry(hit.entry, hit.entry.name), sentence, hit, true);
    }
    for (const degree of DEGREES) {
      const byWord = degree.words.test(sentence.text);
      if (!byWord && !degree.abbreviations.test(sentence.text)) continue;
      // A lone abbreviation needs a degree context: 'BS/MS in Computer Science', 'MBA preferred', 'degree'.
      // Indian boards write 'UG - B. Tech' and 'PG - M. Tech' for the undergraduate and postgraduate degree.
      if (!byWord && !/degree|diploma|\bin\s+[A-Z]|MBA|Ph\.?\s?D|\b[UP]G\b/.test(sentence.text)) continue;
      // The words that named the degree ('B.S. degree', 'Associates degree') are not a phrase of their own;
      // they are the forms the ad gave it ('B. Tech'), which count as it.
      const spans = degreeSpans(sentence.text, degree);
      taken.push(...spans);
      const id = `education:${degree.label}`;
      note(
        id,
        { term: degree.label, canonical: degree.label, kind: 'education', aliases: degree.aliases },
        sentence,
      );
      const draft = drafts.get(id)!;
      const known = new Set([draft.term, ...draft.aliases].map((form) => termKey(form)));
      for (const span of spans) {
        const form = sentence.text.slice(span.start, span.end).trim();
        if (!known.has(termKey(form))) draft.aliases = [...draft.aliases, form];
        known.add(termKey(form));
      }
    }
    // Product-like words the dictionary does not know (CamelCase, digits, dotted, short upper-case), and only
    // where the ad asks for something: not in its story, its perks or the page around it.
    const asks = asksForSkills(sentence);
    for (const token of asks ? tokens : []) {
      if (covered.has(token.start) || overlaps(places, token.start, token.end)) continue;
      const word = token.text;
      if (
        !isUnknownProduct(word, sentence.text, token.start, token.end) &&
        !isListMateOfProduct(word, sentence.text, token, hits)
      )
        continue;
      if (isCompanyWord(word, company)) continue;
      // An acronym of the employer's motto ('Caring, Honest, Intelligent, and Nimble (CHIN)').
      if (isMotto(word)) continue;
      taken.push(token);
      note(
        `other:${termKey(word)}`,
        { term: word, canonical: word, kind: 'other', aliases: [] },
        sentence,
        token,
      );
    }
    // The ad's own requirement phrases of two words or more, where no skill, product or place was read; a lone
    // noun ('Quality', 'process') is rarely the requirement itself.
    // Only under a heading that asks (requirements, duties, preferences) or in a sentence that says it must.
    // A posting with no requirement or duty heading (one paragraph on a job board) says what it asks in its
    // general text, so that text is read for phrases too.
    if (options.phrases === false || sentence.block === 'boilerplate' || sentence.story) continue;
    if (isShouted(sentence.text)) continue;
    const readsPhrases = sentence.block !== 'general' || (!sectioned && asks);
    for (const found of readsPhrases ? phrasesOf(sentence.text) : []) {
      // The employer's name before a phrase says whose it is ('Service email box'): the rest is the requirement.
      const phrase = withoutLeadingNames(found, company);
      if (!phrase) continue;
      // One word is rarely the requirement; in a posting read by rule, a capitalised name may be ('Estadística').
      // A lone noun counts when the ad names it as what it asks for ('experience with spreadsheets').
      if (phrase.words < 2 && language === 'en' && !isNamedObject(sentence.text, phrase.start, phrase.text))
        continue;
      if (overlaps(taken, phrase.start, phrase.end)) continue;
      if (company.has(termKey(phrase.text)) || filedUnder.has(termKey(phrase.text))) continue;
      // What the ad says is not needed ('No welding skills needed').
      if (/\b(no|not|without)\s+$/i.test(sentence.text.slice(Math.max(0, phrase.start - 8), phrase.start)))
        continue;
      if (isAdjunct(sentence.text, phrase.start) && !isCued(sentence.text, phrase.start, phrase.end))
        continue;
      // A phrase holding the acronym of the employer's motto ('DQSC Indicator') is its slogan, not a skill.
      if (phrase.text.split(/\s+/).some(isMotto)) continue;
      // The words an acronym stands for ('Object-Relational Mapping (ORM)'): the acronym is the keyword.
      if (longForms.has(termKey(phrase.text))) continue;
      if (phrase.text.split(/[\s-]+/).some((word) => isCompanyWord(word, company))) continue;
      note(
        `${isCapitalisedName(sentence.text, phrase) ? 'name' : 'phrase'}:${phrase.key}`,
        { term: phrase.text, canonical: phrase.text, kind: 'other', aliases: [] },
        sentence,
        phrase,
      );
    }
    // Duties whose object is one noun ('review code', 'Answer the telephone'), read where the ad lists what the
    // job asks or does; in English only, as the verbs come from the English lexicon. A posting without headings
    // lists its duties as sentences that open with one ('Effectively handle multiple customers while …').
    if (language !== 'en' || (sentence.block === 'general' && sectioned)) continue;
    for (const duty of dutyPhrases(sentence.text)) {
      if (sentence.block === 'general' && !opensWithDuty(sentence.text, duty.start)) continue;
      if (overlaps(taken, duty.start, duty.end)) continue;
      if (duty.text.split(/[\s-]+/).some((word) => isCompanyWord(word, company))) continue;
      note(
        `duty:${duty.key}`,
        { term: duty.text, canonical: duty.text, kind: 'other', aliases: [] },
        sentence,
        duty,
      );
    }
  }

  mergeNestedPhrases(drafts);
  const limit = options.limit ?? 35;
  const scored = [...drafts.values()].map((draft) => {
    const raw =
      typeWeight(draft) *
      draft.blockWeight *
      (1 + Math.log(1 + draft.frequency)) *
      (draft.early || draft.kind === 'title' ? 1.2 : 1) *
      (draft.mustSentence ? 1.1 : 1) *
      // A soft skill is always written 'X skills', so that cue says nothing about it; a list item of its own does.
      ((draft.cued && draft.kind !== 'soft') || draft.listed ? CUED_BOOST : 1) *
      (draft.exampleOnly ? EXAMPLE_WEIGHT : 1) *
      (draft.inferredOnly && draft.kind === 'soft' ? INFERRED_SOFT_WEIGHT : 1);
    return { draft, raw };
  });
  scored.sort((a, b) => b.raw - a.raw || a.draft.term.localeCompare(b.draft.term));
  const kept = scored.slice(0, limit);
  const total = kept.reduce((sum, item) => sum + item.raw, 0) || 1;
  return kept.map(({ draft, raw }) => ({
    id: draft.id,
    term: draft.term,
    canonical: draft.canonical,
    kind: draft.kind,
    ...(draft.skillType ? { skillType: draft.skillType } : {}),
    weight: Math.round((raw / total) * 1000) / 10,
    required: draft.required || draft.kind === 'title',
    importance: draft.block === 'preferred' && !draft.required ? ('nice' as const) : ('must' as const),
    block: draft.block,
    frequency: draft.frequency,
    ...(draft.years !== undefined ? { years: draft.years } : {}),
    aliases: draft.aliases,
    evidence: draft.evidence,
  }));
}

/**
 * Folds a phrase of the ad into a shorter one it contains ('user-friendly web applications' into 'web applications',
 * 'multi-cloud environment' into 'multi-cloud'): the shorter names the requirement, the longer only says more of
 * it, and each mention counts for the shorter one.
 */
function mergeNestedPhrases(drafts: Map<string, Draft>): void {
  const phrases = [...drafts.values()].filter((draft) => /^(phrase|name):/.test(draft.id));
  // A phrase's id holds the stems of its words.
  const words = (draft: Draft) => draft.id.slice(draft.id.indexOf(':') + 1).split(' ');
  for (const longer of phrases) {
    const longWords = words(longer);
    const shorter = phrases.find(
      (other) =>
        other !== longer &&
        drafts.has(other.id) &&
        words(other).length < longWords.length &&
        findRun(longWords, words(other)) >= 0,
    );
    if (!shorter) continue;
    shorter.frequency += longer.frequency;
    if (longer.blockWeight > shorter.blockWeight) {
      shorter.blockWeight = longer.blockWeight;
      shorter.block = longer.block;
    }
    shorter.required ||= longer.required;
    shorter.mustSentence ||= longer.mustSentence;
    shorter.cued ||= longer.cued;
    shorter.listed ||= longer.listed;
    shorter.exampleOnly &&= longer.exampleOnly;
    drafts.delete(longer.id);
  }
}

/** A phrase without the employer's name at its front; undefined when fewer than two words are left. */
function withoutLeadingNames(phrase: Phrase, company: ReadonlySet<string>): Phrase | undefined {
  const words = [...phrase.text.matchAll(/\S+/g)];
  let first = 0;
  while (first < words.length && isCompanyWord(words[first]![0], company)) first += 1;
  if (first === 0) return phrase;
  const rest = words.slice(first);
  if (rest.length < 2) return undefined;
  const offset = rest[0]!.index ?? 0;
  return {
    text: phrase.text.slice(offset),
    key: rest.map(([word]) => stem(word.toLowerCase().replace(/[^\p{L}]/gu, ''))).join(' '),
    start: phrase.start + offset,
    end: phrase.end,
    words: rest.length,
  };
}

/** True when a duty found at `start` opens its sentence, after an adverb at most ('Effectively handle …'). */
function opensWithDuty(sentence: string, start: number): boolean {
  return /^[\s\-•*▪◦·]*(?:\p{L}+ly\s+)?$/u.test(sentence.slice(0, start));
}

/** Blocks that hold what the ad asks for. */
const ASKING_BLOCKS: ReadonlySet<JobBlock> = new Set(['required', 'responsibilities', 'preferred']);

/** True when the ad has a heading (own line, or 'Requirements: …') over what it asks or what the job does. */
function hasAskingHeading(text: string): boolean {
  return text.split('\n').some((line) => {
    const inline = /^\s*([A-Za-z][^:.]{1,40}):/.exec(line)?.[1];
    const block = headingBlock(line) ?? (inline ? headingBlock(`${inline}:`) : undefined);
    return block !== undefined && ASKING_BLOCKS.has(block);
  });
}

/** How much more a keyword counts when the ad names it as the object of a requirement. */
const CUED_BOOST = 1.4;

/**
 * The weight of a keyword's kind. An unknown product or acronym read from a requirement ('ZQF', 'GizmoDB') is
 * a named tool the dictionary lacks, so it counts nearly as one; a soft skill the requirements list
 * ('vendor negotiation skills') is screened for, where one read from a duty or the ad's story is colour.
 */
function typeWeight(draft: Draft): number {
  if (draft.kind === 'other' && /^(other|name):/.test(draft.id)) return PRODUCT_WEIGHT;
  if (draft.kind === 'soft' && draft.block === 'required') return REQUIRED_SOFT_WEIGHT;
  return TYPE_WEIGHT[draft.kind];
}
const PRODUCT_WEIGHT = 0.8;
const REQUIRED_SOFT_WEIGHT = 0.55;

/** A requirement word and its preposition before a list of what is required ('hands-on experience with'). */
const CUE_BEFORE =
  /\b(experience[ds]?|knowledge|proficien(?:t|cy)|familiar(?:ity)?|expertise|understanding|skilled|background|exposure|competen(?:t|ce|cy)|fluen(?:t|cy)|mastery|versed|trained|certified)\s+(?:in|with|of|on|to|using|across)\b/i;
/**
 * A requirement word right after a phrase ('ledger analysis skills', 'Kubernetes experience'), or the examples
 * that follow a category the ad asks for ('front-end frameworks like Angular or Vue').
 */
const CUE_AFTER =
  /^\s*(skills?\b|experience\b|knowledge\b|expertise\b|proficiency\b|background\b|,?\s*(like|such as|e\.g\.?|including)\s)/i;

/**
 * Where an ad names examples of a category it asks for ('server work such as Kotlin or Go'): any one of
 * them meets the requirement, so each counts for less than the category (the labels' 'named examples').
 */
const EXAMPLE_CUE = /\b(?:like|such as|e\.g\.?|including|for example|for instance)\s+/i;
const EXAMPLE_WEIGHT = 0.6;

/**
 * A soft skill read only from a verb of the ad ('collaborate with the team' → Collaboration, 'lead the rollout' →
 * Leadership) describes how the work is done; one the ad names ('time management skills') is screened for.
 */
const INFERRED_SOFT_WEIGHT = 0.7;

/** True when `start` lies in the list of examples after 'like', 'such as' or 'e.g.' in its clause. */
function isExample(sentence: string, start: number): boolean {
  const before = sentence.slice(Math.max(0, start - 80), start);
  const clause = before.split(/[.;:!?)](?:\s|$)/).at(-1) ?? before;
  return EXAMPLE_CUE.test(clause);
}

/**
 * True when the words at start..end are what the ad asks for by name: inside the list that follows a requirement
 * word in the same clause ('Hands-on experience with Gizmo Designer, Widget Portal, ZQF'), or followed by one
 * ('vendor negotiation skills').
 */
function isCued(sentence: string, start: number, end: number): boolean {
  const surface = sentence.slice(start, end);
  if (isWholeItem(sentence, start, end)) return true;
  if (/\b(skills?|experience)$/i.test(surface) && /\s/.test(surface)) return true;
  if (CUE_AFTER.test(sentence.slice(end, end + 20))) return true;
  const before = sentence.slice(Math.max(0, start - 160), start);
  const clause = before.split(/[.;!?](?:\s|$)/).at(-1) ?? before;
  return CUE_BEFORE.test(clause);
}

/** True when the words at start..end are a list item of their own: nothing but the requirement ('- Software Calibration'). */
function isWholeItem(sentence: string, start: number, end: number): boolean {
  return /^[\s\-•*▪◦·]*$/.test(sentence.slice(0, start)) && /^[\s.;,:]*$/.test(sentence.slice(end));
}

/** Plural nouns that name a class of things rather than one skill ('experience with tools'). */
const CLASS_NOUNS = new Set(
  'technologies technology tools techniques approaches applications libraries systems solutions methods platforms products services programs software concepts principles practices procedures policies frameworks languages environments projects areas domains fields teams things'.split(
    ' ',
  ),
);

/**
 * True for a lone noun the ad asks for by name in a lower-case list right after a requirement word:
 * 'experience with spreadsheets', 'knowledge of ledgers' — not 'experience with tools' nor a capitalised label.
 */
function isNamedObject(sentence: string, start: number, word: string): boolean {
  if (word.length < 4 || CLASS_NOUNS.has(word.toLowerCase())) return false;
  // A noun with 'of' after it names an act whose object is the requirement ('experience in the development of X').
  if (/^\s+of\b/i.test(sentence.slice(start + word.length, start + word.length + 4))) return false;
  const before = sentence.slice(Math.max(0, start - 60), start);
  const listed = new RegExp(`${CUE_BEFORE.source}\\s+((?:[\\p{L}\\d.+#/-]+,?\\s+){0,4})$`, 'iu').exec(before);
  // The list follows the requirement word itself: after a preposition the noun is where or what of something
  // else ('experience with breadth across systems, cloud, and security').
  return (
    listed !== null &&
    !/\b(across|in|of|for|on|at|from|into|within|over|through|between)\b/i.test(listed.at(-1) ?? '')
  );
}

/** Words that turn a sentence to the reader: what the job needs or what the person will do. */
const ASKS_THE_READER =
  /\b(you|your|you'll|you're|candidates?|applicants?|looking for|seeking|must|required|requirements?|experience|skills?|ability|knowledge|proficien\w*|familiar\w*|degree)\b/i;

/**
 * True when the employer speaks of itself: the sentence names the company, says 'we', or opens with 'Our'
 * ('Our engineers use cutting-edge technology'), and does not turn to what the reader needs or will do. Such
 * sentences are the company's story, wherever they stand; their phrases are not requirements.
 */
function isCompanyVoice(sentence: string, company: ReadonlySet<string>): boolean {
  // An invitation ('Join our team of experts who…') or the company as the subject ("Acme's built on…").
  // The sentence's first word, read without a pattern that backtracks over a long run of other letters.
  const opening = sentence.slice(0, 200).replace(/^[^\p{L}\d]+/u, '');
  if (/^join (our|us)\b/i.test(opening)) return true;
  const first = /^[\p{L}\d&.-]+/u
    .exec(opening)?.[0]
    ?.replace(/['’]s$/, '')
    .replace(/[.-]+$/, '')
    .toLowerCase();
  if (first && first.length > 2 && company.has(first) && !/\b(must|required)\b/i.test(sentence)) return true;
  if (ASKS_THE_READER.test(sentence)) return false;
  if (/\bwe\b|\bwe['’](re|ve)\b/i.test(sentence) || /^our\b/i.test(opening)) return true;
  const words = sentence.toLowerCase().match(/[\p{L}\d&.'-]+/gu) ?? [];
  return words.some((word) => word.length > 2 && company.has(word.replace(/(['’]s)?[.']*$/, '')));
}

/**
 * Where a duty goes or comes from, whom it is for and whom it is done with: the object of 'to', 'from', 'into',
 * 'for' or of 'interface with' ('transfer files to off-site storage', 'optimise pages for tablet screens',
 * 'interface with brand marketing'), or what it is located within ('offices located within the client site'), is
 * the setting of the work, not a skill it asks for. Not where the
 * preposition belongs to the duty itself ('responsible for data quality', 'contribute to code reviews').
 */
const ADJUNCT_BEFORE =
  /\b(?:to|from|into|onto|for|(?:interface|liaise|partner|collaborate|coordinate) with|(?:located|based|situated) (?:in|at|within)(?: the)?|within the)\s+$/i;
const DUTY_PREPOSITION =
  /\b(?:responsib\w+|accountab\w+|contribut\w+|respond\w*|adher\w+|attention|commit\w*|dedicat\w+|passion\w*|support)\s+(?:to|for)\s+$/i;
function isAdjunct(sentence: string, start: number): boolean {
  const before = sentence.slice(Math.max(0, start - 60), start);
  // The object may begin with modifiers joined by 'and'/'or' that the phrase leaves out ('for major and dot
  // software releases'); the preposition then stands before them. Not after 'to', where the joined words are
  // verbs of the duty itself ('ability to design and build data pipelines'), nor when they are verbs in -ing
  // ('tools for designing and building data pipelines').
  // Both must stand outside the phrase: one word joined to the phrase may be a noun of its own ('a degree from
  // college or [technical school]'), which the degree asked for is read with.
  const joined = /\b(?:for|from|into|onto)\s+([\p{Ll}-]+)\s+(?:and|or)\s+([\p{Ll}-]+)\s+$/u.exec(before);
  const modifiers = joined && !/ing$/.test(joined[1]!) && !/ing$/.test(joined[2]!);
  const head = modifiers ? before.slice(0, joined.index + joined[0].split(/\s+/)[0]!.length + 1) : before;
  return ADJUNCT_BEFORE.test(head) && !DUTY_PREPOSITION.test(head);
}

/**
 * True when a soft skill is the noun of the idiom 'take X of/for/over …' ('You take ownership of uptime', 'taking
 * responsibility for the rota'): the idiom means doing the thing that follows, which is the requirement.
 */
function isTakenOn(sentence: string, start: number, end: number): boolean {
  return (
    /\b(?:take|takes|taking|took|taken)\s+(?:[\p{L}-]+\s+)?$/iu.test(
      sentence.slice(Math.max(0, start - 30), start),
    ) && /^\s+(?:of|for|over)\b/i.test(sentence.slice(end, end + 6))
  );
}

/** True when the words at start..end name a team of the employer ('join our Kafka platform team'), not a skill. */
function namesTeam(sentence: string, start: number, end: number): boolean {
  return (
    /\b(our|the|your)\s+$/i.test(sentence.slice(Math.max(0, start - 6), start)) &&
    /^\s+(?:[\p{L}-]+\s+)?(team|group|department|division|squad|org|organi[sz]ation)\b/iu.test(
      sentence.slice(end, end + 30),
    )
  );
}

/** Words that say a sentence asks for something, wherever it stands in the ad. */
const SKILL_CUE =
  /\b(calls for|requires?|experience|experienced|knowledge|proficien\w*|familiar\w*|expertise|skills?|using|tools?|stack|technolog\w*|frameworks?|platforms?|languages?|certifi\w*|background in|hands-on|exposure|understanding of|ability to|required|preferred|plus|conocimientos?|experiencia|manejo|dominio|herramientas|requisitos|deseable)\b/i;

/** True when a sentence states a requirement or a duty (its block, or its own words), not the story around them. */
function asksForSkills(sentence: Sentence): boolean {
  if (sentence.block === 'boilerplate' || sentence.block === 'title') return false;
  if (sentence.block !== 'general') return true;
  return SKILL_CUE.test(sentence.text);
}

/**
 * True for a token that looks like a product the dictionary does not know: CamelCase ('FooBarDB'), a short
 * acronym ('SQS'), letters with a version number ('JPA2'), or a dotted or symbol name ('Vue.js', 'F#').
 * Not: function words, shouted English words ('IT BEGAN WITH…', 'a LOT'), record numbers ('BSL000161311'),
 * web addresses, 'object.property' paths, abbreviations ('EE.UU'), degrees, dated labels.
 */
function isUnknownProduct(word: string, sentence: string, start: number, end: number): boolean {
  const productLike =
    /^[A-Z][a-z]+[A-Z][A-Za-z]*$/.test(word) ||
    /^[A-Z]{3,6}$/.test(word) ||
    /^[A-Za-z]+\d{1,3}[A-Za-z]*$/.test(word) ||
    /^\.?[A-Za-z]+[.#+][A-Za-z+#]*$/.test(word);
  if (!productLike || word.length < 2 || NOT_PRODUCTS.has(word.toUpperCase())) return false;
  if (STOPWORDS.has(word.toLowerCase())) return false;
  // Capitals in a shouted run ('IT BEGAN WITH A FLIP-FLOP'), or a long English word shouted alone ('HIRING');
  // three or four capitals are more often an acronym that is also a word (ISO, GPA).
  if (
    /^[A-Z]+$/.test(word) &&
    (inShoutedRun(sentence, start, end) || (word.length >= 5 && isEnglishWord(word)))
  )
    return false;
  if (/^[A-Za-z]{4,}\+/.test(word)) return false;
  if (/\.(com|in|org|net|io|co|csv|json|txt|pdf|html?|docx?)$/i.test(word) || /\.[a-z]{4,}$/.test(word))
    return false;
  if (/^[a-z]+\.[a-z]{2}$/.test(word) || /^([A-Z]{1,2}\.)+[A-Z]{1,2}$/.test(word)) return false;
  if (/^[BM]\.[A-Z]/.test(word) || /(19|20)\d{2}$/.test(word)) return false;
  return true;
}

const DEGREE_WORDS = /\b(degree|bachelor|master|diploma|B\.?\s?S|M\.?\s?S|B\.?\s?Tech|M\.?\s?Tech|PhD)\b/i;

/**
 * True for a phrase the ad writes as a name: every word capitalised, inside a sentence otherwise in lower case
 * ('Hands-on experience with Flow Designer, Service Portal'). A product or module the dictionary lacks, not the
 * ad's description of one. Not at the start of the sentence, where any word is capitalised, nor in a sentence
 * written in title case.
 */
function isCapitalisedName(sentence: string, phrase: { start: number; end: number }): boolean {
  const words = sentence.slice(phrase.start, phrase.end).split(/\s+/);
  if (words.length < 2 || !words.every((word) => /^\p{Lu}/u.test(word))) return false;
  if (/^[\s\-•*▪◦·]*$/.test(sentence.slice(0, phrase.start))) return false;
  // The field of a degree is capitalised by custom ('a degree in Computer Science').
  if (/\bin\s+$/i.test(sentence.slice(0, phrase.start)) && DEGREE_WORDS.test(sentence)) return false;
  const others =
    `${sentence.slice(0, phrase.start)} ${sentence.slice(phrase.end)}`.match(/\p{L}{4,}/gu) ?? [];
  return others.filter((word) => /^\p{Ll}/u.test(word)).length > others.length / 2;
}

/** The most characters a list's separator takes (', and '). */
const LIST_GAP = 8;

/**
 * True for a capitalised name the English lexicon does not know, listed beside a product the dictionary names
 * ('AdWords, Facebook, Zoobly, Pinterest'): an item of a list of tools is a tool, though its name looks like
 * any other word. Only the separators of a list may stand between the two.
 */
function isListMateOfProduct(
  word: string,
  sentence: string,
  token: { start: number; end: number },
  hits: readonly SkillHit[],
): boolean {
  if (!/^\p{Lu}\p{Ll}{2,}$/u.test(word) || isEnglishWord(word)) return false;
  const separator = /^\s*(?:,|\/|,?\s*(?:and|or)\b)\s*$/i;
  // Only a short gap is read: a list's separator is a few characters, and the sentence may be very long.
  const listed = (from: number, to: number) =>
    to >= from && to - from <= LIST_GAP && separator.test(sentence.slice(from, to));
  return hits.some(
    (hit) =>
      hit.entry.type !== 'soft' &&
      hit.entry.type !== 'methodology' &&
      (listed(hit.end, token.start) || listed(token.end, hit.start)),
  );
}

/**
 * True for a one-letter name ('R', 'C', 'M') with nothing around it that says it is a language: no other skill in
 * the sentence and no word that asks for one. A letter alone on a line is the page's icon or initial.
 */
function isLoneLetter(hit: SkillHit, hits: readonly SkillHit[], sentence: string): boolean {
  return hit.surface.length === 1 && hits.length === 1 && !SKILL_CUE.test(sentence);
}

/**
 * True when a multi-word product is written as ordinary words: each word is English and the words its name
 * capitalises are in lower case ('Constant contact with other departments' is not the email tool Constant
 * Contact). Only products: a practice keeps its name in any case ('machine learning').
 */
function readsAsOrdinaryPhrase(hit: SkillHit): boolean {
  if (hit.entry.type !== 'tool' && hit.entry.type !== 'platform') return false;
  const words = hit.surface.split(/\s+/);
  if (words.length < 2 || !words.every((word) => /^\p{L}+$/u.test(word) && isEnglishWord(word))) return false;
  const key = termKey(hit.surface);
  const form = hit.entry.forms.find((f) => termKey(f) === key) ?? hit.entry.name;
  const formWords = form.split(/\s+/);
  return words.some((word, i) => i > 0 && /^\p{Ll}/u.test(word) && /^\p{Lu}/u.test(formWords[i] ?? ''));
}

/**
 * True when a dictionary hit is an ordinary English word used as such: 'San' or 'rest' for the acronyms
 * SAN and REST, 'less experienced' for the Less language, 'create clarity' for Clarity, 'database
 * technology' for Oracle Database. Products that are also English words count only when written as a
 * name: capitalised, and not at the start of a sentence or inside a run of capitalised words.
 */
function readsAsOrdinaryWord(hit: SkillHit, sentence: string): boolean {
  const surface = hit.surface;
  if (readsAsOrdinaryPhrase(hit)) return true;
  // One capital with a dot is an initial or a degree's abbreviation ('M. Tech', 'B. E.'), not the language M or R.
  if (/^\p{Lu}$/u.test(surface) && /^\.\s?\p{Lu}/u.test(sentence.slice(hit.end, hit.end + 3))) return true;
  if (/\s/.test(surface) || !/^\p{L}+$/u.test(surface)) return false;
  const key = termKey(surface);
  const form = hit.entry.forms.find((f) => termKey(f) === key) ?? hit.entry.name;
  if (/^\p{Lu}{2,}$/u.test(form) && surface !== form) return true;
  // Written in capitals, a word is an acronym or a name ('CA or CMA qualified'), not prose.
  if (/^\p{Lu}{2,}$/u.test(surface)) return false;
  if (hit.entry.type === 'soft' || hit.entry.type === 'methodology') return false;
  if (!isEnglishWord(surface)) return false;
  const lowerCase = surface === surface.toLowerCase();
  // A well-known product is read as such unless a part of its name stands alone in lower case ('database').
  if (hit.entry.hot) return lowerCase && termKey(hit.entry.name) !== key;
  if (lowerCase) return true;
  const before = sentence.slice(Math.max(0, hit.start - 40), hit.start);
  // Only the 40 characters before the word are read: sentences can be very long.
  const sentenceStart = (hit.start <= 40 && /^\s*([-*]\s*)?$/.test(before)) || /[.!?:•\n]\s*$/.test(before);
  const listItem = /^\s*([,/;|)]|$)/.test(sentence.slice(hit.end, hit.end + 3));
  // Inside a run of capitalised words it is part of another name ('Web Sites', 'HBO Max', 'Read Next Story').
  const nameRun =
    (!sentenceStart && /\p{Lu}[\p{L}]*\s+$/u.test(before)) || /^\s+\p{Lu}/u.test(sentence.slice(hit.end));
  return (sentenceStart && !listItem) || nameRun;
}
