import { ACTION_VERBS } from '../../analyze/lexicon.ts';
import type { Bullet, SourceSpan } from '../../model/resume-document.ts';
import { findDateRange } from './dates.ts';

/** A line as the structure rules see it: marker removed, bullet flag set, offsets into the text kept. */
export interface StructLine {
  /** Text without its bullet marker. */
  text: string;
  start: number;
  end: number;
  bullet: boolean;
  bold?: boolean;
  relativeSize?: number;
  declared?: boolean;
  /** Where the line starts, in characters from the margin (see `ExtractedLine.indent`). */
  indent?: number;
  /** Where the line ends, in the units of `indent`, when the source gives it (PDF). */
  right?: number;
  /** The bullet's marker as written ('•', '-', '◦'); empty for a symbol-font bullet left out of the text. */
  marker?: string;
  /** The line begins with an icon-font glyph (a bullet drawn as a symbol, or a contact icon). */
  iconLead?: boolean;
}

/** Bullet glyphs; they mark a bullet with or without a following space. */
const GLYPH_MARKER = /^\s*[•●○◦▪▫■□‣⁃➢➤►▸▹✓✔✗❖◆◇♦⋄∙·➔→⮚␣]\s*/u;
/** Typed markers ('- ', '* ', '1. ', '2) ', 'a) '); they need a space, so '-5% churn' stays text. */
const TYPED_MARKER = /^\s*(?:[-*+–—]|\(?\d{1,2}[.)]|[a-z]\))\s+/u;

export function stripBullet(text: string): { text: string; bullet: boolean; marker?: string } {
  const match = GLYPH_MARKER.exec(text) ?? TYPED_MARKER.exec(text);
  if (!match) return { text, bullet: false };
  const rest = text.slice(match[0].length).trim();
  // A dash before a date opens a range whose start is left out ('- Jan 2020', '— 2016'): no bullet.
  if (/^\s*[-–—]/.test(match[0]) && findDateRange(rest)?.index === 0) return { text, bullet: false };
  return rest ? { text: rest, bullet: true, marker: match[0].trim() } : { text, bullet: false };
}

export const spanOf = (lines: StructLine[]): SourceSpan | undefined =>
  lines.length > 0 ? { start: lines[0]?.start ?? 0, end: lines[lines.length - 1]?.end ?? 0 } : undefined;

const STARTS_LIKE_NEW_ITEM = /^[\p{Lu}\d"“(]/u;

/**
 * A short line in title case with no punctuation ('College of Engineering', 'Magna Cum Laude'): a name or an
 * honour on a line of its own, not a sentence the page wrapped, so a capitalised line after it is a new item.
 */
function isCaptionLine(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 6 &&
    !/[,;:.!?()/-]/.test(text) &&
    words.every((word) => /^[\p{Lu}\d]/u.test(word) || /^(of|and|in|for|the|at|on|&)$/.test(word))
  );
}

/**
 * Lines of an entry's body → bullets. A marker starts a bullet; an unmarked line continues the previous
 * bullet when that one has not ended a sentence or this one starts in lower case (soft wrap); otherwise
 * it starts a new item. In `list` mode an unmarked capitalised line is a new item.
 */
export interface CollectedItem {
  text: string;
  source: SourceSpan;
  /** Depth under a top-level bullet: 1 for a sub-bullet, 2 below that; absent at the top level. */
  level?: number;
}

/**
 * How far a block's running text reaches: its widest line in characters and, where the source gives line
 * ends (PDF), the furthest end. Lines holding a tab are left out: a tab-aligned header row spans fields,
 * not running text. It stands for the column's edge when telling a wrapped line from one that ended early.
 */
export interface ColumnReach {
  chars: number;
  right?: number;
}

export function columnReach(lines: StructLine[]): ColumnReach {
  const running = lines.filter((line) => !line.text.includes('\t'));
  const rights = running.flatMap((line) => (line.right === undefined ? [] : [line.right]));
  return {
    chars: Math.max(0, ...running.map((line) => line.text.trim().length)),
    ...(rights.length > 0 ? { right: Math.max(...rights) } : {}),
  };
}

export function collectBullets(
  lines: StructLine[],
  mode: 'prose' | 'list' = 'prose',
  reach = columnReach(lines),
): CollectedItem[] {
  const out: CollectedItem[] = [];
  let current: { parts: string[]; start: number; end: number; marked: boolean; level: number } | undefined;
  const nesting = new Nesting();
  const flush = () => {
    if (current)
      out.push({
        text: joinWrapped(current.parts),
        source: { start: current.start, end: current.end },
        ...(current.level > 0 ? { level: current.level } : {}),
      });
    current = undefined;
  };
  let previousLine: StructLine | undefined;
  for (const line of lines) {
    const text = line.text.trim();
    if (!text) continue;
    const lineBefore = previousLine;
    previousLine = line;
    const marked = isMarked(line);
    if (marked || line.declared || !current) {
      flush();
      current = {
        parts: [text],
        start: line.start,
        end: line.end,
        marked,
        level: marked && mode === 'prose' ? nesting.levelOf(line) : 0,
      };
      continue;
    }
    const previous = current.parts[current.parts.length - 1] ?? '';
    const endedSentence = /[.!?:;]["”)]?$/.test(previous);
    // In a list (certificates, awards) each line is an item unless it plainly carries on the one before.
    const continues =
      mode === 'list'
        ? !STARTS_LIKE_NEW_ITEM.test(text) || /[,&/-]$|\b(and|of|in|for|the|with)$/i.test(previous)
        : (!endedSentence &&
            !isCaptionLine(previous) &&
            !endedShort(lineBefore, text, reach) &&
            !opensNewDuty(previous, text)) ||
          !STARTS_LIKE_NEW_ITEM.test(text);
    if (continues) {
      current.parts.push(text);
      current.end = line.end;
    } else {
      flush();
      // An unmarked line that starts a new item sits at the level of the bullet it follows only when it
      // is indented as far; otherwise it is back at the top.
      current = { parts: [text], start: line.start, end: line.end, marked: false, level: 0 };
    }
  }
  flush();
  return out;
}

/** Share of the widest line a line plus the next word must stay under, counted in characters. */
const ROOM_LEFT = 0.8;
/** Allowance on a word's width guessed from its line's average character (capitals run wider). */
const WORD_WIDTH_ALLOWANCE = 1.2;

/**
 * A line the page did not wrap: the next line's first word would have fitted after it, so the line ended
 * there on purpose ('Maintained CI/CD pipelines in Jenkins' over 'Designed and built …', bullets drawn
 * without a marker). Where the source gives where lines end, the word's width is guessed from the line's
 * own characters and measured against the column's edge; in plain text only a clear shortfall in
 * characters counts.
 */
function endedShort(line: StructLine | undefined, next: string, reach: ColumnReach): boolean {
  const text = line?.text.trim() ?? '';
  // A marker left on a line of its own ('-' over 'Sub-achievement (a);') opens what follows.
  if (!line || !/\p{L}/u.test(text)) return false;
  const nextWord = `${next.split(/\s/, 1)[0] ?? ''} `;
  if (line.right !== undefined && line.indent !== undefined && reach.right !== undefined) {
    const charWidth = (line.right - line.indent) / Math.max(text.length, 1);
    return line.right + nextWord.length * charWidth * WORD_WIDTH_ALLOWANCE < reach.right;
  }
  return text.length + nextWord.length < ROOM_LEFT * reach.chars;
}

/** Words a wrapped line can stop on, waiting for the rest of its sentence. */
const OPEN_ENDING =
  /(?:[,;:&/-]|\b(?:with|and|or|of|to|for|the|a|an|in|on|by|from|at|into|across|than|via|that|which|who|as))$/i;

/**
 * A line that opens with a capitalised verb in the past ('Automated regression test suites …') after a line
 * that closed its clause is the next duty, not the rest of the one before: bullets drawn without a marker
 * and set without full stops.
 */
function opensNewDuty(previous: string, next: string): boolean {
  return !OPEN_ENDING.test(previous) && opensWithActionVerb(next);
}

/** Text that opens with a capitalised action verb, as a duty does ('Migrated the nightly jobs'). */
function opensWithActionVerb(text: string): boolean {
  const verb = /^(\p{Lu}\p{Ll}+)\b/u.exec(text)?.[1];
  return verb !== undefined && (ACTION_VERBS.has(verb.toLowerCase()) || /^\p{Lu}\p{Ll}{3,}ed$/u.test(verb));
}

/**
 * Text that reads as a duty: an action verb, then a word in lower case ('Monitored patient records in
 * Epic'). A name that opens with such a word goes on in capitals ('Advanced Micro Devices'), so it is none.
 */
export function readsAsDuty(text: string): boolean {
  return opensWithActionVerb(text) && /^\S+\s+\p{Ll}/u.test(text.trim());
}

/** What follows a contact icon (phone, email, web address), not a bullet's text. */
const CONTACT_TEXT = /@|https?:|www\.|^\+?\(?\d[\d\s().-]{6,}/i;

/**
 * A line that opens a bullet: a typed marker or glyph, or a bullet drawn in a symbol font — unless what
 * the symbol leads is a phone number, email or address (a contact icon in a page footer).
 */
export const isMarked = (line: StructLine): boolean =>
  line.bullet || (line.iconLead === true && !CONTACT_TEXT.test(line.text));

/** Characters of indent that count as a deeper level; less is the wobble of a page's layout. */
const INDENT_STEP = 1;

/**
 * Levels of marked lines in one entry's body. The first marked line sets the top level (its indent and
 * marker). A later marked line is a sub-bullet when it starts further in than the top level, or — where
 * the indents do not tell (plain text without them) — when it uses a different marker under a top-level
 * bullet. Deeper indents, in the order they appear, are levels 1, 2, …
 */
class Nesting {
  private top?: { indent?: number; marker: string };
  private deeper: number[] = [];

  levelOf(line: StructLine): number {
    const marker = line.iconLead && !line.bullet ? '' : (line.marker ?? '');
    if (!this.top) {
      this.top = { indent: line.indent, marker };
      return 0;
    }
    // A source that gives no indent (a DOCX paragraph outside a nested list) is at the margin.
    const topIndent = this.top.indent ?? 0;
    const indent = line.indent ?? 0;
    if (Math.abs(indent - topIndent) > INDENT_STEP) return indent < topIndent ? 0 : this.depthOf(indent);
    // Set at the same place on a laid-out page, a different glyph is a change of style, not of level.
    if (indent > 0) return 0;
    return marker === this.top.marker ? 0 : 1;
  }

  private depthOf(indent: number): number {
    let index = this.deeper.findIndex((known) => Math.abs(known - indent) <= INDENT_STEP);
    if (index < 0) {
      this.deeper.push(indent);
      this.deeper.sort((a, b) => a - b);
      index = this.deeper.findIndex((known) => Math.abs(known - indent) <= INDENT_STEP);
    }
    return index + 1;
  }
}

/**
 * Joins soft-wrapped pieces with single spaces; a piece that ends in a word's hyphen ('multi-' over
 * 'account', kept by the hyphenation repair because it is a compound) joins the next without one.
 */
export function joinWrapped(parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .reduce((joined, part) => {
      if (!joined) return part;
      return /\p{L}-$/u.test(joined) && /^\p{L}/u.test(part) ? `${joined}${part}` : `${joined} ${part}`;
    }, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const toBullets = (items: CollectedItem[]): Bullet[] =>
  items.map((item) => ({
    id: '',
    text: item.text,
    source: item.source,
    ...(item.level ? { level: item.level } : {}),
  }));
