import { describe, expect, it } from 'vitest';
import { fixMisEncoding } from './mis-encoding.ts';

/** Produces real mojibake: UTF-8 bytes read back as Windows-1252 (as a misconfigured pipeline would). */
function misEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return new TextDecoder('windows-1252').decode(bytes);
}

describe('fixMisEncoding', () => {
  it('repairs the usual punctuation', () => {
    expect(fixMisEncoding('Iâ€™m a â€œteam playerâ€\u009d')).toBe('I’m a “team player”');
    expect(fixMisEncoding('2019 â€“ 2023 â€” present')).toBe('2019 – 2023 — present');
    expect(fixMisEncoding('â€˜quotedâ€™ and moreâ€¦')).toBe('‘quoted’ and more…');
    expect(fixMisEncoding('â€¢ Led the team')).toBe('• Led the team');
  });

  it('treats a bare â€ as a closing quote whose last byte was lost', () => {
    expect(fixMisEncoding('said â€œhelloâ€ twice')).toBe('said “hello” twice');
  });

  it('removes the Â of a mangled non-breaking space', () => {
    expect(fixMisEncoding('10Â\u00a0years')).toBe('10\u00a0years');
    // The one guess that can touch correct text: 'Â' then a space. Real prose never has it.
    expect(fixMisEncoding('Total:Â 5')).toBe('Total: 5');
  });

  it('repairs accented letters and symbols', () => {
    expect(fixMisEncoding('CafÃ© rÃ©sumÃ©')).toBe('Café résumé');
    expect(fixMisEncoding('â‚¹399 and Â£20')).toBe('₹399 and £20');
  });

  it('round-trips any text that went through the mis-decoding', () => {
    const samples = [
      'Led a 5‑person team — shipped “Atlas” on time; résumé ✓',
      'Grew revenue 20% – from ₹2 cr to ₹2.4 cr…',
      'Naïve Bayes, Zürich, São Paulo, 東京 🚀',
    ];
    for (const sample of samples) expect(fixMisEncoding(misEncode(sample))).toBe(sample);
  });

  it('leaves correct text untouched', () => {
    const good = 'Café, naïve, Zürich — “quotes” ’ – … ₹ Ünïcödé, ending with Â';
    expect(fixMisEncoding(good)).toBe(good);
    expect(fixMisEncoding('plain ASCII text')).toBe('plain ASCII text');
    expect(fixMisEncoding('')).toBe('');
  });
});
