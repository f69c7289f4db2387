/**
 * Repairs text whose UTF-8 bytes were once read as Windows-1252 ("mojibake"): `â€™` back to `’`,
 * `â€œ` / `â€` to `“` / `”`, `â€”` to `—`, `Ã©` to `é`, a stray `Â` before a space to nothing, and so on.
 *
 * It works on the bytes rather than on a list of known pairs: each run of characters that map to
 * Windows-1252 bytes is re-read as UTF-8, and only complete, well-formed multi-byte sequences are
 * replaced, so ordinary accented text ("café", "naïve") is left alone.
 */
export function fixMisEncoding(text: string): string {
  if (!SUSPECT.test(text)) return text;
  const chars = Array.from(text);
  let out = '';
  let index = 0;
  while (index < chars.length) {
    const repaired = repairAt(chars, index);
    if (repaired) {
      out += repaired.text;
      index += repaired.consumed;
    } else {
      out += chars[index];
      index += 1;
    }
  }
  return out;
}

// Lead characters of a mis-read UTF-8 sequence: 'Â'..'ô' are bytes 0xC2..0xF4.
const SUSPECT = /[\u00c2-\u00f4]/;

/** Windows-1252's 0x80–0x9F block (curly quotes, dashes, €); elsewhere it matches Latin-1. */
export const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** The byte a character stood for when UTF-8 was decoded as Windows-1252, or null. */
function byteOf(char: string | undefined): number | null {
  if (char === undefined) return null;
  const high = CP1252_HIGH.indexOf(char);
  if (high >= 0) return 0x80 + high;
  const code = char.codePointAt(0) ?? 0;
  // Latin-1 range, including the C1 controls that undefined cp1252 bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D) become.
  return code >= 0x80 && code <= 0xff ? code : null;
}

function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

const isContinuation = (byte: number | null): byte is number => byte !== null && byte >= 0x80 && byte <= 0xbf;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function repairAt(chars: string[], start: number): { text: string; consumed: number } | null {
  const lead = byteOf(chars[start]);
  if (lead === null) return null;
  const length = sequenceLength(lead);
  if (length === 0) return null;

  const bytes = [lead];
  for (let offset = 1; offset < length; offset++) {
    const next = byteOf(chars[start + offset]);
    if (!isContinuation(next)) break;
    bytes.push(next);
  }

  if (bytes.length === length) {
    try {
      return { text: utf8.decode(new Uint8Array(bytes)), consumed: length };
    } catch {
      return null;
    }
  }
  // A closing curly quote (E2 80 9D) loses its last byte, which Windows-1252 cannot show, so it
  // commonly survives as a bare 'â€'.
  if (bytes.length === 2 && bytes[0] === 0xe2 && bytes[1] === 0x80) return { text: '”', consumed: 2 };
  // A non-breaking space (C2 A0) often becomes 'Â' plus an ordinary space: keep just the space.
  if (lead === 0xc2 && chars[start + 1] === ' ') return { text: ' ', consumed: 2 };
  return null;
}
