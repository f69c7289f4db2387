import { describe, expect, it } from 'vitest';
import { restoreSoftHyphens } from './soft-hyphens.ts';

/** Drawn glyph runs, one glyph per character. */
const glyphs = (...runs: string[]) => runs.map((run) => [...run]);

describe('restoreSoftHyphens', () => {
  it('puts each drawn soft hyphen back after the character it followed', () => {
    expect(
      restoreSoftHyphens(['Cofounder &', 'agentless'], glyphs('Co\u00ADfounder &', 'agent\u00ADless')),
    ).toEqual(['Co\u00ADfounder &', 'agent\u00ADless']);
  });

  it('keeps the space drawn before a hyphen and puts a line-end hyphen at the end of its run', () => {
    expect(restoreSoftHyphens(['2023 2024', 'infra'], glyphs('2023 \u00AD 2024', 'infra\u00AD'))).toEqual([
      '2023 \u00AD 2024',
      'infra\u00AD',
    ]);
  });

  it('does not add a soft hyphen the text layer already kept, nor invent one', () => {
    expect(restoreSoftHyphens(['555-\u00AD\u20105555'], glyphs('555-\u00AD\u20105555'))).toEqual([
      '555-\u00AD\u20105555',
    ]);
    expect(restoreSoftHyphens(['plain text'], glyphs('plain text'))).toEqual(['plain text']);
  });

  it('steps over glyphs only one side has and leaves text it cannot line up alone', () => {
    expect(restoreSoftHyphens(['Cofounder'], glyphs('★', 'Co\u00ADfounder'))).toEqual(['Co\u00ADfounder']);
    expect(restoreSoftHyphens(['entirely different words here'], glyphs('zq\u00ADxv'.repeat(30)))).toEqual([
      'entirely different words here',
    ]);
  });
});
