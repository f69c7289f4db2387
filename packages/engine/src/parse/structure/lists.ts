import type { CustomSection, Project, SimpleEntry, SkillGroup } from '../../model/resume-document.ts';
import { findDateRange, withoutDate } from './dates.ts';
import { collectBullets, joinWrapped, type StructLine, spanOf, toBullets } from './lines.ts';
import { splitEntries } from './work.ts';

/** Skills, projects and one-line-per-item sections. */

/** Splits a list at commas, semicolons, pipes, bullets and tabs, but not inside parentheses. */
export function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth += 1;
    if ((ch === ')' || ch === ']') && depth > 0) depth -= 1;
    if (depth === 0 && /[,;|•·▪\t]/.test(ch)) {
      items.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  items.push(current);
  return items
    .map((item) =>
      item
        .replace(/^\s*(and|&)\s+/i, '')
        .replace(/[.\s]+$/, '')
        .trim(),
    )
    .filter((item) => item.length > 0 && item.length <= 60);
}

/**
 * A line that says what the person does rather than listing names: it opens with an '-ing' word and
 * its first comma piece is a phrase of two words or more ('Building responsive, mobile-first web
 * interfaces'). Split at its commas it would fall into fragments; 'Testing, Debugging' is still a list.
 */
function readsAsPhrase(text: string): boolean {
  const first = text.split(',')[0]?.trim() ?? '';
  return /^\p{Lu}\p{Ll}+ing\s/u.test(first) && first.split(/\s+/).length >= 2 && text.length <= 60;
}

/** A line of skills that opens a group of its own: 'Languages:' or 'Frameworks: React, Vue'. */
const GROUP_LABEL = /^[\p{L}][\p{L}\p{N} &/+#().-]{1,40}?\s*[:–—](\s|$)/u;

/**
 * Joins a comma list that the page wrapped in the middle of an item ('… Docker, Google Cloud' / 'Platform,
 * Firebase, …') into one line, so the item is not cut in two ('Google Cloud', 'Platform'). A line wrapped by
 * the page runs nearly as wide as the longest line of the section, lists at least three items and ends
 * without a separator; a short list line ('Python, Java, C++') ends where the person ended it.
 */
function joinWrappedListLines(lines: StructLine[]): StructLine[] {
  const widest = Math.max(0, ...lines.map((line) => line.text.trim().length));
  const joined: StructLine[] = [];
  let lastWidth = 0;
  for (const line of lines) {
    const text = line.text.trim();
    const previous = joined.at(-1);
    const wrapped =
      previous !== undefined &&
      !line.bullet &&
      !GROUP_LABEL.test(text) &&
      (previous.text.match(/[,;|]/g)?.length ?? 0) >= 2 &&
      !/[,;|:.•·]\s*$/.test(previous.text) &&
      lastWidth >= 45 &&
      lastWidth >= 0.8 * widest;
    if (wrapped) {
      joined[joined.length - 1] = { ...previous, text: joinWrapped([previous.text, text]), end: line.end };
    } else {
      joined.push(line);
    }
    lastWidth = text.length;
  }
  return joined;
}

export function readSkills(lines: StructLine[]): SkillGroup[] {
  const groups: SkillGroup[] = [];
  let flat: SkillGroup | undefined;
  for (const line of joinWrappedListLines(lines)) {
    // A label on a line of its own ('Over 5000 lines:', 'Languages:') names the items on the lines below it.
    const label = /^([\p{L}\p{N}][\p{L}\p{N} &/+#().-]{1,40}?)\s*:$/u.exec(line.text.trim());
    if (label) {
      flat = {
        id: '',
        name: (label[1] ?? '').trim(),
        keywords: [],
        source: { start: line.start, end: line.end },
      };
      groups.push(flat);
      continue;
    }
    const grouped = /^([\p{L}][\p{L}\p{N} &/+#().-]{1,40}?)\s*[:–—]\s+(.+)$/u.exec(line.text);
    if (grouped) {
      groups.push({
        id: '',
        name: (grouped[1] ?? '').trim(),
        keywords: splitList(grouped[2] ?? ''),
        source: { start: line.start, end: line.end },
      });
      continue;
    }
    const items = readsAsPhrase(line.text) ? [line.text.replace(/[.\s]+$/, '').trim()] : splitList(line.text);
    if (items.length === 0) continue;
    if (!flat) {
      flat = { id: '', name: '', keywords: [], source: { start: line.start, end: line.end } };
      groups.push(flat);
    }
    flat.keywords.push(...items);
    if (flat.source) flat.source.end = Math.max(flat.source.end, line.end);
  }
  for (const group of groups) group.keywords = [...new Set(group.keywords)];
  return groups.filter((g) => g.keywords.length > 0);
}

const URL_IN_TEXT = /\b(?:https?:\/\/|www\.|github\.com\/|gitlab\.com\/)[^\s,;|)]+/i;

export function readProjects(lines: StructLine[]): Project[] {
  return splitEntries(lines)
    .map((raw) => {
      const headerText = raw.headerTexts.join(' | ');
      const url = URL_IN_TEXT.exec(headerText)?.[0];
      const withoutUrl = url ? headerText.replace(url, ' ') : headerText;
      const techMatch = /(?:tech(?:nologies|\s*stack)?|tools|built with|stack)\s*:\s*(.+)$/i.exec(withoutUrl);
      const parts = withoutUrl
        .replace(techMatch?.[0] ?? '\u0000', ' ')
        .split(/\s*(?:\||\t| — | – | - )\s*/)
        .map((p) => p.trim())
        .filter(Boolean);
      const name = parts.shift() ?? '';
      const bullets = collectBullets(raw.body);
      const description = parts.length > 0 ? parts.join(' — ') : undefined;
      return {
        id: '',
        name,
        description,
        url,
        start: raw.date?.start,
        end: raw.date?.end,
        keywords: techMatch ? splitList(techMatch[1] ?? '') : [],
        highlights: toBullets(bullets),
        source: spanOf([...raw.header, ...raw.body]),
      };
    })
    .filter((p) => p.name || p.highlights.length > 0);
}

/**
 * One entry per item: 'AWS Certified Developer — Amazon (2022)'. The part after a dash, pipe or comma, or
 * in parentheses, is the detail (issuer, awarder, publisher).
 */
export function readSimpleEntries(lines: StructLine[]): SimpleEntry[] {
  return collectBullets(lines, 'list').map((item) => {
    let text = item.text;
    const date = findDateRange(text);
    if (date) text = withoutDate(text, date);
    const url = URL_IN_TEXT.exec(text)?.[0];
    if (url) text = text.replace(url, ' ').replace(/\s+/g, ' ').trim();
    const { name, detail } = splitNameAndDetail(text);
    // A range ('Spring 2013 - Spring 2015') stays whole as written; its end (or start) gives the sortable date.
    const written =
      date?.start && date.end ? item.text.slice(date.index, date.index + date.length).trim() : undefined;
    const when = written
      ? { text: written, iso: date?.end?.iso ?? date?.start?.iso }
      : (date?.end ?? date?.start);
    return { id: '', name, detail, date: when, url, source: item.source };
  });
}

/**
 * 'AWS Certified Solutions Architect – Associate (Amazon Web Services)' → the name and, in the trailing
 * parentheses, the issuer; otherwise the detail follows a dash, a pipe, or a comma outside parentheses.
 */
export function splitNameAndDetail(text: string): { name: string; detail?: string } {
  const trailing = /^(.+?)\s*\(([^()]+)\)$/.exec(text);
  if (trailing?.[1] && trailing[2] && !/^[A-Z]{2,6}$/.test(trailing[2].trim())) {
    return { name: trailing[1].trim(), detail: trailing[2].replace(/,\s*$/, '').trim() };
  }
  // Pipes, when there are any, are the item's field separators: a dash before one belongs to the name
  // ('Node.js - The Complete Guide | Udemy').
  const dashed = text.includes('|')
    ? /^(.+?)\s*\|\s*(.+)$/.exec(text)
    : /^(.+?)\s+(?:—|–|-)\s+(.+)$/.exec(text);
  if (dashed?.[1] && dashed[2]) return { name: dashed[1].trim(), detail: dashed[2].trim() };
  const pieces = splitList(text.replace(/[;|]/g, ','));
  if (pieces.length >= 2 && text.indexOf(',') > 0) {
    const comma = text.search(/,(?![^(]*\))/);
    if (comma > 0)
      return { name: text.slice(0, comma).trim(), detail: text.slice(comma + 1).trim() || undefined };
  }
  return { name: text.trim() };
}

/** Languages: 'English (Native), Hindi (Fluent)' or one per line; fluency becomes the detail. */
export function readLanguages(lines: StructLine[]): SimpleEntry[] {
  const entries: SimpleEntry[] = [];
  for (const line of lines) {
    const text = line.text.replace(/^languages?\s*:\s*/i, '');
    for (const item of splitList(text)) {
      const match = /^([\p{L} ]+?)\s*(?:\(([^)]+)\)|[:–—-]\s*(.+))?$/u.exec(item);
      if (!match) continue;
      entries.push({
        id: '',
        name: (match[1] ?? item).trim(),
        detail: (match[2] ?? match[3])?.trim() || undefined,
        source: { start: line.start, end: line.end },
      });
    }
  }
  return entries;
}

export function readCustom(title: string, lines: StructLine[]): CustomSection {
  return { id: '', title, items: toBullets(collectBullets(lines)), source: spanOf(lines) };
}
