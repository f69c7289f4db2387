/**
 * ASCII-safe text for pasting into ATS web forms and for file names. Many applicant tracking
 * systems mangle smart punctuation and symbols, so we replace them with their plain equivalents,
 * strip accents through Unicode decomposition, and never emit a character above U+007E.
 */

const REPLACEMENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u2018\u2019\u201a\u201b\u2032\u0060\u00b4]/g, "'"],
  [/[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g, '"'],
  [/[\u2010-\u2015\u2212\u2043\ufe58\ufe63\uff0d]/g, '-'],
  [/\u2026/g, '...'],
  [/[\u2022\u2023\u2043\u25aa\u25ab\u25cf\u25e6\u00b7\u2219\u27a2\u2713\u2714]/g, '-'],
  [/\u20b9\s*/g, 'INR '],
  [/\u20ac\s*/g, 'EUR '],
  [/\u00a3\s*/g, 'GBP '],
  [/\u00a5\s*/g, 'JPY '],
  [/\u00a9/g, '(c)'],
  [/\u00ae/g, '(R)'],
  [/\u2122/g, '(TM)'],
  [/\u00d7/g, 'x'],
  [/\u00f7/g, '/'],
  [/\u00b0/g, ' deg'],
  [/\u00bd/g, '1/2'],
  [/\u00bc/g, '1/4'],
  [/\u00be/g, '3/4'],
  [/\u00df/g, 'ss'],
  [/\u00e6/g, 'ae'],
  [/\u00c6/g, 'AE'],
  [/\u0153/g, 'oe'],
  [/\u0152/g, 'OE'],
  [/\u00f8/g, 'o'],
  [/\u00d8/g, 'O'],
  [/[\u0111\u00f0]/g, 'd'],
  [/[\u0110\u00d0]/g, 'D'],
  [/\u0142/g, 'l'],
  [/\u0141/g, 'L'],
  [/\u00fe/g, 'th'],
  [/\u00de/g, 'TH'],
  [/\u0131/g, 'i'],
  // Every kind of space (no-break, thin, em, ideographic…) becomes a plain space.
  [/[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g, ' '],
  // Zero-width characters and the soft hyphen carry nothing a reader needs.
  [/[\u00ad\u200b-\u200d\u2060\ufeff]/g, ''],
];

/** Plain ASCII for `text`; anything that cannot be transliterated becomes '?'. Newlines and tabs are kept. */
export function toAscii(text: string): string {
  let result = text;
  for (const [pattern, replacement] of REPLACEMENTS) result = result.replace(pattern, replacement);
  // NFKD splits accented letters into base letter + combining mark (é → e + ◌́) and expands
  // compatibility forms such as the ﬁ ligature; the marks are then dropped.
  result = result.normalize('NFKD').replace(/\p{M}/gu, '');
  return result.replace(/[^\t\n\x20-\x7e]/g, '?');
}
