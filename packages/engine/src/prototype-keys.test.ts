import { describe, expect, it } from 'vitest';
import { maxScope, wordsAboveScope } from './analyze/lexicon.ts';
import { decodeEntities } from './html/entities.ts';
import { htmlToText } from './html/html-text.ts';
import { boostBullet } from './improve/bullets.ts';
import { gerundToBase, nominalVerb, pastTense } from './improve/verbs.ts';
import { readLocation } from './parse/structure/location.ts';

// Words a resume may hold that are also keys of Object.prototype. A word-keyed lookup into a plain
// object finds Object's own function for them; every lookup must answer as for any unknown word.
const PROTOTYPE_WORDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('word-keyed lookups ignore Object.prototype', () => {
  it('scope levels of text with prototype words', () => {
    for (const word of PROTOTYPE_WORDS) {
      expect(maxScope(`Wrote the ${word} for the parser`)).toBe(0);
      expect(maxScope(`Led the ${word} rewrite`)).toBe(4);
      expect(wordsAboveScope(`${word} ${word.toLowerCase()}`, 0)).toEqual([]);
    }
  });

  it('verb forms of prototype words are spelled from the word', () => {
    expect(pastTense('constructor')).toBe('constructored');
    expect(pastTense('valueOf')).toBe('valueofed');
    expect(typeof gerundToBase('constructor')).toBe('string');
    for (const word of PROTOTYPE_WORDS) expect(nominalVerb(word)).toBeUndefined();
    expect(nominalVerb('Migration')).toBe('migrated');
  });

  it('bullets with prototype words are boosted without throwing', () => {
    expect(boostBullet('Responsible for the constructor of the parser').text).toMatch(/constructor/);
    expect(boostBullet('Responsible for the migration of the constructor').text).toMatch(
      /^Migrated the constructor/,
    );
  });

  it('unknown HTML entity names stay as written', () => {
    expect(htmlToText('<p>a &constructor; b &amp; c</p>')).toContain('a &constructor; b & c');
    expect(decodeEntities('x &toString; y &lt;')).toBe('x &toString; y <');
  });

  it('a prototype word is not a country in a location', () => {
    expect(readLocation('Constructor')).toBeUndefined();
    expect(readLocation('Toronto, Constructor')?.countryCode).toBeUndefined();
    expect(readLocation('Toronto, Canada')?.countryCode).toBe('CA');
  });
});

describe('a resume that uses prototype words', () => {
  it('is tailored and verified without throwing', async () => {
    const { parseResumeText } = await import('./parse/index.ts');
    const { tailor } = await import('./improve/tailor.ts');
    const resume = parseResumeText(
      [
        'Ada Constructor',
        'ada@example.com',
        'EXPERIENCE',
        'Engineer, Hooli Inc.  2019 - 2021',
        '- Wrote the constructor and toString helpers for __proto__ checks',
        '- Responsible for the constructor of the hasOwnProperty index',
        'SKILLS',
        'constructor, toString, TypeScript',
      ].join('\n'),
    ).document;
    const job = {
      title: 'constructor',
      company: 'toString',
      description: 'We need constructor and __proto__ skills.',
    };
    expect(() => tailor(resume, job)).not.toThrow();
  });
});
