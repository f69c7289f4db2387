export const SENIORITY =
  /^(senior|sr\.?|junior|jr\.?|lead|principal|staff|head|chief|associate|entry[- ]level|mid[- ]level|intern|trainee|i{1,3}|iv|v|\d)$/i;

/** Degree levels and the spellings that count as each. */
export const DEGREES: { label: string; words: RegExp; abbreviations: RegExp; aliases: string[] }[] = [
  {
    label: "Bachelor's degree",
    words: /\b(bachelor'?s?|undergraduate degree|4[- ]year degree)\b/i,
    // Abbreviations only in capitals, so 'be able' or 'ba' in prose is not read as a degree.
    abbreviations: /\b(B\.?S\.?c?|BSc|B\.?A\.?|B\.?\s?Tech|B\.?\s?E\.?|B\.?Com)(?![A-Za-z])/,
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
    abbreviations: /\b(M\.?S\.?c?|MSc|M\.?\s?Tech|MBA|M\.?A\.?|M\.?Com)(?![A-Za-z])/,
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
    abbreviations: /\b(A\.A\.S?|A\.S\.|AAS)(?![A-Za-z])/,
    aliases: ['Associate degree', 'Associates degree', 'A.A.', 'A.S.', 'AAS'],
  },
  {
    label: 'PhD',
    words: /\b(doctorate|doctoral)\b/i,
    abbreviations: /\b(Ph\.?\s?D\.?|PhD)(?![A-Za-z])/,
    aliases: ['PhD', 'Ph.D.', 'doctorate'],
  },
];

/** Where a degree is named in a sentence, with the word 'degree' after it when there is one. */
export function degreeSpans(
  sentence: string,
  degree: (typeof DEGREES)[number],
): { start: number; end: number }[] {
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

export const YEARS = /(\d{1,2})\s*\+?\s*(?:(?:-|to|–)\s*(\d{1,2})\s*)?\+?\s*years?/i;

export const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten';
export const NUMBER_OF_WORD = new Map(NUMBER_WORDS.split('|').map((word, i) => [word, i + 1]));

/**
 * A years-of-experience requirement as the ad words it: '3+ years of experience', '0-2 Yrs',
 * 'Minimum 2 years of experience as a Front End Developer' (kept to 'Minimum 2 years of experience'),
 * '6 - 10 years of information technology industry experience', 'two years of related experience'.
 * Up to five words may stand between the years and 'experience'; without 'experience' a range or an
 * abbreviated 'Yrs' is enough ('Experience: 0-2 Yrs'). Months count as part of a year ('six months related
 * experience' asks for half a year), and only with 'experience'.
 */
export const EXPERIENCE_YEARS = new RegExp(
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

export function titleTerms(title: string): { full: string; head?: string } {
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

export const DEGREE_WORDS =
  /\b(degree|bachelor|master|diploma|B\.?\s?S|M\.?\s?S|B\.?\s?Tech|M\.?\s?Tech|PhD)\b/i;
