import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeResume, type ResumeSpec } from '../analyze/test-support.ts';
import { MONTH_ABBREVIATIONS } from '../model/dates.ts';
import { boostBullet } from './bullets.ts';
import { verifyCoverLetter, writeCoverLetter } from './cover-letter.ts';
import { checkWriterOutput } from './gates.ts';
import { withoutPlaceholders } from './placeholders.ts';
import { tailor } from './tailor.ts';
import { verifyDocument } from './verify.ts';

/**
 * Property: whatever resume and job we generate, the built-in writer's tailored resume and cover
 * letter contain no fabricated employer, title, date, school, degree, certification, number, tool or
 * scope claim, as judged by the shared verifier.
 */

const word = fc.stringMatching(/^[A-Z][a-z]{2,9}$/);
const companyName = fc
  .tuple(
    word,
    fc.constantFrom('', ' Corp', ' Labs', ' Industries', ' Payments', ' Health', ' Retail', ' & Co'),
  )
  .map(([a, b]) => `${a}${b}`);
const position = fc
  .tuple(
    fc.constantFrom('', 'Senior ', 'Junior ', 'Lead ', 'Associate '),
    fc.constantFrom('Software', 'Data', 'Marketing', 'Sales', 'Finance', 'Operations', 'Support', 'Nursing'),
    fc.constantFrom('Engineer', 'Analyst', 'Manager', 'Specialist', 'Coordinator', 'Developer', 'Associate'),
  )
  .map(([a, b, c]) => `${a}${b} ${c}`);
const TOOLS = [
  'Python',
  'Docker',
  'Kubernetes',
  'Microsoft Excel',
  'Salesforce',
  'SQL',
  'Tableau',
  'React',
  'Node.js',
  'Jira',
  'AWS',
  'PostgreSQL',
  'Figma',
  'SAP',
  'Git',
  'Terraform',
  'Kafka',
  'Power BI',
  'Java',
  'JavaScript',
  'Go',
  'C++',
];
const tool = fc.constantFrom(...TOOLS);
const month = fc.constantFrom(...MONTH_ABBREVIATIONS);
const year = fc.integer({ min: 2005, max: 2025 });
const figure = fc.oneof(
  fc.integer({ min: 2, max: 95 }).map((n) => `${n}%`),
  fc.integer({ min: 2, max: 500 }).map(String),
  fc.integer({ min: 1, max: 9 }).map((n) => `$${n}M`),
  fc.constantFrom('two', 'five', 'ten'),
);
const opener = fc.constantFrom(
  'Responsible for',
  'Worked on',
  'Helped with',
  'Assisted in',
  'Involved in',
  'Tasked with',
  'Duties included',
  'In charge of',
  'Participated in',
  'Managing',
  'Built',
  'Reduced',
  'Led',
);
const activity = fc.constantFrom(
  'managing the migration of billing services',
  'the design of reporting dashboards',
  'writing unit tests',
  'onboarding new clients',
  'supporting the sales team',
  'the quarterly audit',
  'maintaining patient records',
  'planning product launches',
  'leading weekly standups',
  'customer escalations',
);
const bullet = fc
  .tuple(opener, activity, fc.option(tool, { nil: undefined }), fc.option(figure, { nil: undefined }))
  .map(([o, a, t, f]) => `${o} ${a}${t ? ` with ${t}` : ''}${f ? ` for ${f} accounts` : ''}`);
const work = fc.record({
  company: companyName,
  position,
  startMonth: month,
  startYear: year,
  current: fc.boolean(),
  bullets: fc.array(bullet, { minLength: 0, maxLength: 5 }),
});
const resumeSpec = fc.record({
  name: fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
  label: fc.option(position, { nil: undefined }),
  summary: fc.option(
    fc.tuple(position, tool).map(([p, t]) => `${p} who works with ${t}.`),
    { nil: undefined },
  ),
  work: fc.array(work, { minLength: 0, maxLength: 3 }),
  school: fc.option(fc.tuple(word, fc.constantFrom('University', 'Institute of Technology', 'College')), {
    nil: undefined,
  }),
  degree: fc.constantFrom('B.Tech', 'B.S.', 'MBA', 'M.Sc.', 'Diploma'),
  skills: fc.uniqueArray(tool, { maxLength: 8 }),
  cert: fc.option(
    fc.constantFrom('PMP', 'AWS Certified Solutions Architect', 'CPA', 'Certified ScrumMaster'),
    { nil: undefined },
  ),
  project: fc.option(
    fc.record({
      name: fc
        .tuple(word, fc.constantFrom('App', 'Tracker', 'Dashboard', 'Bot'))
        .map(([a, b]) => `${a} ${b}`),
      description: fc.option(
        fc.tuple(tool, figure).map(([t, f]) => `A ${t} tool used by ${f} students.`),
        { nil: undefined },
      ),
      bullets: fc.array(bullet, { maxLength: 2 }),
    }),
    { nil: undefined },
  ),
});
const jobSpec = fc.record({
  title: position,
  company: companyName,
  required: fc.uniqueArray(tool, { minLength: 1, maxLength: 6 }),
  preferred: fc.uniqueArray(tool, { maxLength: 3 }),
  years: fc.integer({ min: 1, max: 10 }),
  soft: fc.constantFrom(
    'Strong communication skills',
    'Collaborate across teams',
    'Mentor junior colleagues',
    'Attention to detail',
    // Practices the ad names in another word form, and degree abbreviations: the ad's words, not ours.
    'Design data models and take part in code reviews',
    'Forecast demand weekly',
    'BS in Computer Science or equivalent',
  ),
});

type ResumeSample = typeof resumeSpec extends fc.Arbitrary<infer T> ? T : never;
type JobSample = typeof jobSpec extends fc.Arbitrary<infer T> ? T : never;

function buildResume(spec: ResumeSample) {
  const r: ResumeSpec = {
    name: spec.name,
    ...(spec.label ? { label: spec.label } : {}),
    ...(spec.summary ? { summary: spec.summary } : {}),
    work: spec.work.map((w) => ({
      company: w.company,
      position: w.position,
      start: `${w.startMonth} ${w.startYear}`,
      ...(w.current ? { current: true } : { end: `Dec ${Math.min(2025, w.startYear + 2)}` }),
      bullets: w.bullets,
    })),
    education: spec.school
      ? [
          {
            institution: `${spec.school[0]} ${spec.school[1]}`,
            studyType: spec.degree,
            area: 'Computer Science',
          },
        ]
      : [],
    skills: spec.skills.length ? [{ name: 'Skills', keywords: spec.skills }] : [],
    ...(spec.cert ? { certificates: [{ name: spec.cert }] } : {}),
    ...(spec.project
      ? {
          projects: [
            {
              name: spec.project.name,
              ...(spec.project.description ? { description: spec.project.description } : {}),
              bullets: spec.project.bullets,
            },
          ],
        }
      : {}),
  };
  return makeResume(r);
}

function buildJob(spec: JobSample) {
  const description = `${spec.title}
${spec.company} is hiring a ${spec.title}.

Responsibilities:
- Work with ${spec.required[0]} every day
- ${spec.soft}

Requirements:
- ${spec.years}+ years of experience with ${spec.required.join(', ')}

Nice to have:
- ${spec.preferred.join(', ') || 'Curiosity'}`;
  return { title: spec.title, company: spec.company, description };
}

describe('built-in writer never fabricates (property)', () => {
  it('tailor() and the cover letter always verify clean', () => {
    fc.assert(
      fc.property(resumeSpec, jobSpec, (rSpec, jSpec) => {
        const resume = buildResume(rSpec);
        const job = buildJob(jSpec);
        const tailored = tailor(resume, job);
        expect(tailored.fabrications).toEqual([]);
        expect(verifyDocument(resume, tailored.document, { context: [job.title, job.company] })).toEqual([]);
        // Identity and structure: same entries, same bullets (reordered), same skills (reordered).
        expect(tailored.document.basics).toEqual(resume.basics);
        tailored.document.work.forEach((w, i) => {
          expect([w.id, w.company, w.position, w.start, w.end]).toEqual([
            resume.work[i]!.id,
            resume.work[i]!.company,
            resume.work[i]!.position,
            resume.work[i]!.start,
            resume.work[i]!.end,
          ]);
          expect(w.highlights.map((b) => b.id).sort()).toEqual(
            resume.work[i]!.highlights.map((b) => b.id).sort(),
          );
        });
        // Skills: none removed; any added one is a recorded edit with evidence (checked by the gates).
        expect(tailored.document.skills.flatMap((g) => g.keywords)).toEqual(
          expect.arrayContaining(resume.skills.flatMap((g) => g.keywords)),
        );
        const letter = writeCoverLetter(resume, job);
        expect(verifyCoverLetter(resume, letter, job)).toEqual([]);
        expect(letter.paragraphs.length).toBeGreaterThanOrEqual(2);
        expect(letter.paragraphs.length).toBeLessThanOrEqual(5);
        // The same gates every writer passes.
        expect(checkWriterOutput(resume, job, { tailored })).toEqual([]);
        expect(checkWriterOutput(resume, job, { letter })).toEqual([]);
      }),
      { numRuns: 60, seed: 20261122 },
    );
  });

  it('the bullet booster adds no digit outside placeholders', () => {
    fc.assert(
      fc.property(bullet, (text) => {
        const digits = (s: string) => (withoutPlaceholders(s).match(/\d+/g) ?? []).sort();
        expect(digits(boostBullet(text).text)).toEqual(digits(text));
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
