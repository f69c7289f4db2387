import type { JobBlock, Sentence } from './job-keyword-types.ts';
import { isPlainDutyVerb } from './job-phrases.ts';

export const HEADING_CUES: [JobBlock, RegExp][] = [
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

export function headingBlock(line: string): JobBlock | undefined {
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
export function readsAsListItem(line: string): boolean {
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
export const SMALL_PRINT =
  /\b(equal (employment )?opportunity|affirmative action|eeo|reasonable accommodations?|without regard to|protected (veteran )?status|national origin|drug[- ](free|test(ing)?|screen(ing)?)|background check|benefits?|perks|reimbursements?|insurance|401\s?\(?k\)?|paid time off|pto|parental leave|salary|compensation|bonus(es)?|discounts?|free (lunch|meals|snacks|shoes|coffee)|how to apply|apply (now|today|online)|applications? (are|will be) (reviewed|accepted)|rolling basis|your application|candidate portal|log ?in to|sign in to|referr(al|ing)|posters?|e-verify|right to work|lift(ing)? (up to )?\d+|(vision|hearing) (abilities|requirements)|peripheral vision|noise level|required to (sit|stand|walk)|work environment|essential (duty|duties|functions)|are representative of|the employee (is|must|will|frequently|occasionally|regularly))\b/i;

/** Sentence-level overrides: strong words beat the block the sentence sits in. */
export function sentenceBlock(sentence: string, block: JobBlock): JobBlock {
  if (block === 'boilerplate' || block === 'title') return block;
  if (SMALL_PRINT.test(sentence)) return 'boilerplate';
  if (/\b(preferred|a plus|nice to have|bonus|familiarity with|exposure to|ideally)\b/i.test(sentence))
    return 'preferred';
  if (/\b(must|required|requires|mandatory|\d+\s*\+?\s*years?)\b/i.test(sentence)) return 'required';
  return block;
}

/** A line long enough to have been cut by a fixed-width wrap rather than ended by its writer. */
export const WRAP_WIDTH = 50;

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
export function segment(text: string): Sentence[] {
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
export const SENTENCE_OPENERS = /^(?:If|Please|We|We're|We've|Our|You|You'll|You're|Your)\b/;

/**
 * True when the capitalised words at the start of `rest` begin a new item of a list whose line breaks were
 * lost: a duty's verb ('Prepare weekly reports'), the same after an adverb ('Effectively handle …'), or a
 * sentence's opening word.
 */
export function opensPastedItem(rest: string): boolean {
  const [first = '', second = ''] = rest.split(' ', 2).map((word) => /^[\p{L}'’]+/u.exec(word)?.[0] ?? '');
  if (isPlainDutyVerb(first) || SENTENCE_OPENERS.test(first.replace('’', "'"))) return true;
  return /^\p{Lu}\p{Ll}+ly$/u.test(first) && isPlainDutyVerb(second);
}

/**
 * Splits one line into sentences: at . ! ? before a capital (not inside 'Node.js' or 'e.g.'), at ';', and at a
 * bullet glyph inside the line ('… on weekends * Patience with …': a list pasted onto one line).
 */
export function pushSentences(
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

/** Blocks that hold what the ad asks for. */
export const ASKING_BLOCKS: ReadonlySet<JobBlock> = new Set(['required', 'responsibilities', 'preferred']);

/** True when the ad has a heading (own line, or 'Requirements: …') over what it asks or what the job does. */
export function hasAskingHeading(text: string): boolean {
  return text.split('\n').some((line) => {
    const inline = /^\s*([A-Za-z][^:.]{1,40}):/.exec(line)?.[1];
    const block = headingBlock(line) ?? (inline ? headingBlock(`${inline}:`) : undefined);
    return block !== undefined && ASKING_BLOCKS.has(block);
  });
}

/** Words that turn a sentence to the reader: what the job needs or what the person will do. */
export const ASKS_THE_READER =
  /\b(you|your|you'll|you're|candidates?|applicants?|looking for|seeking|must|required|requirements?|experience|skills?|ability|knowledge|proficien\w*|familiar\w*|degree)\b/i;

/**
 * True when the employer speaks of itself: the sentence names the company, says 'we', or opens with 'Our'
 * ('Our engineers use cutting-edge technology'), and does not turn to what the reader needs or will do. Such
 * sentences are the company's story, wherever they stand; their phrases are not requirements.
 */
export function isCompanyVoice(sentence: string, company: ReadonlySet<string>): boolean {
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
