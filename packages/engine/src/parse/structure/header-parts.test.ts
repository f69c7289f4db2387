import { describe, expect, it } from 'vitest';
import type { Basics } from '../../model/resume-document.ts';
import { parseResumeText } from '../parse-resume.ts';
import { looksLikeStreet, placeHeaderParts } from './header-parts.ts';

const basics: Basics = {
  name: 'Bruce Wayne',
  label: 'MERN Stack Developer',
  email: 'bwayne@example.com',
  phone: '(123) 456-7890',
  location: { text: 'Gotham, USA' },
  profiles: [{ network: 'GitHub', username: 'bwayne', url: 'https://github.com/bwayne' }],
};
const notProse = () => false;
const lines = (...texts: string[]) => texts.map((text) => ({ text }));

describe('looksLikeStreet', () => {
  it('reads a house number with a street word, in the languages the parser reads', () => {
    for (const street of [
      '123 Gotham St',
      '2222 McCoy Road',
      'Calle Mayor 5',
      '5 rue de la Paix',
      'Hauptstraße 12',
    ])
      expect(looksLikeStreet(street), street).toBe(true);
  });

  it('does not read a title, a figure or a street word without a number as an address', () => {
    for (const text of ['Senior Engineer', '5 years of experience', 'Main Street Bakery', 'me@123 st.com'])
      expect(looksLikeStreet(text), text).toBe(false);
  });
});

describe('placeHeaderParts', () => {
  it('keeps a street address printed beside the place as the address, whether on its own line or before it', () => {
    expect(placeHeaderParts(lines('123 Gotham St', 'Gotham, USA', 'Bruce Wayne'), basics, notProse)).toEqual({
      address: '123 Gotham St',
      leftovers: [],
    });
    expect(
      placeHeaderParts(lines('Bruce Wayne', '123 Gotham St, Gotham, USA — (123) 456-7890'), basics, notProse),
    ).toEqual({ address: '123 Gotham St', leftovers: [] });
  });

  it('does not take a street far from the place (a letter addressee) as the address, and keeps it', () => {
    const placed = placeHeaderParts(
      lines('Bruce Wayne', 'Gotham, USA', 'bwayne@example.com', 'Acme Inc.', '1600 Long Parkway'),
      basics,
      notProse,
    );
    expect(placed.address).toBeUndefined();
    expect(placed.leftovers.map((line) => line.text)).toEqual(['Acme Inc.', '1600 Long Parkway']);
  });

  it('counts field labels, icon glyphs and handles as held, and hands back what no field holds', () => {
    const placed = placeHeaderParts(
      lines(
        'Bruce Wayne | MERN Stack Developer',
        'Email: bwayne@example.com \u2022 \uf09b bwayne',
        'Phone: (123) 456-7890 | Open to relocation',
        'Second phone +44 20 7946 0958',
      ),
      basics,
      notProse,
    );
    expect(placed.leftovers.map((line) => line.text)).toEqual([
      'Open to relocation',
      'Second phone +44 20 7946 0958',
    ]);
  });

  it('reads a label only as a label, and hands back a part as it was written', () => {
    const placed = placeHeaderParts(
      lines('Bruce Wayne', 'X Corp Fellow | Web: bwayne@example.com'),
      basics,
      notProse,
    );
    expect(placed.leftovers.map((line) => line.text)).toEqual(['X Corp Fellow']);
  });

  it('leaves out lines read elsewhere (a profile paragraph)', () => {
    const placed = placeHeaderParts(lines('A profile written in the header'), basics, () => true);
    expect(placed.leftovers).toEqual([]);
  });
});

describe('the header of a parsed resume', () => {
  it('keeps the headline, the street address and a header line no field holds', () => {
    const parsed = parseResumeText(
      [
        'Bruce Wayne',
        'bwayne@example.com | (123) 456-7890',
        '123 Gotham St',
        'Gotham, USA',
        'Available from March',
        '',
        'EXPERIENCE',
        'Developer, Wayne Corp, Gotham, USA\tJan 2019 – Present',
        '- Built the cave dashboard',
      ].join('\n'),
    );
    const { basics: read } = parsed.document;
    expect(read.location).toMatchObject({ text: 'Gotham, USA', address: '123 Gotham St' });
    const other = parsed.document.custom.find((section) => section.title === 'Other');
    expect(other?.items.map((item) => item.text)).toEqual(['Available from March']);
  });
});
