import type { Bullet, SourceSpan } from '../../model/resume-document.ts';

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
}

/** Bullet glyphs; they mark a bullet with or without a following space. */
const GLYPH_MARKER = /^\s*[•●○◦▪▫■□‣⁃➢➤►▸▹✓✔✗❖◆◇♦⋄∙·➔→⮚␣]\s*/u;
/** Typed markers ('- ', '* ', '1. ', '2) ', 'a) '); they need a space, so '-5% churn' stays text. */
const TYPED_MARKER = /^\s*(?:[-*+–—]|\(?\d{1,2}[.)]|[a-z]\))\s+/u;

export function stripBullet(text: string): { text: string; bullet: boolean } {
  const match = GLYPH_MARKER.exec(text) ?? TYPED_MARKER.exec(text);
  if (!match) return { text, bullet: false };
  const rest = text.slice(match[0].length).trim();
  return rest ? { text: rest, bullet: true } : { text, bullet: false };
}

export const spanOf = (lines: StructLine[]): SourceSpan | undefined =>
  lines.length > 0 ? { start: lines[0]?.start ?? 0, end: lines[lines.length - 1]?.end ?? 0 } : undefined;

const STARTS_LIKE_NEW_ITEM = /^[\p{Lu}\d"“(]/u;

/**
 * Lines of an entry's body → bullets. A marker starts a bullet; an unmarked line continues the previous
 * bullet when that one has not ended a sentence or this one starts in lower case (soft wrap); otherwise
 * it starts a new item. In `list` mode an unmarked capitalised line is a new item.
 */
export function collectBullets(
  lines: StructLine[],
  mode: 'prose' | 'list' = 'prose',
): { text: string; source: SourceSpan }[] {
  const out: { text: string; source: SourceSpan }[] = [];
  let current: { parts: string[]; start: number; end: number; marked: boolean } | undefined;
  const flush = () => {
    if (current)
      out.push({ text: joinWrapped(current.parts), source: { start: current.start, end: current.end } });
    current = undefined;
  };
  for (const line of lines) {
    const text = line.text.trim();
    if (!text) continue;
    if (line.bullet || line.declared || !current) {
      flush();
      current = { parts: [text], start: line.start, end: line.end, marked: line.bullet };
      continue;
    }
    const previous = current.parts[current.parts.length - 1] ?? '';
    const endedSentence = /[.!?:;]["”)]?$/.test(previous);
    // In a list (certificates, awards) each line is an item unless it plainly carries on the one before.
    const continues =
      mode === 'list'
        ? !STARTS_LIKE_NEW_ITEM.test(text) || /[,&/-]$|\b(and|of|in|for|the|with)$/i.test(previous)
        : !endedSentence || !STARTS_LIKE_NEW_ITEM.test(text);
    if (continues) {
      current.parts.push(text);
      current.end = line.end;
    } else {
      flush();
      current = { parts: [text], start: line.start, end: line.end, marked: false };
    }
  }
  flush();
  return out;
}

/** Joins soft-wrapped pieces with single spaces. */
export function joinWrapped(parts: string[]): string {
  return parts.join(' ').replace(/\s+/g, ' ').replace(/\t/g, ' ').trim();
}

export const toBullets = (items: { text: string; source: SourceSpan }[]): Bullet[] =>
  items.map((item) => ({ id: '', text: item.text, source: item.source }));
