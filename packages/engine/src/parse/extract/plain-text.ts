import { ResumeParseError } from '../errors.ts';
import { CP1252_HIGH } from './mis-encoding.ts';
import { cleanLineText } from './repair.ts';
import type { ParseWarning, RawLine } from './types.ts';

export interface DecodedText {
  text: string;
  warnings: ParseWarning[];
}

/**
 * Decodes a text file: a byte-order mark decides UTF-8 or UTF-16; without one, a pattern of zero bytes
 * reveals BOM-less UTF-16, invalid UTF-8 falls back to Windows-1252 (the usual culprit) with a warning,
 * and binary content is refused as not being a text file.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  const warnings: ParseWarning[] = [];
  const utf16Warning = (): ParseWarning => ({
    code: 'utf16-decoded',
    message:
      'This text file is UTF-16 encoded; it was converted, but UTF-8 is the safer choice for ATS uploads.',
  });
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: decodeUtf8OrLegacy(bytes.subarray(3), warnings), warnings };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), warnings: [utf16Warning()] };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: decodeUtf16Be(bytes.subarray(2)), warnings: [utf16Warning()] };
  }
  const sample = bytes.subarray(0, Math.min(bytes.length, 4096));
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] === 0) {
      if (i % 2 === 0) zeroEven++;
      else zeroOdd++;
    }
  }
  const half = sample.length / 2;
  if (half >= 4 && zeroOdd > half * 0.6 && zeroEven < half * 0.05) {
    return { text: new TextDecoder('utf-16le').decode(bytes), warnings: [utf16Warning()] };
  }
  if (half >= 4 && zeroEven > half * 0.6 && zeroOdd < half * 0.05) {
    return { text: decodeUtf16Be(bytes), warnings: [utf16Warning()] };
  }
  if (zeroEven + zeroOdd > 0) throw new ResumeParseError('corrupt-file', 'text file contains NUL bytes');
  const text = decodeUtf8OrLegacy(bytes, warnings);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point here
  const controls = text.match(/[\u0001-\u0008\u000E-\u001F\u007F]/g)?.length ?? 0;
  if (controls > Math.max(8, text.length * 0.01)) {
    throw new ResumeParseError('corrupt-file', 'text file looks binary');
  }
  return { text, warnings };
}

function decodeUtf8OrLegacy(bytes: Uint8Array, warnings: ParseWarning[]): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    warnings.push({
      code: 'encoding-guessed',
      message:
        'This text file is not valid UTF-8; it was read as Windows-1252, so some symbols may be wrong.',
    });
    return decodeWindows1252(bytes);
  }
}

// Node's TextDecoder treats 'windows-1252' as plain Latin-1, so the 0x80–0x9F block is mapped by hand.
function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) {
    out += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return out;
}

function decodeUtf16Be(bytes: Uint8Array): string {
  const swapped = new Uint8Array(bytes.length - (bytes.length % 2));
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    swapped[i] = bytes[i + 1] ?? 0;
    swapped[i + 1] = bytes[i] ?? 0;
  }
  return new TextDecoder('utf-16le').decode(swapped);
}

/** Plain text → lines. Tabs are kept: they often separate fields ('Acme Corp⇥2019 – 2021'). */
export function plainTextLines(text: string): RawLine[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => ({
      text: cleanLineText(line)
        .replace(/ {2,}/g, ' ')
        .replace(/ *\t+ */g, '\t')
        .trim(),
      indent: leadingIndent(line),
    }))
    .filter((line) => line.text.length > 0);
}

/** Leading blanks in characters (a tab counts four): a sub-bullet is written further in than its bullet. */
function leadingIndent(line: string): number {
  const blanks = /^[ \t]*/.exec(line)?.[0] ?? '';
  return blanks.replace(/\t/g, '    ').length;
}

/**
 * Markdown → lines with its syntax removed: `#` headings become heading lines, emphasis and code marks
 * go, links keep their address (a LinkedIn link's URL is a contact field), list markers become '- ',
 * table rows become tab-separated cells, rules and fences disappear.
 */
export function markdownLines(markdown: string): RawLine[] {
  const lines: RawLine[] = [];
  let inFence = false;
  let inFrontMatter = false;
  const source = markdown.replace(/\r\n?/g, '\n').split('\n');
  for (const [index, raw] of source.entries()) {
    if (index === 0 && raw.trim() === '---') {
      inFrontMatter = true;
      continue;
    }
    if (inFrontMatter) {
      if (raw.trim() === '---') inFrontMatter = false;
      continue;
    }
    if (/^\s*(```|~~~)/.test(raw)) {
      inFence = !inFence;
      continue;
    }
    let line = raw;
    if (!inFence) {
      if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) continue;
      if (/^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line)) continue;
      if (/^\s*(=+|-+)\s*$/.test(line) && lines.length > 0) {
        // A setext underline makes the previous line a heading.
        const previous = lines[lines.length - 1];
        if (previous)
          lines[lines.length - 1] = { ...previous, heading: true, fontSize: /=/.test(line) ? 20 : 16 };
        continue;
      }
    }
    const heading = inFence ? undefined : /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) line = heading[2] ?? '';
    if (!inFence) line = stripInline(line);
    const text = cleanLineText(line)
      .replace(/ {2,}/g, ' ')
      .replace(/ *\t+ */g, '\t')
      .trim();
    if (!text) continue;
    const level = heading?.[1]?.length;
    const indent = inFence ? 0 : leadingIndent(raw);
    lines.push(
      level
        ? { text, heading: true, fontSize: [20, 16, 14, 13, 12, 12][level - 1], bold: true }
        : { text, ...(indent > 0 ? { indent } : {}) },
    );
  }
  return lines;
}

function stripInline(line: string): string {
  let out = line
    .replace(/^\s*>+\s?/, '')
    .replace(/^(\s*)[*+]\s+/, '$1- ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(
      /\[([^\]]+)\]\(\s*(?:mailto:|tel:)?([^)\s]+)(?:\s+"[^"]*")?\s*\)/g,
      (_, label: string, url: string) => {
        const bare = (s: string) => s.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
        return bare(label) === bare(url) ? label : `${label} (${url})`;
      },
    )
    .replace(/<(https?:\/\/[^>]+|[^@\s>]+@[^>\s]+)>/g, '$1')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[\s(])([*_])(?=\S)(.+?)(?<=\S)\2(?=[\s).,;:!?]|$)/g, '$1$3')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1');
  if (/^\s*\|.*\|\s*$/.test(out)) {
    out = out
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean)
      .join('\t');
  }
  return out.replace(/\s{2,}$/, '');
}
