import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toAscii } from './ascii.ts';

describe('toAscii', () => {
  it('transliterates punctuation, currency and accents', () => {
    expect(toAscii('“Led” a team — saved ₹12,00,000 … at Café Zürich')).toBe(
      '"Led" a team - saved INR 12,00,000 ... at Cafe Zurich',
    );
    expect(toAscii('José Núñez • Łódź • Straße • ﬁnance')).toBe('Jose Nunez - Lodz - Strasse - finance');
    expect(toAscii('don’t')).toBe("don't");
  });

  it('keeps line breaks and tabs', () => {
    expect(toAscii('a\nb\tc')).toBe('a\nb\tc');
  });

  it('always answers printable ASCII', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(toAscii(text)).toMatch(/^[\t\n\x20-\x7e]*$/);
      }),
    );
  });
});
