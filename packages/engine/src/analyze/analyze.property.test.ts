import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from './job-keywords.ts';
import { companyForms, STOPWORDS } from './job-noise.ts';
import { matchKeywords, toKeywordAnalysis } from './match.ts';
import { scoreReadabilityDetailed } from './readability.ts';
import { makeResume } from './test-support.ts';

/**
 * Properties of the analysis over generated job ads and resumes with awkward content: words that are keys of
 * Object.prototype, right-to-left text, emoji, NUL bytes, hyphenated and slashed words, and very long lines.
 * - Nothing throws.
 * - No keyword is a place the ad names, the employer's name, or a stopword.
 * - A writer's title line never changes the score against the person's own resume.
 */

const AWKWARD = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  'مهندس برمجيات',
  'מפתח תוכנה',
  '🚀',
  '👩‍💻',
  '\u0000',
  '\u202e',
  'front-end',
  'CI/CD',
  'Python/Django',
  'full-stack',
  'Node.js',
  'C++',
  'C#',
  '.NET',
  'e.g.',
  'i.e.',
];
const SKILLS = ['Python', 'Kubernetes', 'Terraform', 'SQL', 'Spring Boot', 'Pivot Tables', 'Excel', 'Jira'];
const PLACES = [
  'San Francisco, CA',
  'Melbourne',
  'Austin, TX',
  'Toronto',
  'London',
  'based in Wodonga Central',
];
const PLACE_WORDS = /\b(san|francisco|melbourne|austin|toronto|london|wodonga)\b/i;

const word = fc.oneof(
  fc.constantFrom(...AWKWARD),
  fc.constantFrom(...SKILLS),
  fc.stringMatching(/^[A-Za-z][a-z]{1,9}$/),
  fc.string({ maxLength: 12 }),
);
const sentence = fc.array(word, { minLength: 1, maxLength: 14 }).map((words) => words.join(' '));
const longLine = fc
  .constantFrom('x', 'constructor ', 'ب', '🚀')
  .map((unit) => unit.repeat(Math.ceil(100_000 / unit.length)));
const companyName = fc
  .tuple(fc.stringMatching(/^[A-Z][a-z]{3,8}$/), fc.constantFrom('', ' Labs', ' Software', ' Group'))
  .map(([a, b]) => `${a}${b}`);

const jobAd = fc
  .record({
    company: companyName,
    intro: sentence,
    place: fc.constantFrom(...PLACES),
    requirements: fc.array(sentence, { minLength: 1, maxLength: 6 }),
    nice: fc.array(sentence, { maxLength: 3 }),
    long: fc.option(longLine, { nil: undefined, freq: 4 }),
  })
  .map((ad) => ({
    company: ad.company,
    text: [
      `About ${ad.company}`,
      `${ad.company} is hiring in ${ad.place}. ${ad.intro}`,
      'Requirements',
      ...ad.requirements.map((r) => `- ${r}`),
      'Nice to have',
      ...ad.nice.map((r) => `- ${r}`),
      ...(ad.long ? [ad.long] : []),
      `Location: ${ad.place}`,
    ].join('\n'),
  }));

const resume = fc
  .record({
    summary: sentence,
    bullets: fc.array(sentence, { minLength: 1, maxLength: 5 }),
    skills: fc.array(word, { maxLength: 8 }),
    long: fc.option(longLine, { nil: undefined, freq: 4 }),
  })
  .map((r) =>
    makeResume({
      summary: r.summary,
      work: [
        {
          company: 'Hooli',
          position: 'Engineer',
          start: '2020',
          end: '2023',
          bullets: [...r.bullets, ...(r.long ? [r.long] : [])],
        },
      ],
      skills: [{ name: 'Skills', keywords: r.skills }],
    }),
  );

describe('analysis over awkward generated content', () => {
  it('extracts no place, employer name or stopword, and never throws', () => {
    fc.assert(
      fc.property(
        jobAd,
        fc.constantFrom('Platform Engineer', 'constructor', 'Data Analyst Job in Austin'),
        (ad, title) => {
          const keywords = extractJobKeywords(ad.text, { jobTitle: title, company: ad.company });
          const company = new Set(companyForms(ad.company));
          for (const keyword of keywords) {
            const term = keyword.term.toLowerCase();
            expect(STOPWORDS.has(term), term).toBe(false);
            expect(company.has(term), term).toBe(false);
            expect(PLACE_WORDS.test(keyword.term), keyword.term).toBe(false);
            expect(typeof keyword.term).toBe('string');
          }
          const total = keywords.reduce((sum, k) => sum + k.weight, 0);
          expect(keywords.length === 0 || Math.abs(total - 100) < 1).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it('scores any resume against any ad without throwing, within 0–100', () => {
    fc.assert(
      fc.property(jobAd, resume, (ad, doc) => {
        const keywords = extractJobKeywords(ad.text, { jobTitle: 'Platform Engineer', company: ad.company });
        const result = matchKeywords(doc, keywords);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(100);
        toKeywordAnalysis(result, { withPhrases: true });
        const text = [
          doc.summary?.text ?? '',
          ...doc.work.flatMap((w) => w.highlights.map((h) => h.text)),
        ].join('\n');
        expect(() => matchKeywords(text, keywords)).not.toThrow();
        expect(() =>
          scoreReadabilityDetailed({ doc, jobTitle: 'Platform Engineer', keywords }),
        ).not.toThrow();
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('a title line added by a writer never changes the score against the original', () => {
    fc.assert(
      fc.property(
        jobAd,
        resume,
        fc.constantFrom('Platform Engineer', 'Data Analyst', 'constructor'),
        (ad, doc, title) => {
          const keywords = extractJobKeywords(ad.text, { jobTitle: title, company: ad.company });
          const titled = structuredClone(doc);
          titled.basics.label = title;
          titled.summary = { id: 'S', text: `${doc.summary?.text ?? ''} Seeking a ${title} role.` };
          expect(matchKeywords(titled, keywords, { evidence: doc }).score).toBe(
            matchKeywords(doc, keywords).score,
          );
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
