import { describe, expect, it } from 'vitest';
import { drawnCharacters, restoreSoftHyphens } from './pdf-soft-hyphens.ts';

/** A showText operator's arguments: glyphs with their unicode and width, numbers for kerning. */
const show = (text: string, softWidth = 333) => [
  [...text].map((ch) => ({ unicode: ch, width: ch === '\u00AD' ? softWidth : 500 })).concat([]),
];

describe('soft hyphens drawn as hyphens', () => {
  it('puts a drawn soft hyphen back inside its word', () => {
    const drawn = drawnCharacters([
      show('Co\u00ADfounder & Engineer'),
      [],
      show('Ran the on\u00ADboarding of new hires'),
    ]);
    expect(restoreSoftHyphens(['Cofounder & Engineer', 'Ran the onboarding of new hires'], drawn)).toEqual([
      'Co-founder & Engineer',
      'Ran the on-boarding of new hires',
    ]);
  });

  it('ends a run with the hyphen when the word breaks at the end of a line', () => {
    const drawn = drawnCharacters([show('cloud for AWS multi\u00AD'), show('account teams')]);
    expect(restoreSoftHyphens(['cloud for AWS multi', 'account teams'], drawn)).toEqual([
      'cloud for AWS multi-',
      'account teams',
    ]);
  });

  it('leaves out a soft hyphen with no width, and one between words', () => {
    expect(restoreSoftHyphens(['Cofounder'], drawnCharacters([show('Co\u00ADfounder', 0)]))).toEqual([
      'Cofounder',
    ]);
    expect(
      restoreSoftHyphens(['Sep. 2023 Mar. 2024'], drawnCharacters([show('Sep. 2023 \u00AD Mar. 2024')])),
    ).toEqual(['Sep. 2023 Mar. 2024']);
  });

  it('changes nothing when the drawn letters cannot be found in the text', () => {
    expect(restoreSoftHyphens(['Something else'], drawnCharacters([show('multi\u00ADregion')]))).toEqual([
      'Something else',
    ]);
  });
});
