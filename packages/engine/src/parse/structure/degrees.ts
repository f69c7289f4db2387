import { type EducationEntry, SCORE_LABEL_WORDS } from '../../model/resume-document.ts';

/**
 * Education entries, including Indian forms: B.Tech/B.E./M.Tech/BCA/MCA, CGPA 8.9/10, percentages,
 * 10th/12th with SSC/HSC and their boards.
 */
export const DEGREE = new RegExp(
  [
    String.raw`\b(?:bachelor|master|doctor)(?:'?s)?(?:\s+of\s+(?!in\b)[\p{L}]+(?:\s+(?:(?:and|&)\s+)?(?!in\b|from\b|at\b|with\b|university\b|college\b)[\p{L}]+){0,2})?`,
    String.raw`\bph\.?\s?d\.?`,
    String.raw`\bd\.?phil\b`,
    String.raw`\bm\.?\s?b\.?\s?a\b`,
    // 'B.Tech', 'B-Tech', 'B.E'; not the 'B.S.' inside a board's dotted name ('C.B.S.E.').
    String.raw`(?<!\p{L}\.)\b(?:b|m)[.-]?\s?(?:tech|e|eng|sc|s|a|com|ed|arch|pharm|des|phil|f\.?a|b\.?a)\b\.?`,
    String.raw`\b(?:bca|mca|bba|bsc|msc|beng|meng|btech|mtech|llb|llm|mbbs|md|bds|pgdm|pgd|cpa|bsn|msn|adn|ged)\b`,
    // A certificate programme ('Certificate III in Electrotechnology', 'Certificate: Data Analytics').
    String.raw`\bcertificate(?:\s+(?:[ivx]+|\d))?(?=\s+(?:in|of)\b|\s*:|\s*$)`,
    // Qualifications that are names of their own only when they stand alone ('Intermediate', 'CA Final');
    // a bare 'CA' is as often California.
    String.raw`^(?:(?:ca|cs)\s+(?:final|inter)|cma|icwa|intermediate)$`,
    // 'Associate of Arts in Business': the degree's name stops before its field, as a bachelor's does.
    String.raw`\bassociate(?:'?s)?\s+(?:of|in|degree)\b(?:\s+(?!in\b|from\b|at\b|with\b)[\p{L}]+)*`,
    String.raw`\b(?:post\s*graduate\s+)?diploma\b`,
    // Spanish, French, German, Portuguese and Italian degrees.
    String.raw`(?<![\p{L}])(?:licenciatura|grado|m[áa]ster|maestr[íi]a|doctorado|diplomatura|ingenier[íi]a|t[ée]cnico\s+superior|bachillerato|licence|doctorat|dipl[ôo]me(?:\s+d['’]ing[ée]nieur)?|ma[îi]trise|baccalaur[ée]at|bts|dut|diplom(?:-\p{L}+)?|magister|staatsexamen|abitur|bacharelado|mestrado|doutorado|doutoramento|tecn[óo]logo|p[óo]s[-\s]gradua[çc][ãa]o|especializa[çc][ãa]o|laurea(?:\s+(?:triennale|magistrale|specialistica))?|dottorato|maturit[àa])(?![\p{L}])`,
    String.raw`\b(?:10th|12th|x|xii|class\s+(?:x|xii|10|12)|ssc|hsc|sslc|puc|pre[-\s]?university(?!\s+college)(?:\s+course)?|(?:higher\s+|senior\s+)?secondary(?:\s+school)?|high\s+school(?:\s+diploma)?(?!\s+(?:of|in)\b)|a-levels?|o-levels?|gcse|ib\s+diploma)\b`,
  ].join('|'),
  'iu',
);

export const SCORE = new RegExp(
  String.raw`\b(?:(?:overall|cumulative|cum\.|aggregate|final|major)\s*)?(${SCORE_LABEL_WORDS})\s*[:\-–]?\s*(\d{1,3}(?:\.\d{1,2})?\s*(?:\/\s*\d{1,3}(?:\.\d{1,2})?|%)?)|\b(\d{1,2}(?:\.\d{1,2})?\s*\/\s*(?:10|4(?:\.0)?|5(?:\.0)?))\b|\b(\d{2,3}(?:\.\d{1,2})?\s*%)|\b(\d\.\d{1,2}\s*(?:\/\s*\d(?:\.\d)?)?)\s*(?:c\.?g\.?p\.?a|g\.?p\.?a|cpi)\b`,
  'i',
);

export const SCHOOL_LEVEL = /^(?:10th|12th|x|xii|ssc|hsc|sslc|puc|class\s+(?:x|xii|10|12))$/i;

/** School boards that award 10th/12th results. */
const BOARD =
  /^(cbse|icse|isc|igcse|ib|nios|(?:[\p{L}]+\s+)?state\s+board(?:\s+of\s+[\p{L} ]+)?|[\p{L}]+\s+board)$/iu;

/** A school board's name, with or without stops: 'CBSE', 'C.B.S.E.', 'Maharashtra State Board'. */
export const isBoard = (piece: string) =>
  BOARD.test(piece.trim().replace(/\.(?=\p{L}|$)/gu, '')) && piece.trim().split(/\s+/).length <= 4;

export function readScore(text: string): EducationEntry['score'] {
  const match = SCORE.exec(text);
  if (!match) return undefined;
  // The value comes after its label ('GPA: 3.8') or before it ('3.8 GPA').
  const writtenLabel = match[1] ?? (match[5] ? /(\p{L}[\p{L}.]*)\s*$/u.exec(match[0])?.[1] : undefined);
  const label = (writtenLabel ?? '').toLowerCase().replace(/\./g, '');
  const value = (match[2] ?? match[3] ?? match[4] ?? match[5] ?? '').replace(/\s+/g, '');
  if (!value) return undefined;
  let kind: 'gpa' | 'cgpa' | 'percentage' | 'other' = 'other';
  // The label the person wrote decides the kind; the scale only when there is none ('9.5/10' is a CGPA).
  if (value.endsWith('%') || label === 'percentage' || label === 'marks') kind = 'percentage';
  else if (label === 'gpa') kind = 'gpa';
  else if (label === 'cgpa' || label === 'cpi' || label === 'sgpa' || /\/10$/.test(value)) kind = 'cgpa';
  else if (/\/[45](\.0)?$/.test(value)) kind = 'gpa';
  // The label stays with a value written before it ('3.8 GPA'), as with one written after ('GPA: 3.8').
  const written = label || match[5] ? match[0].trim() : value;
  return { kind, text: written };
}
