import { describe, expect, it } from 'vitest';
import { ResumeParseError } from '../errors.ts';
import { decodeText, markdownLines, plainTextLines } from './plain-text.ts';

const utf16le = (text: string, bom: boolean) => {
  const out = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  if (bom) out.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out[(bom ? 2 : 0) + i * 2] = code & 0xff;
    out[(bom ? 2 : 0) + i * 2 + 1] = code >> 8;
  }
  return out;
};

describe('decodeText', () => {
  it('reads UTF-8 with and without a BOM', () => {
    expect(decodeText(new TextEncoder().encode('Résumé ₹')).text).toBe('Résumé ₹');
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])).text).toBe('A');
  });

  it('reads UTF-16 little and big endian, with or without a BOM, and warns', () => {
    const withBom = decodeText(utf16le('Name: Asha', true));
    expect(withBom.text).toBe('Name: Asha');
    expect(withBom.warnings[0]?.code).toBe('utf16-decoded');
    expect(decodeText(utf16le('Name: Asha Verma', false)).text).toBe('Name: Asha Verma');
    const be = utf16le('Asha', false);
    for (let i = 0; i < be.length; i += 2) [be[i], be[i + 1]] = [be[i + 1] ?? 0, be[i] ?? 0];
    expect(decodeText(new Uint8Array([0xfe, 0xff, ...be])).text).toBe('Asha');
  });

  it('falls back to Windows-1252 for invalid UTF-8 and says so', () => {
    const result = decodeText(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x6f, 0x6b, 0x94]));
    expect(result.text).toBe('Café “ok”');
    expect(result.warnings.map((w) => w.code)).toEqual(['encoding-guessed']);
  });

  it('refuses binary content', () => {
    expect(() => decodeText(new Uint8Array([0x41, 0x00, 0x00, 0x42, 0x13, 0x00, 0x01]))).toThrow(
      ResumeParseError,
    );
  });
});

describe('plainTextLines', () => {
  it('drops blank lines, normalises line ends and keeps tabs as separators', () => {
    expect(plainTextLines('A\r\n\r\nB  C\t\t2020\rD').map((l) => l.text)).toEqual(['A', 'B C\t2020', 'D']);
  });
});

describe('markdownLines', () => {
  it('turns Markdown into plain lines with heading features', () => {
    const lines = markdownLines(
      [
        '---',
        'title: cv',
        '---',
        '# Asha **Verma**',
        '[LinkedIn](https://linkedin.com/in/asha) | <asha@example.com>',
        '## Experience',
        '* Built `search` for _every_ team',
        '1. First',
        '> quoted',
        '',
        '---',
        '| Skill | Level |',
        '|---|---|',
        '| Go | Expert |',
        '```',
        'code **stays**',
        '```',
        'Setext',
        '======',
        '![logo](x.png)',
      ].join('\n'),
    );
    expect(lines.map((l) => l.text)).toEqual([
      'Asha Verma',
      'LinkedIn (https://linkedin.com/in/asha) | asha@example.com',
      'Experience',
      '- Built search for every team',
      '1. First',
      'quoted',
      'Skill\tLevel',
      'Go\tExpert',
      'code **stays**',
      'Setext',
    ]);
    expect(lines[0]).toMatchObject({ heading: true, fontSize: 20 });
    expect(lines[2]).toMatchObject({ heading: true, fontSize: 16 });
    expect(lines[9]).toMatchObject({ heading: true });
    expect(lines[3]?.heading).toBeUndefined();
  });
});
