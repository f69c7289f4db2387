import { SKILL_CUE } from './job-cues.ts';
import type { Draft } from './job-keyword-types.ts';
import { inShoutedRun, isCompanyWord, STOPWORDS } from './job-noise.ts';
import type { Phrase } from './job-phrases.ts';
import { DEGREE_WORDS } from './job-requirements.ts';
import { isEnglishWord } from './nlp.ts';
import { stem, termKey } from './normalize.ts';
import type { SkillHit } from './skills-dictionary.ts';

/** Upper-case words that look like product names but are ordinary in job ads. */
export const NOT_PRODUCTS = new Set(
  'URL NOTE ICON FYI ASAP US USA UK EU EEO EEOC HR CEO CTO CFO COO VP PTO OK AM PM ID NA TBD FAQ W2 401K COVID II III IV YOE FTE WFH API APIS IT ETC LLC INC LTD UTC EST PST CET IST DEI ADA NDA OT USD INR EUR GBP Q1 Q2 Q3 Q4 H1B MS BS BA MA PHD MBA AND OR THE WE YOU A AN TO'.split(
    ' ',
  ),
);

/** A phrase without the employer's name at its front; undefined when fewer than two words are left. */
export function withoutLeadingNames(phrase: Phrase, company: ReadonlySet<string>): Phrase | undefined {
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
export function opensWithDuty(sentence: string, start: number): boolean {
  return /^[\s\-•*▪◦·]*(?:\p{L}+ly\s+)?$/u.test(sentence.slice(0, start));
}

/**
 * Where a duty goes or comes from, whom it is for and whom it is done with: the object of 'to', 'from', 'into',
 * 'for' or of 'interface with' ('transfer files to off-site storage', 'optimise pages for tablet screens',
 * 'interface with brand marketing'), or what it is located within ('offices located within the client site'), is
 * the setting of the work, not a skill it asks for. Not where the
 * preposition belongs to the duty itself ('responsible for data quality', 'contribute to code reviews').
 */
export const ADJUNCT_BEFORE =
  /\b(?:to|from|into|onto|for|(?:interface|liaise|partner|collaborate|coordinate) with|(?:located|based|situated) (?:in|at|within)(?: the)?|within the)\s+$/i;
export const DUTY_PREPOSITION =
  /\b(?:responsib\w+|accountab\w+|contribut\w+|respond\w*|adher\w+|attention|commit\w*|dedicat\w+|passion\w*|support)\s+(?:to|for)\s+$/i;
export function isAdjunct(sentence: string, start: number): boolean {
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
export function isTakenOn(sentence: string, start: number, end: number): boolean {
  return (
    /\b(?:take|takes|taking|took|taken)\s+(?:[\p{L}-]+\s+)?$/iu.test(
      sentence.slice(Math.max(0, start - 30), start),
    ) && /^\s+(?:of|for|over)\b/i.test(sentence.slice(end, end + 6))
  );
}

/** True when the words at start..end name a team of the employer ('join our Kafka platform team'), not a skill. */
export function namesTeam(sentence: string, start: number, end: number): boolean {
  return (
    /\b(our|the|your)\s+$/i.test(sentence.slice(Math.max(0, start - 6), start)) &&
    /^\s+(?:[\p{L}-]+\s+)?(team|group|department|division|squad|org|organi[sz]ation)\b/iu.test(
      sentence.slice(end, end + 30),
    )
  );
}

/**
 * True for a token that looks like a product the dictionary does not know: CamelCase ('FooBarDB'), a short
 * acronym ('SQS'), letters with a version number ('JPA2'), or a dotted or symbol name ('Vue.js', 'F#').
 * Not: function words, shouted English words ('IT BEGAN WITH…', 'a LOT'), record numbers ('BSL000161311'),
 * web addresses, 'object.property' paths, abbreviations ('EE.UU'), degrees, dated labels.
 */
export function isUnknownProduct(word: string, sentence: string, start: number, end: number): boolean {
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

/**
 * True for a phrase the ad writes as a name: every word capitalised, inside a sentence otherwise in lower case
 * ('Hands-on experience with Flow Designer, Service Portal'). A product or module the dictionary lacks, not the
 * ad's description of one. Not at the start of the sentence, where any word is capitalised, nor in a sentence
 * written in title case.
 */
export function isCapitalisedName(sentence: string, phrase: { start: number; end: number }): boolean {
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
export const LIST_GAP = 8;

/** A list's separator ('AdWords, Facebook', 'Jest / Cypress', 'Jest and Cypress'). */
const LIST_SEPARATOR = /^\s*(?:,|\/|,?\s*(?:and|or)\b)\s*$/i;
/** Nothing but spaces: the separator of a run-on list ('Cypress Jest Nunit SpecFlow'). */
const RUN_ON_SEPARATOR = /^\s+$/;

/**
 * True for a capitalised name the English lexicon does not know, listed beside a product the dictionary names
 * ('AdWords, Facebook, Zoobly, Pinterest'): an item of a list of tools is a tool, though its name looks like
 * any other word. Only the separators of a list may stand between the two; plain spaces too where the
 * sentence sets two known products side by side with nothing else between them (a run-on list, 'Cypress
 * Jest Nunit SpecFlow').
 */
export function isListMateOfProduct(
  word: string,
  sentence: string,
  token: { start: number; end: number },
  hits: readonly SkillHit[],
): boolean {
  if (!/^\p{Lu}\p{Ll}{2,}$/u.test(word) || isEnglishWord(word)) return false;
  const products = hits.filter((hit) => hit.entry.type !== 'soft' && hit.entry.type !== 'methodology');
  const gap = (from: number, to: number) =>
    to >= from && to - from <= LIST_GAP ? sentence.slice(from, to) : undefined;
  const runOn = products.some((a) => products.some((b) => RUN_ON_SEPARATOR.test(gap(a.end, b.start) ?? '')));
  // Only a short gap is read: a list's separator is a few characters, and the sentence may be very long.
  const listed = (from: number, to: number) => {
    const between = gap(from, to);
    return (
      between !== undefined && (LIST_SEPARATOR.test(between) || (runOn && RUN_ON_SEPARATOR.test(between)))
    );
  };
  return products.some((hit) => listed(hit.end, token.start) || listed(token.end, hit.start));
}

/**
 * True for a one-letter name ('R', 'C', 'M') with nothing around it that says it is a language: no other skill in
 * the sentence and no word that asks for one. A letter alone on a line is the page's icon or initial.
 */
export function isLoneLetter(hit: SkillHit, hits: readonly SkillHit[], sentence: string): boolean {
  return hit.surface.length === 1 && hits.length === 1 && !SKILL_CUE.test(sentence);
}

/**
 * True when a multi-word product is written as ordinary words: each word is English and the words its name
 * capitalises are in lower case ('Constant contact with other departments' is not the email tool Constant
 * Contact). Only products: a practice keeps its name in any case ('machine learning').
 */
export function readsAsOrdinaryPhrase(hit: SkillHit): boolean {
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
export function readsAsOrdinaryWord(hit: SkillHit, sentence: string): boolean {
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

/**
 * What an ad offers or how its page is labelled, not what it asks: perks and benefits ('gym membership',
 * 'company pension scheme', 'fresh coffee'), the page's labels ('application deadline', 'Job type',
 * 'Full-time Industry'), and its filler ('wide variety', 'huge impact', 'flat hierarchies').
 */
const PERK_LABEL_OR_FILLER =
  /\b(?:gym|fitness|coffee|fruit|snacks?|lunch(?:es)?|canteen|pensions?|vacations?|paid leave|parental leave|discounts?|parking|company car|stock options|well-?being|application deadline|job type|contract type|employment type|start date|reference (?:number|code)|wide (?:variety|range)|huge impact|great opportunity|flat hierarch(?:y|ies)|friendly team|dynamic team)\b|^(?:deadline|full[- ]time|part[- ]time)\b(?!.*\bexperience\b)/i;

/** True for a keyword of the ad's own words that names a perk, a page label or filler (PERK_LABEL_OR_FILLER). */
export function isPerkLabelOrFiller(draft: Pick<Draft, 'term' | 'kind'>): boolean {
  // A product named like a perk ('Coffee' for CoffeeScript in 'Coffee + tea + snacks') is the perk.
  if (/^(?:coffee|tea|fruit|snacks?|beers?)$/i.test(draft.term)) return true;
  return (draft.kind === 'other' || draft.kind === 'soft') && PERK_LABEL_OR_FILLER.test(draft.term);
}
