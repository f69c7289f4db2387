import { describe, expect, it } from 'vitest';
import { dutyPhrases } from './job-duties.ts';

const texts = (sentence: string) => dutyPhrases(sentence).map((phrase) => phrase.text);

describe('dutyPhrases', () => {
  it('names a duty whose object is one noun by its verb, as the ad wrote it', () => {
    expect(texts('Clean kennels, answer the telephone and schedule appointments for the vet')).toEqual([
      'Clean kennels',
      'answer the telephone',
      'schedule appointments',
    ]);
    expect(texts('- Inspecting invoices before month end')).toEqual(['Inspecting invoices']);
    expect(texts('You will pair with other bakers to review recipes, and promptly answer emails')).toEqual([
      'review recipes',
      'answer emails',
    ]);
  });

  it('leaves longer objects to the noun phrases and skips light verbs, kinds and empty objects', () => {
    expect(texts('Maintain the kiln temperature logbooks')).toEqual([]);
    expect(texts('Maintain high standards across the bakery')).toEqual([]);
    expect(texts('Ensure quality, provide support and help customers')).toEqual([]);
    expect(texts('Programming languages and design techniques are a plus')).toEqual([]);
    expect(texts('Solve problems and handle tasks as they come')).toEqual([]);
  });

  it('reads past a word that only says how much of the object is meant, but not past one that describes it', () => {
    expect(texts('Visit the kennels weekly to perform basic cleaning of the runs')).toEqual([
      'perform basic cleaning',
    ]);
    expect(texts('Effectively handle multiple customers while keeping calm')).toEqual([
      'handle multiple customers',
    ]);
    // What is left must still name something: 'apply knowledge' names nothing a recruiter screens for.
    expect(texts('Apply broad knowledge of kiln firing')).toEqual([]);
    expect(texts('Maintain consistent glazes across batches')).toEqual([]);
  });

  it('takes a figure of speech for none ("raise the bar"), but the same verb with a real object for a duty', () => {
    expect(texts('Raise the bar, set the tone and move the needle for the team')).toEqual([]);
    expect(texts('Raise invoices and answer the telephone')).toEqual([
      'Raise invoices',
      'answer the telephone',
    ]);
  });

  it('reads verbs of duties a résumé lexicon lacks, irregular ones, and the second of two joined verbs', () => {
    expect(texts('Review and manipulate data')).toEqual(['manipulate data']);
    expect(texts('- Checking proofs at each stage')).toEqual(['Checking proofs']);
    expect(texts('Build dashboards, lead standups and plan releases')).toEqual([
      'Build dashboards',
      'lead standups',
      'plan releases',
    ]);
  });

  it('takes no duty the clause denies, nor a verb the tagger guessed after "to", nor a modifier in -ing', () => {
    expect(texts('You will not review code')).toEqual([]);
    expect(texts('You will never review code')).toEqual([]);
    expect(texts('Move ledgers to archive storage')).not.toContain('archive storage');
    expect(texts('Report the fiscal month and year to date scorecards')).toEqual([]);
    expect(texts('Clean, polish and sanitize gathering and public spaces')).toEqual([]);
    expect(texts('Demonstrate passion for quality')).toEqual([]);
    expect(texts('Build reports for the Purchasing and Scheduling departments')).toEqual(['Build reports']);
  });

  it('merges the forms of one duty under one key', () => {
    const [a] = dutyPhrases('Reviews invoices daily');
    const [b] = dutyPhrases('Review invoices');
    expect(a?.key).toBe(b?.key);
  });
});
