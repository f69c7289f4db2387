import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(15)).toBe('"15"');
  });

  it('neutralises anything a spreadsheet would run as a formula', () => {
    for (const risky of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx']) {
      expect(csvCell(risky)).toBe(`"'${risky}"`);
    }
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('joins rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, '=x'],
      ]),
    ).toBe('"a","b"\r\n"1","\'=x"\r\n');
  });
});
