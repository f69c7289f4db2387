import { withoutPlaceholders } from './placeholders.ts';

/**
 * Numbers as claims. A rewrite may repeat a number from its source in another spelling ('5' and
 * 'five', '30%' and '30 percent', '$2M' and '2 million') but may not introduce a new one.
 */
export interface NumberClaim {
  /** As written. */
  text: string;
  /** Normalised value: '5', '30%', '2000000'; years stay as the year. */
  value: string;
  /** A four-digit year between 1900 and 2099. */
  isYear: boolean;
}

const WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  mn: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  lakh: 1e5,
  lakhs: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
};

const NUMBER =
  /(?<![\w.])(?:[$€£₹]\s?)?(\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d+)?)\s?(%|percent\b|per cent\b|k\b|mm\b|m\b|mn\b|bn\b|b\b|thousand\b|million\b|billion\b|lakhs?\b|crores?\b|cr\b|x\b|\+)?/gi;
const NUMBER_WORD = new RegExp(
  `\\b(${Object.keys(WORDS).join('|')})\\b(\\s+(percent|per cent|thousand|million|billion))?`,
  'gi',
);

function format(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000);
}

/** Every number claimed in a text (placeholders ignored). */
export function numberClaims(text: string): NumberClaim[] {
  const clean = withoutPlaceholders(text);
  const claims: NumberClaim[] = [];
  for (const match of clean.matchAll(NUMBER)) {
    const digits = match[1]!.replace(/,/g, '');
    const unit = (match[2] ?? '').toLowerCase();
    let value = Number(digits);
    const isYear = /^(19|20)\d{2}$/.test(digits) && !unit;
    let suffix = '';
    if (unit === '%' || unit.startsWith('per')) suffix = '%';
    else if (unit === 'x') suffix = 'x';
    else if (SCALE[unit]) value *= SCALE[unit];
    claims.push({ text: match[0].trim(), value: `${format(value)}${suffix}`, isYear });
  }
  for (const match of clean.matchAll(NUMBER_WORD)) {
    const word = match[1]!.toLowerCase();
    // 'one of the', 'a hundred percent sure': only count number words that read as quantities.
    if (word === 'one' && !match[2]) continue;
    let value = WORDS[word]!;
    const unit = (match[3] ?? '').toLowerCase();
    let suffix = '';
    if (unit.startsWith('per')) suffix = '%';
    else if (SCALE[unit]) value *= SCALE[unit];
    claims.push({ text: match[0].trim(), value: `${format(value)}${suffix}`, isYear: false });
  }
  return claims;
}

/** The set of normalised values in some texts; a bare '30' is also implied by '30%'. */
export function numberValues(texts: string[]): Set<string> {
  const values = new Set<string>();
  for (const text of texts) {
    for (const claim of numberClaims(text)) {
      values.add(claim.value);
      values.add(claim.value.replace(/[%x]$/, ''));
    }
  }
  return values;
}
