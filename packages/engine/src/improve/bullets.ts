import { actionVerbGroup } from '../analyze/lexicon.ts';
import { isQuantified } from '../analyze/readability.ts';
import { hasPlaceholder } from './placeholders.ts';
import { isPastVerb } from './sentences.ts';
import { gerundToBase, nominalVerb, pastTense } from './verbs.ts';
import { verifyText } from './verify.ts';

/** SPEC §5 'Bullets': split on line breaks, trim, drop empties. */
export function splitBullets(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const LIST_MARKER = /^\s*(?:[-–—•*▪◦·‣●■►▶✓✔→]+|\(?\d{1,2}[.)]|\(?[a-z][.)](?=\s))\s*/i;
const LEAD_IN =
  /^(?:(?:here (?:are|is)|below (?:are|is))\b[^:]*:|(?:improved|rewritten|revised|updated|enhanced|suggested|new|optimi[sz]ed|tailored)\s+(?:bullets?|bullet points?|versions?|points?)\s*:|(?:bullet|point)\s*\d*\s*:|sure[,!.]?\s*|certainly[,!.]?\s*)\s*/i;

/**
 * SPEC §5 AI bullets: list markers and lead-in phrases removed, empties dropped, duplicates removed
 * case-insensitively (first occurrence kept).
 */
export function cleanAiBullets(input: string | string[]): string[] {
  const lines = Array.isArray(input) ? input.flatMap(splitBullets) : splitBullets(input);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of lines) {
    let line = raw.replace(/\*\*(.+?)\*\*/g, '$1').replace(/__(.+?)__/g, '$1');
    for (let i = 0; i < 3; i++) line = line.replace(LEAD_IN, '').replace(LIST_MARKER, '').trim();
    line = line.replace(/^["'“]|["'”]$/g, '').trim();
    if (!line || /^(here (are|is)|below)\b.*:$/i.test(line)) continue;
    const key = line.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(line);
  }
  return out;
}

type Strategy = 'own' | 'do' | 'support' | 'join' | 'skip';

/** Weak openers and how each is rewritten; see docs/scoring.md for the reasoning. */
const OPENERS: { pattern: RegExp; strategy: Strategy; nounVerb: string }[] = [
  { pattern: /^(?:was\s+)?responsible\s+for\b/i, strategy: 'own', nounVerb: 'Managed' },
  { pattern: /^in\s+charge\s+of\b/i, strategy: 'own', nounVerb: 'Managed' },
  { pattern: /^tasked\s+with\b/i, strategy: 'do', nounVerb: 'Handled' },
  { pattern: /^duties\s+(?:included|were|include)\b:?/i, strategy: 'do', nounVerb: 'Handled' },
  { pattern: /^worked\s+on\b/i, strategy: 'do', nounVerb: 'Handled' },
  { pattern: /^helped\s+(?:with|in)\b/i, strategy: 'support', nounVerb: 'Supported' },
  { pattern: /^assisted\s+(?:with|in)\b/i, strategy: 'support', nounVerb: 'Supported' },
  { pattern: /^(?:was\s+)?involved\s+in\b/i, strategy: 'join', nounVerb: 'Contributed to' },
  { pattern: /^participated\s+in\b/i, strategy: 'join', nounVerb: 'Contributed to' },
  { pattern: /^took\s+part\s+in\b/i, strategy: 'join', nounVerb: 'Contributed to' },
  { pattern: /^(?:was\s+)?part\s+of\b/i, strategy: 'join', nounVerb: 'Contributed to' },
  { pattern: /^(?:familiar\s+with|exposure\s+to)\b/i, strategy: 'skip', nounVerb: '' },
  // 'Worked with PostgreSQL' names tools, not partners: no rewrite keeps its meaning.
  { pattern: /^worked\s+with\b/i, strategy: 'skip', nounVerb: '' },
];

export interface BoostedBullet {
  text: string;
  changed: boolean;
  /** Why it changed (or why it was left alone), in words for the UI. */
  reason: string;
  placeholderAdded: boolean;
}

export interface BoostOptions {
  /** Add a `[X%]`-style placeholder when a rewritten bullet has no figure (default true). */
  placeholder?: boolean;
  /**
   * The bullet describes a role the person still holds: its present tense ('Working on …') is
   * right and is not changed to the past.
   */
  current?: boolean;
}

/** More than one sentence: changing the first one's tense alone would mix tenses within the line. */
const hasSeveralSentences = (text: string) => /[.!?]\s+\p{Lu}/u.test(text);

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Placeholder phrase by what the verb says, so the user knows which figure is wanted. */
const PEOPLE =
  /\b(team|teams|staff|people|engineers|developers|nurses|members|reports|interns|volunteers|students|agents|analysts|employees)\b/i;

function placeholderFor(text: string): string {
  switch (actionVerbGroup(text.split(/\s+/)[0] ?? '')) {
    case 'reduce':
      return ', cutting [metric] by [X%]';
    case 'improve':
      return ', improving [metric] by [X%]';
    case 'lead':
    case 'teach':
      return PEOPLE.test(text) ? ' ([N] people)' : ', resulting in [X%] [improvement]';
    case 'sell':
      return ', worth [$ amount]';
    case 'build':
      return ', used by [N] [users]';
    default:
      return ', resulting in [X%] [improvement]';
  }
}

/** Rewrites the words after an opener; answers undefined when no faithful rewrite exists. */
function rewrite(rest: string, strategy: Strategy, nounVerb: string): string | undefined {
  const [first = '', ...others] = rest.split(/\s+/);
  const tail = others.join(' ');
  if (/^[a-z]+ing$/i.test(first) && first.length > 4) {
    if (strategy === 'support' || strategy === 'join') return `Contributed to ${rest}`;
    const past = pastTense(gerundToBase(first));
    if (isPastVerb(past.toLowerCase())) return `${capitalise(past)}${tail ? ` ${tail}` : ''}`;
  }
  // 'the migration of billing services' → 'Migrated billing services'
  const nominal = /^(?:the\s+)?([a-z]+)\s+of\s+(.+)$/i.exec(rest);
  if (nominal && (strategy === 'own' || strategy === 'do')) {
    const verb = nominalVerb(nominal[1]!);
    if (verb) return `${capitalise(verb)} ${nominal[2]}`;
  }
  if (!rest) return undefined;
  return `${nounVerb} ${rest}`;
}

/**
 * Turns a duty into an achievement-style bullet without adding facts: the weak opener becomes a
 * past-tense verb of the same or lower ownership, every other word is kept, and a placeholder marks
 * where a figure would help. The result is checked by the verifier; if it fails, the bullet is kept.
 */
export function boostBullet(bullet: string, options: BoostOptions = {}): BoostedBullet {
  const original = bullet.trim();
  const ending = /[.;]$/.test(original) ? original.slice(-1) : '';
  const body = ending ? original.slice(0, -1).trim() : original;
  let text: string | undefined;
  let reason = '';

  const opener = OPENERS.find((o) => o.pattern.test(body));
  if (opener) {
    if (opener.strategy === 'skip') {
      return {
        text: original,
        changed: false,
        reason: 'no stronger verb keeps its meaning; left as written',
        placeholderAdded: false,
      };
    }
    const rest = body.replace(opener.pattern, '').replace(/^[\s:,-]+/, '');
    // 'Worked on the captions team' names where, not what: no verb keeps its meaning.
    if (
      /^worked\s+on\b/i.test(body) &&
      /\b(team|teams|group|squad|department|crew)$/i.test((rest.split(/[,;]/)[0] ?? '').trim())
    )
      return {
        text: original,
        changed: false,
        reason: 'no stronger verb keeps its meaning; left as written',
        placeholderAdded: false,
      };
    text = rewrite(rest, opener.strategy, opener.nounVerb);
    reason = `weak opener '${body.match(opener.pattern)![0].trim()}' replaced with an action verb`;
  } else {
    const first = body.split(/\s+/)[0] ?? '';
    if (
      !options.current &&
      !hasSeveralSentences(body) &&
      /^[A-Z][a-z]+ing$/.test(first) &&
      first.length > 5 &&
      !/^(During|Using|Including|Following|Morning|Evening|Building|Engineering|Marketing|Accounting|Banking|Nursing|Pricing|Training|Testing|Hiring|Planning|Consulting|Manufacturing|Shipping)$/.test(
        first,
      )
    ) {
      // Only a known verb: 'Everything' or 'Morning' end in -ing too.
      const past = pastTense(gerundToBase(first));
      if (isPastVerb(past.toLowerCase())) {
        text = `${capitalise(past)}${body.slice(first.length)}`;
        reason = 'changed to the past tense';
      }
    }
  }
  if (!text)
    return {
      text: original,
      changed: false,
      reason: 'already starts with an action',
      placeholderAdded: false,
    };

  let placeholderAdded = false;
  if ((options.placeholder ?? true) && !isQuantified(text) && !hasPlaceholder(text)) {
    text += placeholderFor(text);
    placeholderAdded = true;
  }
  text += ending;

  // Never claim more ownership than the source, and never a new number, tool or name.
  if (verifyText([original], text).length > 0) {
    return {
      text: original,
      changed: false,
      reason: 'no rewrite could keep every fact; left as written',
      placeholderAdded: false,
    };
  }
  return {
    text,
    changed: true,
    reason: placeholderAdded ? `${reason}; add the figure in brackets` : reason,
    placeholderAdded,
  };
}
