import { describe, expect, it } from 'vitest';
import { nounPhrases } from './job-phrases.ts';

const texts = (sentence: string) => nounPhrases(sentence).map((p) => p.text);

describe('nounPhrases', () => {
  it('takes the noun phrases a requirement names, cut at verbs, function words and punctuation', () => {
    expect(
      texts('Build services using software engineering best practices, data storage principles'),
    ).toEqual(expect.arrayContaining(['software engineering best practices', 'data storage principles']));
    expect(texts('Performs proficiency testing on specimens.')).toEqual(
      expect.arrayContaining(['proficiency testing', 'specimens']),
    );
  });

  it('cuts a run of nouns where a capitalised word follows a lower-case one: a lost line break', () => {
    expect(texts('Deliver mail to the loading dock Post invoices weekly')).toEqual(
      expect.arrayContaining(['loading dock']),
    );
    expect(texts('Deliver mail to the loading dock Post invoices weekly')).not.toContain(
      'loading dock Post invoices',
    );
  });

  it('keeps hyphenated words whole and drops rating words, people and numbers', () => {
    expect(texts('Experience with cross-functional delivery')).toContain('cross-functional delivery');
    expect(texts('Strong analytical skills and proven track record')).not.toContain(
      'Strong analytical skills',
    );
    expect(texts('Work closely with product designers and our talented team')).toEqual([]);
    expect(texts('Support 3 product surfaces')).not.toContain('3 product surfaces');
  });

  it("keeps 'front end' and 'back end' whole when written without a hyphen", () => {
    const found = nounPhrases('Proficiency with fundamental front end languages such as HTML.').map(
      (p) => p.text,
    );
    expect(found).toContain('front end languages');
    expect(found).not.toContain('end languages');
    const back = nounPhrases('Developing back end website applications.').map((p) => p.text);
    expect(back.some((text) => text.startsWith('back end'))).toBe(true);
  });

  it('merges singular and plural under one key', () => {
    const [one] = nounPhrases('Maintain feature stores');
    const [other] = nounPhrases('Maintain a feature store');
    expect(one?.key).toBe(other?.key);
  });

  it('drops phrases that frame, rate or locate rather than name a requirement', () => {
    const texts = (sentence: string) =>
      nounPhrases(sentence)
        .filter((p) => p.words >= 2)
        .map((p) => p.text);
    expect(texts('Greet guests in a courteous manner and file reports on a weekly basis.')).toEqual([]);
    expect(texts('Show a common sense understanding at ground level near the Metro Station.')).toEqual([]);
    expect(texts('PHYSICAL DEMANDS apply to different departments- and teams.')).toEqual([]);
    expect(texts('Maintain the administrative filing system and the laboratory tests.')).toEqual([
      'administrative filing system',
      'laboratory tests',
    ]);
  });
});

describe('nounPhrases: duties and their objects', () => {
  it("drops a duty's verb that the tagger read as a noun, where it opens a clause", () => {
    expect(texts('Answers phone enquiries and checking invoices')).toEqual(['phone enquiries', 'invoices']);
    expect(texts('author detailed widget specs; present budget forecasts')).toEqual([
      'detailed widget specs',
      'budget forecasts',
    ]);
    expect(texts('Recording calibration testing results')).toEqual(['calibration testing results']);
  });

  it("cuts a filler noun off a phrase's end and keeps 'X skills' and gerund kinds whole", () => {
    expect(texts('Carries out assigned kiln maintenance duties each week')).toContain('kiln maintenance');
    expect(texts('Strong debugging skills and welding techniques')).toEqual([
      'debugging skills',
      'welding techniques',
    ]);
    expect(texts('Knowledge of caching strategies')).toEqual(['caching strategies']);
  });

  it("ends a phrase at function words the tagger does not know, and at the verb after 'that'", () => {
    expect(texts('Grow in a calm environment whilst learning the trade')).not.toContain(
      'calm environment whilst',
    );
    expect(texts('A ledger platform that powers web applications')).toContain('web applications');
    expect(texts('A ledger platform that powers web applications')).not.toContain('powers web applications');
  });

  it("keeps a gerund's kind in the singular ('scripting language') and drops empty heads ('technology options')", () => {
    expect(texts('Knowledge of at least one scripting language')).toEqual(['scripting language']);
    expect(texts('Weigh technology options and recent advances')).toEqual([]);
  });

  it('keeps a word in -ing between two nouns inside the compound, and drops heads that name a job or a time', () => {
    expect(texts('Experience with product purchasing analysis')).toEqual(['product purchasing analysis']);
    expect(texts('Grow into a senior individual contributor role')).toEqual([]);
    expect(texts('Close timecards at the end of each pay period')).not.toContain('pay period');
  });

  it('drops words that only qualify a person', () => {
    expect(texts('If you are a Senior Widget Engineer professional looking to grow')).not.toContain(
      'Senior Widget',
    );
  });
});

describe('nounPhrases: what belongs to the employer', () => {
  it("drops the words that only place a thing in the employer's departments", () => {
    expect(texts('Keeps departmental ledgers and department stationery in order')).toEqual([
      'ledgers',
      'stationery',
      'order',
    ]);
  });

  it('reads a plain verb form after a determiner and a singular noun as their compound', () => {
    expect(texts('An instinct for getting to the root cause and fixing it')).toContain('root cause');
    // With an -s the word is the verb of its noun.
    expect(texts('The team builds and ships kiln controllers')).not.toContain('team builds');
  });
});
