import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

/** A strict RFC 4180 reader (quoted or bare fields, "" inside quotes, CRLF records). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
        if (text[i] === '"' || text[i] === '\n') throw new Error('quote or LF in a bare field');
        field += text[i];
        i += 1;
      }
    }
    record.push(field);
    if (text[i] === ',') {
      i += 1;
    } else if (text.startsWith('\r\n', i)) {
      records.push(record);
      record = [];
      i += 2;
    } else {
      throw new Error(`unexpected character at ${i}`);
    }
  }
  if (record.length > 0) throw new Error('last record has no CRLF');
  return records;
}

const DANGEROUS = /^[=+\-@\t\r\0\uFF1D\uFF0B\uFF0D\uFF20]/;
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .tuple(
      fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\0', '＝', '＋', '－', '＠', '"', ',', '\n', "'"),
      fc.string({ unit: 'binary', maxLength: 20 }),
    )
    .map(([lead, rest]) => lead + rest),
);

describe('csvCell', () => {
  it('prefixes every formula-leading value and quotes per RFC 4180', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('\0=1+1')).toBe('"\'\0=1+1"');
    expect(csvCell('-2')).toBe('"\'-2"');
    expect(csvCell('＠SUM(A1)')).toBe('"\'＠SUM(A1)"');
    expect(csvCell('plain, "quoted"')).toBe('"plain, ""quoted"""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(9.5)).toBe('"9.5"');
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('writes a header row and data rows, each ended by CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, '=x']])).toBe('"a","b"\r\n"1","\'=x"\r\n');
  });

  it('never lets a parsed cell start a formula, and keeps the value (minus the prefix)', () => {
    fc.assert(
      fc.property(
        fc.array(nasty, { minLength: 1, maxLength: 4 }),
        fc.array(nasty, { minLength: 1, maxLength: 4 }),
        (first, second) => {
          const width = Math.max(first.length, second.length);
          const table = [first, second].map((row) =>
            Array.from({ length: width }, (_, index) => row[index] ?? ''),
          );
          const header = table[0]!.map((_, index) => `c${index}`);
          const parsed = parseCsv(toCsv(header, table));
          if (parsed.length !== 3) return false;
          return parsed.slice(1).every(
            (record, r) =>
              record.length === width &&
              record.every((cell, c) => {
                const original = table[r]![c]!;
                if (DANGEROUS.test(cell)) return false;
                return cell === (DANGEROUS.test(original) ? `'${original}` : original);
              }),
          );
        },
      ),
      { numRuns: 20_000 },
    );
  });
});
