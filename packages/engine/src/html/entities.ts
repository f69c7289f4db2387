/**
 * Character references as postings, resumes and converters write them: numeric ones in full, and the named
 * ones that occur in prose (markup, quotes and dashes, spaces, Latin-1 letters and signs). A name not here
 * is left as written. A non-breaking space becomes a plain one: every reader of the text wants a space.
 */
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  shy: '\u00ad',
  zwj: '\u200d',
  zwnj: '\u200c',
  ndash: '–',
  mdash: '—',
  minus: '−',
  hellip: '…',
  bull: '•',
  middot: '·',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  lsaquo: '‹',
  rsaquo: '›',
  prime: '′',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup2: '²',
  sup3: '³',
  micro: 'µ',
  para: '¶',
  sect: '§',
  dagger: '†',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  curren: '¤',
  iexcl: '¡',
  iquest: '¿',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  check: '✓',
  szlig: 'ß',
  aelig: 'æ',
  oelig: 'œ',
  oslash: 'ø',
  aring: 'å',
  eth: 'ð',
  thorn: 'þ',
};

/** Letters written with an accent name ('eacute', 'Ouml', 'ntilde'): the base letter and a combining mark. */
const ACCENTS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  tilde: '\u0303',
  uml: '\u0308',
  cedil: '\u0327',
  ring: '\u030a',
};

function named(name: string): string | undefined {
  if (Object.hasOwn(NAMED, name)) return NAMED[name];
  const lower = name.toLowerCase();
  if (lower !== name && Object.hasOwn(NAMED, lower)) {
    const value = NAMED[lower]!;
    // 'AElig', 'Oslash': the capital of a letter; the markup names (AMP, LT, QUOT) as they are.
    return /\p{Ll}/u.test(value) ? value.toUpperCase() : value;
  }
  const accent = /^([a-z])(acute|grave|circ|tilde|uml|cedil|ring)$/i.exec(name);
  if (accent) return `${accent[1]}${ACCENTS[accent[2]!.toLowerCase()]}`.normalize('NFC');
  return undefined;
}

function numeric(body: string): string {
  const code =
    body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
  const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return valid ? String.fromCodePoint(code) : '\ufffd';
}

/** `text` with its character references replaced (bounded repetitions: no backtracking to speak of). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z][a-zA-Z0-9]{1,9});/g,
    (whole, body: string) => (body[0] === '#' ? numeric(body) : (named(body) ?? whole)),
  );
}
