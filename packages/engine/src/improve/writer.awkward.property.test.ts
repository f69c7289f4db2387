import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeResume } from '../analyze/test-support.ts';
import { writeCoverLetter } from './cover-letter.ts';
import { checkWriterOutput } from './gates.ts';
import { tailor } from './tailor.ts';

/**
 * Property: resumes with awkward content — object-prototype words, very long lines, right-to-left
 * text, emoji, NUL bytes, hyphenated and slashed words, fragments where titles belong, empty
 * employers — never make the built-in writer throw, and its output passes every gate.
 */

const awkwardWord = fc.constantFrom(
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  'مهندس',
  'שלום',
  '🚀',
  'data-driven',
  'CI/CD',
  'front-end/back-end',
  'a\u0000b',
  'Everything',
  'Present',
);
const plainWord = fc.stringMatching(/^[a-z]{2,8}$/);
const phrase = fc
  .array(fc.oneof(awkwardWord, plainWord), { minLength: 1, maxLength: 12 })
  .map((w) => w.join(' '));
const longLine = fc
  .constantFrom('x', 'word ', 'Built ', 'constructor ')
  .map((unit) => unit.repeat(Math.ceil(100_000 / unit.length)).slice(0, 100_000));
const bulletText = fc.oneof(
  { weight: 6, arbitrary: phrase },
  { weight: 3, arbitrary: phrase.map((p) => `Built ${p}`) },
  { weight: 2, arbitrary: phrase.map((p) => `Responsible for ${p}.`) },
  { weight: 1, arbitrary: longLine },
);
const field = fc.oneof(
  fc.constant(''),
  phrase,
  fc.constantFrom(
    'Acme',
    'toString',
    '__proto__',
    'Developed and maintained scalable web apps. Ensured the',
    'שלום Corp',
  ),
);
const workArb = fc.record({
  company: field,
  position: field,
  start: fc.constantFrom('Jan 2019', '2020', 'Present', '', 'constructor'),
  current: fc.boolean(),
  bullets: fc.array(bulletText, { maxLength: 4 }),
});
const resumeArb = fc.record({
  name: field,
  label: fc.option(field, { nil: undefined }),
  summary: fc.option(phrase, { nil: undefined }),
  work: fc.array(workArb, { maxLength: 3 }),
  school: field,
  degree: field,
  skills: fc.array(fc.oneof(awkwardWord, fc.constantFrom('Python', 'SQL', 'Excel basics', 'React')), {
    maxLength: 6,
  }),
  project: fc.option(fc.record({ name: field, bullets: fc.array(bulletText, { maxLength: 2 }) }), {
    nil: undefined,
  }),
});
const jobArb = fc.record({
  title: field,
  company: field,
  description: fc
    .array(
      fc.oneof(
        phrase,
        fc.constantFrom('Requirements:', '- Python and SQL', '- Advanced Excel', 'constructor toString'),
      ),
      { maxLength: 8 },
    )
    .map((lines) => lines.join('\n')),
});

describe('built-in writer on awkward resumes (property)', () => {
  it('never throws and passes every gate', () => {
    fc.assert(
      fc.property(resumeArb, jobArb, (spec, job) => {
        const resume = makeResume({
          name: spec.name,
          ...(spec.label ? { label: spec.label } : {}),
          ...(spec.summary ? { summary: spec.summary } : {}),
          work: spec.work.map((w) => ({
            company: w.company,
            position: w.position,
            ...(w.start ? { start: w.start } : {}),
            ...(w.current ? { current: true } : {}),
            bullets: w.bullets,
          })),
          education: [{ institution: spec.school, studyType: spec.degree }],
          skills: spec.skills.length ? [{ name: 'Skills', keywords: spec.skills }] : [],
          ...(spec.project ? { projects: [{ name: spec.project.name, bullets: spec.project.bullets }] } : {}),
        });
        const tailored = tailor(resume, job);
        const letter = writeCoverLetter(tailored.document, job);
        expect(checkWriterOutput(resume, job, { tailored, letter })).toEqual([]);
      }),
      { numRuns: 40, seed: 20261125 },
    );
    // 40 resumes with 100k-character lines take about 25 s alone on 2 cores; a loaded machine doubles it.
  }, 120_000);
});
