/**
 * The languages the parser reads beside English, and the small word lists that let it read their dates:
 * month names (full and abbreviated, with and without accents), seasons, the words for "present" that close
 * an open range, and the words between two dates. Lower case; accents are matched with and without.
 */

export const SUPPORTED_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
/** A document's language; 'unknown' when it is none of the supported ones (or too short to tell). */
export type DocumentLanguage = SupportedLanguage | 'unknown';

export const LANGUAGE_NAMES: Record<SupportedLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
};

/** 'Educación' → 'educacion': accents off, for matching words people type with or without them. */
export function foldAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** Month number → its written forms in every supported language, abbreviations included. */
const MONTH_FORMS: Record<number, string[]> = {
  1: [
    'january',
    'jan',
    'enero',
    'ene',
    'janvier',
    'janv',
    'januar',
    'jänner',
    'jän',
    'janeiro',
    'gennaio',
    'gen',
  ],
  2: ['february', 'feb', 'febrero', 'février', 'févr', 'fév', 'februar', 'fevereiro', 'fev', 'febbraio'],
  3: ['march', 'mar', 'marzo', 'mars', 'märz', 'maerz', 'mär', 'mrz', 'março'],
  4: ['april', 'apr', 'abril', 'abr', 'avril', 'avr', 'aprile'],
  5: ['may', 'mayo', 'mai', 'maio', 'maggio', 'mag'],
  6: ['june', 'jun', 'junio', 'juin', 'juni', 'junho', 'giugno', 'giu'],
  7: ['july', 'jul', 'julio', 'juillet', 'juil', 'juli', 'julho', 'luglio', 'lug'],
  8: ['august', 'aug', 'agosto', 'ago', 'août', 'aout'],
  9: ['september', 'sept', 'sep', 'septiembre', 'setiembre', 'septembre', 'setembro', 'set', 'settembre'],
  10: ['october', 'oct', 'octubre', 'octobre', 'oktober', 'okt', 'outubro', 'out', 'ottobre', 'ott'],
  11: ['november', 'nov', 'noviembre', 'novembre', 'novembro'],
  12: ['december', 'dec', 'diciembre', 'dic', 'décembre', 'déc', 'dezember', 'dez', 'dezembro', 'dicembre'],
};

const MONTH_BY_FORM = new Map<string, number>();
for (const [month, forms] of Object.entries(MONTH_FORMS)) {
  for (const form of forms) {
    MONTH_BY_FORM.set(form, Number(month));
    MONTH_BY_FORM.set(foldAccents(form), Number(month));
  }
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest first, so 'june' wins over 'jun' and 'septiembre' over 'sept'. */
const alternation = (words: Iterable<string>) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

/**
 * An alternation grouped by first letter ('j(?:anuary|an|…)|f(?:…)'): a position whose letter starts no
 * form fails at once, which keeps a hundred month forms cheap on every line.
 */
function groupedAlternation(words: Iterable<string>): string {
  const groups = new Map<string, string[]>();
  for (const word of new Set(words)) {
    const first = word.charAt(0);
    groups.set(first, [...(groups.get(first) ?? []), word.slice(1)]);
  }
  return [...groups.entries()]
    .map(([first, rests]) => `${escapeRegExp(first)}(?:${alternation(rests)})`)
    .join('|');
}

/** A regular-expression source matching any month form (case-insensitive use), with an optional period. */
export const MONTH_SOURCE = `(?:${groupedAlternation(MONTH_BY_FORM.keys())})(?![\\p{L}])\\.?`;

/** The month a written word names, or undefined: 'Sept.' → 9, 'août' → 8, 'Mrz' → 3. */
export function monthNumber(word: string): number | undefined {
  const key = foldAccents(word.toLowerCase().replace(/\.$/, ''));
  return MONTH_BY_FORM.get(key) ?? MONTH_BY_FORM.get(word.toLowerCase().replace(/\.$/, ''));
}

const SEASONS = [
  'spring',
  'summer',
  'fall',
  'autumn',
  'winter',
  'primavera',
  'verano',
  'otoño',
  'invierno',
  'printemps',
  'été',
  'automne',
  'hiver',
  'frühling',
  'frühjahr',
  'sommer',
  'herbst',
  'verão',
  'outono',
  'inverno',
  'estate',
  'autunno',
];
export const SEASON_SOURCE = `(?:${alternation([...SEASONS, ...SEASONS.map(foldAccents)])})`;

/** Words that end an open range: 'Present', 'Actualidad', 'aujourd'hui', 'heute', 'atual', 'oggi'. */
const OPEN_ENDS = [
  'present',
  'currently',
  'current',
  'now',
  'today',
  'ongoing',
  'till date',
  'to date',
  'date',
  'actualidad',
  'actualmente',
  'actual',
  'presente',
  'hoy',
  'la fecha',
  "aujourd'hui",
  'aujourd’hui',
  'présent',
  'ce jour',
  'en cours',
  'heute',
  'derzeit',
  'jetzt',
  'aktuell',
  'laufend',
  'atual',
  'atualmente',
  'actualidade',
  'hoje',
  'o momento',
  'oggi',
  'attuale',
  'in corso',
  'corrente',
];
export const OPEN_END_SOURCE = `(?:${alternation([...OPEN_ENDS, ...OPEN_ENDS.map(foldAccents)]).replace(/ /g, '\\s+')})`;

/** Words between the two dates of a range: 'to', 'hasta', 'à', 'bis', 'até', 'al'. */
const RANGE_WORDS = [
  'to',
  'until',
  'till',
  'through',
  'thru',
  'hasta',
  'a',
  'al',
  'à',
  'au',
  "jusqu'à",
  'jusqu’à',
  'bis',
  'até',
  'ao',
  'fino a',
];
export const RANGE_WORD_SOURCE = alternation(RANGE_WORDS).replace(/ /g, '\\s+');

/** Words that open a range with no end: 'since 2019', 'desde 2019', 'depuis 2019', 'seit 2019'. */
const SINCE_WORDS = ['since', 'from', 'desde', 'depuis', 'seit', 'ab', 'dal', 'dall’', "dall'", 'da'];
export const SINCE_SOURCE = alternation(SINCE_WORDS);

/**
 * Frequent short words of each language. A language is told from how many of a text's words are its own:
 * function words say more about a text's language than its nouns, which resumes borrow freely from English.
 * Dutch, Polish, Swedish, Danish, Norwegian, Czech, Romanian, Turkish and Indonesian are listed only so that
 * a text in one of them is not mistaken for a supported language that shares a few words with it.
 */
const STOPWORDS: Record<string, string[]> = {
  en: [
    'the',
    'and',
    'of',
    'to',
    'in',
    'for',
    'with',
    'on',
    'at',
    'by',
    'an',
    'from',
    'as',
    'is',
    'my',
    'over',
    'using',
    'led',
    'built',
    'team',
  ],
  es: [
    'de',
    'y',
    'el',
    'la',
    'los',
    'las',
    'en',
    'con',
    'para',
    'del',
    'por',
    'una',
    'un',
    'que',
    'se',
    'al',
    'como',
    'más',
    'equipo',
    'desarrollo',
  ],
  fr: [
    'et',
    'le',
    'la',
    'les',
    'des',
    'du',
    'de',
    'en',
    'pour',
    'avec',
    'dans',
    'une',
    'un',
    'au',
    'aux',
    'sur',
    'par',
    'à',
    'équipe',
    'développement',
  ],
  de: [
    'und',
    'der',
    'die',
    'das',
    'mit',
    'für',
    'von',
    'im',
    'in',
    'zu',
    'bei',
    'den',
    'des',
    'ein',
    'eine',
    'auf',
    'als',
    'sowie',
    'einer',
    'entwicklung',
  ],
  pt: [
    'e',
    'de',
    'do',
    'da',
    'dos',
    'das',
    'em',
    'com',
    'para',
    'no',
    'na',
    'um',
    'uma',
    'por',
    'ao',
    'nos',
    'não',
    'equipe',
    'desenvolvimento',
    'atual',
  ],
  it: [
    'e',
    'di',
    'del',
    'della',
    'il',
    'la',
    'le',
    'con',
    'per',
    'in',
    'un',
    'una',
    'dei',
    'nel',
    'che',
    'delle',
    'gli',
    'alla',
    'sviluppo',
    'presso',
  ],
  nl: [
    'de',
    'het',
    'een',
    'en',
    'van',
    'met',
    'voor',
    'op',
    'bij',
    'naar',
    'te',
    'ontwikkeling',
    'werkervaring',
    'opleiding',
  ],
  pl: [
    'i',
    'w',
    'z',
    'na',
    'do',
    'oraz',
    'dla',
    'się',
    'od',
    'jako',
    'przy',
    'doświadczenie',
    'wykształcenie',
  ],
  sv: ['och', 'i', 'med', 'för', 'av', 'på', 'till', 'som', 'en', 'ett', 'inom', 'erfarenhet', 'utbildning'],
  da: ['og', 'i', 'med', 'for', 'af', 'på', 'til', 'som', 'en', 'et', 'erfaring', 'uddannelse'],
  cs: ['a', 'v', 've', 'na', 'se', 's', 'pro', 'z', 'do', 'jako', 'při', 'vzdělání', 'zkušenosti'],
  ro: ['și', 'si', 'de', 'în', 'in', 'cu', 'pentru', 'la', 'din', 'al', 'experiență', 'educație'],
  tr: ['ve', 'bir', 'ile', 'için', 'olarak', 'da', 'de', 'deneyim', 'eğitim', 'yetenekler'],
  id: ['dan', 'di', 'dengan', 'untuk', 'yang', 'dari', 'pada', 'sebagai', 'pengalaman', 'pendidikan'],
};

/** Word → the languages it is a frequent word of, so a text is counted in one pass. */
const STOPWORD_LANGUAGES = new Map<string, string[]>();
for (const [lang, words] of Object.entries(STOPWORDS)) {
  for (const word of words) STOPWORD_LANGUAGES.set(word, [...(STOPWORD_LANGUAGES.get(word) ?? []), lang]);
}

/** Share of a text's letters that are Latin (1 for a text without letters). */
export function latinShare(text: string): number {
  const letters = text.replace(/\P{L}+/gu, '');
  if (letters.length === 0) return 1;
  return letters.replace(/\P{Script=Latin}+/gu, '').length / letters.length;
}

const isSupported = (lang: string): lang is SupportedLanguage =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(lang);

/** Below this many words a text is too short to tell its language from. */
const MIN_WORDS = 12;

/**
 * The language of a text: the supported language whose frequent words make up the largest share of it.
 * Answers 'unknown' for text mostly outside the Latin script (Cyrillic, Greek, CJK, Arabic…), for text whose
 * best match is a language we do not support, and for text too short to tell (under a dozen words).
 */
export function detectLanguage(text: string): DocumentLanguage {
  if (latinShare(text) < 0.6) return 'unknown';
  const words = (text.toLowerCase().match(/[\p{L}’']+/gu) ?? []).map((w) => w.replace(/[’']/g, "'"));
  if (words.length < MIN_WORDS) return 'unknown';
  const hits = new Map<string, number>();
  for (const word of words) {
    for (const lang of STOPWORD_LANGUAGES.get(word) ?? []) hits.set(lang, (hits.get(lang) ?? 0) + 1);
  }
  const scores = new Map<string, number>();
  for (const lang of Object.keys(STOPWORDS)) scores.set(lang, (hits.get(lang) ?? 0) / words.length);
  // Accented letters that belong to one language only are a strong sign (ñ, ß, ã/õ, ç with è…).
  const bonus: Partial<Record<string, RegExp>> = {
    es: /[ñ¿¡]|ción\b/giu,
    de: /[ßäöü]|ung\b/giu,
    pt: /[ãõ]|ção\b|ções\b/giu,
    fr: /[èêëœ]/giu,
    it: /zione\b|zioni\b|[ìò]/giu,
  };
  for (const [lang, pattern] of Object.entries(bonus)) {
    const found = pattern ? (text.match(pattern) ?? []).length : 0;
    scores.set(lang, (scores.get(lang) ?? 0) + Math.min(0.05, found / words.length / 2));
  }
  let best = 'unknown';
  let bestScore = 0;
  for (const [lang, score] of scores) {
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  // A resume is mostly nouns; a few percent of function words is already a clear sign of its language.
  if (bestScore < 0.04) return 'unknown';
  return isSupported(best) ? best : 'unknown';
}
