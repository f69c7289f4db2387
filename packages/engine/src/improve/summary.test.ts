import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from '../analyze/job-keywords.ts';
import { BACKEND_JOB, makeResume, sampleBackendResume } from '../analyze/test-support.ts';
import { gateContext, sentenceFailures } from './gates.ts';
import { splitSentences } from './sentences.ts';
import { writeSummary } from './summary.ts';
import { computedFacts, factTexts, verifyText } from './verify.ts';

const today = new Date(Date.UTC(2025, 5, 1));

describe('writeSummary', () => {
  const doc = sampleBackendResume();
  const keywords = extractJobKeywords(BACKEND_JOB, { jobTitle: 'Senior Backend Engineer' });
  const summary = writeSummary(doc, { targetTitle: 'Senior Backend Engineer', keywords, today });

  it('states the title, the years computed from the dates, the employers and the skills the job asks for', () => {
    // Jun 2019–Dec 2020 and Jan 2021–Jun 2025 (the helper keeps only years): 5 whole years.
    expect(summary.text).toBe(
      'I am a Backend Developer with 5 years of experience at Acme Payments and Bluebird Labs. I have worked with Node.js, TypeScript, Docker and PostgreSQL.',
    );
    expect(summary.sourceIds).toEqual(expect.arrayContaining(['B', 'W1', 'W2', 'K1']));
  });

  it('adds no fact the resume lacks, and every sentence passes the sentence gates', () => {
    const sources = [...[...factTexts(doc).values()].flat(), ...computedFacts(doc)];
    expect(verifyText(sources, summary.text)).toEqual([]);
    const context = gateContext(doc, { title: '', company: '', description: BACKEND_JOB });
    for (const sentence of splitSentences(summary.text))
      expect(sentenceFailures(sentence, 'S', context)).toEqual([]);
  });

  it('falls back to education when there is no work history', () => {
    const student = makeResume({
      label: 'Computer Science Graduate',
      education: [{ institution: 'Anna University', studyType: 'B.E.', area: 'Computer Science' }],
    });
    expect(writeSummary(student).text).toBe(
      'I am a Computer Science Graduate who holds a B.E. in Computer Science from Anna University.',
    );
  });

  it('drops a sentence whose title is a fragment or whose employer is empty', () => {
    const broken = makeResume({
      work: [
        {
          company: '',
          position: 'Developed and maintained scalable web applications. Ensured the',
          start: '2019',
          end: '2021',
          bullets: ['Built a thing'],
        },
      ],
      skills: [{ keywords: ['Go'] }],
    });
    const text = writeSummary(broken, { today }).text;
    expect(text).toBe('I have worked with Go.');
    expect(text).not.toMatch(/ at \.|Developed and maintained/);
  });

  it('never names a skill the person qualified with a level', () => {
    const doc = makeResume({
      label: 'Analyst',
      work: [{ company: 'Globex', position: 'Analyst', start: '2018', end: '2022' }],
      skills: [{ keywords: ['Excel basics', 'SQL'] }],
    });
    const text = writeSummary(doc, { today }).text;
    expect(text).toContain('I have worked with SQL.');
    expect(text).not.toContain('Excel');
  });
});
