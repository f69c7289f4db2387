import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from './job-keywords.ts';
import { isQuantified, scoreReadability, scoreReadabilityDetailed } from './readability.ts';
import { BACKEND_JOB, makeResume, sampleBackendResume } from './test-support.ts';

const keywords = extractJobKeywords(BACKEND_JOB, { jobTitle: 'Senior Backend Engineer' });

describe('scoreReadability', () => {
  const result = scoreReadability({
    doc: sampleBackendResume(),
    jobTitle: 'Senior Backend Engineer',
    keywords,
  });

  it('returns exactly the SPEC §3 shape with integer scores in 0..100', () => {
    expect(Object.keys(result).sort()).toEqual(['metrics', 'modelHints', 'scores', 'suggestions']);
    expect(Object.keys(result.scores).sort()).toEqual(['ats', 'clarity', 'impact', 'overall']);
    expect(Object.keys(result.metrics).sort()).toEqual(
      [
        'wordCount',
        'sentenceCount',
        'avgSentenceLength',
        'actionVerbs',
        'quantifications',
        'passiveVoiceEstPct',
        'keywordsMatched',
        'keywordsTotal',
      ].sort(),
    );
    for (const score of Object.values(result.scores)) {
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    expect(Object.keys(result.modelHints)).toEqual(['topKeywords']);
  });

  it('counts the metrics of the resume', () => {
    expect(result.metrics.sentenceCount).toBe(8); // seven bullets and one summary sentence
    expect(result.metrics.actionVerbs).toBe(3); // Reduced, Mentored, Built
    expect(result.metrics.quantifications).toBe(2); // 40%, two junior engineers
    expect(result.metrics.keywordsTotal).toBe(keywords.length);
    expect(result.metrics.keywordsMatched).toBeGreaterThan(5);
  });

  it('gives at most 6 suggestions, each naming its line, and at most 8 top keywords', () => {
    expect(result.suggestions.length).toBeGreaterThan(0);
    expect(result.suggestions.length).toBeLessThanOrEqual(6);
    for (const s of result.suggestions) expect(s).toMatch(/^Line \d+: /);
    expect(result.modelHints.topKeywords.length).toBeLessThanOrEqual(8);
    expect(result.modelHints.topKeywords[0]).toBe(keywords[0]!.term);
  });

  it('points structured suggestions at facts', () => {
    const details = scoreReadabilityDetailed({
      doc: sampleBackendResume(),
      jobTitle: 'Senior Backend Engineer',
      keywords,
    });
    const weak = details.suggestions.find((s) => s.kind === 'weak-opener');
    expect(weak).toMatchObject({ targetId: 'W1.B1' });
    expect(weak?.excerpt.startsWith('Responsible for')).toBe(true);
    expect(details.result.suggestions).toContain(
      `Line ${weak!.line}: Start with a past-tense action verb instead of 'Responsible for' (e.g. 'Built', 'Improved', 'Managed').`,
    );
  });

  it('is deterministic', () => {
    expect(
      scoreReadability({ doc: sampleBackendResume(), jobTitle: 'Senior Backend Engineer', keywords }),
    ).toEqual(result);
  });

  it('scores impact higher for strong, quantified bullets than for duty lists', () => {
    const weak = makeResume({
      work: [
        {
          company: 'Acme',
          position: 'Analyst',
          start: 'Jan 2020',
          bullets: [
            'Responsible for reports',
            'Worked on dashboards',
            'Helped with audits',
            'Duties included data entry',
          ],
        },
      ],
    });
    const strong = makeResume({
      work: [
        {
          company: 'Acme',
          position: 'Analyst',
          start: 'Jan 2020',
          bullets: [
            'Built 12 weekly reports used by 40 managers',
            'Automated dashboards, cutting prep time by 30%',
            'Audited $2M of vendor invoices',
            'Reduced data-entry errors by 25%',
          ],
        },
      ],
    });
    const a = scoreReadability({ doc: weak });
    const b = scoreReadability({ doc: strong });
    expect(b.scores.impact).toBeGreaterThan(a.scores.impact + 40);
    expect(b.metrics.quantifications).toBe(4);
    expect(a.metrics.actionVerbs).toBe(0);
  });

  it('flags passive voice, missing contact details and first-person words', () => {
    const text = `Sam Lee

Experience
Support Engineer | Globex | 2019 – 2022
- The ticket backlog was reduced by the team
- I answered customer questions every day
`;
    const details = scoreReadabilityDetailed({ resumeText: text });
    expect(details.result.metrics.passiveVoiceEstPct).toBe(50);
    const kinds = details.suggestions.map((s) => s.kind);
    expect(kinds).toContain('contact');
    expect(details.suggestions.find((s) => s.kind === 'passive')?.line).toBe(5);
    expect(details.result.scores.ats).toBeLessThan(60);
  });

  it('rewards the job title near the top when a job is given', () => {
    const withTitle = sampleBackendResume();
    withTitle.basics.label = 'Senior Backend Engineer';
    const before = scoreReadabilityDetailed({
      doc: sampleBackendResume(),
      jobTitle: 'Senior Backend Engineer',
      keywords,
    });
    const after = scoreReadabilityDetailed({ doc: withTitle, jobTitle: 'Senior Backend Engineer', keywords });
    expect(after.components.ats).toBeGreaterThan(before.components.ats);
  });
});

describe('what the builder sends: its draft laid out as a resume (draftResumeText)', () => {
  const text = [
    'Asha Rao',
    'asha@example.com | +91 98450 12345 | Pune, India',
    '',
    'PROFESSIONAL SUMMARY',
    'Backend developer who ships order systems for retail.',
    '',
    'SKILLS',
    'Python, Django, REST APIs',
    '',
    'EXPERIENCE',
    'Software Engineer, Finverse Technologies | 2021-03 – Present',
    '• Built order APIs used by 40 stores',
    '• Cut deploys from 3 hours to 2 minutes',
  ].join('\n');
  const result = scoreReadabilityDetailed({ resumeText: text });
  const messages = result.suggestions.map((s) => s.message).join('\n');

  it('finds the email, the phone and the Skills section the person filled in', () => {
    expect(messages).not.toMatch(/email address|phone number|skills section/i);
  });

  it('counts both achievements as bullets with a figure', () => {
    expect(result.result.metrics.quantifications).toBe(2);
    expect(result.result.scores.impact).toBeGreaterThan(50);
  });
});

describe('isQuantified', () => {
  it('counts a before-and-after range and counts written in words', () => {
    expect(isQuantified('Cut deploys from 3 hours to 2 minutes')).toBe(true);
    expect(isQuantified('Cut review time from two days to one')).toBe(true);
    expect(isQuantified('Shipped releases every 2 weeks')).toBe(true);
    expect(isQuantified('Rolled out the app in twelve stores')).toBe(true);
  });

  it('does not count a year, a version or words without a figure', () => {
    expect(isQuantified('Moved from Python 2.7 to a newer runtime')).toBe(false);
    expect(isQuantified('Joined in 2019 and wrote unit tests')).toBe(false);
    expect(isQuantified('Moved the team from Jira to Linear')).toBe(false);
  });
});
