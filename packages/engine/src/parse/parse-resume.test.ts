import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildResumeDocx } from '../fixtures/docx.ts';
import { buildResumePdf, buildTwoColumnPdf } from '../fixtures/pdf.ts';
import {
  describedJobsResume,
  fixtureToText,
  indianEngineerResume,
  twoColumnResume,
  twoPageResume,
} from '../fixtures/resume-fixtures.ts';
import { listFacts } from '../model/facts.ts';
import { resumeDocumentSchema } from '../model/resume-document.ts';
import { ResumeParseError } from './errors.ts';
import { parseResume, parseResumeText } from './parse-resume.ts';

function expectIndianEngineer(document: Awaited<ReturnType<typeof parseResume>>['document']) {
  expect(resumeDocumentSchema.parse(document)).toEqual(document);
  expect(document.basics).toMatchObject({
    name: 'Priya Raghavan',
    label: 'Senior Software Engineer',
    email: 'priya.raghavan@example.in',
    phone: '+91 98450 12345',
    location: { text: 'Bengaluru, Karnataka, India', city: 'Bengaluru', countryCode: 'IN' },
  });
  expect(document.basics.profiles.map((p) => p.network)).toEqual(['LinkedIn', 'GitHub']);
  expect(document.summary?.text).toMatch(/^Backend engineer with seven years/);
  expect(document.work.map((w) => [w.id, w.position, w.company])).toEqual([
    ['W1', 'Senior Software Engineer', 'Kestrel Commerce Pvt Ltd'],
    ['W2', 'Software Engineer', 'Lotus Data Systems Ltd'],
    ['W3', 'Research Intern', 'Indian Institute of Science'],
  ]);
  expect(document.work[0]).toMatchObject({ current: true, start: { iso: '2021-01' }, location: 'Bengaluru' });
  expect(document.work[1]).toMatchObject({ start: { iso: '2018-03' }, end: { iso: '2020-12' } });
  expect(document.work[2]?.end?.text).toBe('Summer 2017');
  expect(document.work[0]?.highlights.map((h) => h.id)).toEqual(['W1.B1', 'W1.B2']);
  expect(document.education[0]).toMatchObject({
    id: 'E1',
    studyType: 'B.Tech',
    area: 'Computer Science',
    institution: 'National Institute of Technology Karnataka',
    score: { kind: 'cgpa' },
  });
  expect(document.education[1]).toMatchObject({
    studyType: '12th (HSC, CBSE)',
    score: { kind: 'percentage', text: 'Percentage: 92.4%' },
  });
  expect(document.skills.map((s) => s.name)).toEqual(['Languages', 'Platforms']);
  expect(document.skills[0]?.keywords).toEqual(['Java', 'Go', 'Python', 'SQL']);
  expect(document.certificates[0]).toMatchObject({
    name: 'AWS Certified Solutions Architect – Associate',
    detail: 'Amazon Web Services',
  });
  expect(document.languages.map((l) => l.name)).toEqual(['English', 'Hindi', 'Kannada']);
  expect(document.sectionOrder).toEqual([
    'summary',
    'work',
    'education',
    'skills',
    'certificates',
    'languages',
  ]);
}

describe('parseResume', () => {
  it('parses a generated one-column PDF', async () => {
    const parsed = await parseResume(await buildResumePdf(indianEngineerResume()), 'priya.pdf');
    expect(parsed.parseMethod).toBe('pdf-geometry');
    expectIndianEngineer(parsed.document);
  });

  it('parses the same resume as DOCX and as plain text to the same facts', async () => {
    const docx = await parseResume(await buildResumeDocx(indianEngineerResume()), 'priya.docx');
    expect(docx.parseMethod).toBe('docx-mammoth');
    expectIndianEngineer(docx.document);
    const text = parseResumeText(fixtureToText(indianEngineerResume()));
    expectIndianEngineer(text.document);
    const facts = (d: typeof text.document) => listFacts(d).map((f) => `${f.id} ${f.kind} ${f.text}`);
    expect(facts(docx.document)).toEqual(facts(text.document));
  });

  it('parses a two-column PDF with the side column intact', async () => {
    const parsed = await parseResume(await buildTwoColumnPdf(twoColumnResume()), 'meera.pdf');
    expect(parsed.parseMethod).toBe('pdf-two-column');
    const { document } = parsed;
    expect(document.basics).toMatchObject({
      name: 'Meera Kulkarni',
      phone: '+91-98220-44556',
      email: 'meera.k@example.org',
    });
    expect(document.work.map((w) => [w.position, w.company])).toEqual([
      ['Data Analyst', 'Saffron Retail Ltd'],
      ['Business Analyst Intern', 'Tamarind Foods'],
    ]);
    expect(document.work[0]?.highlights).toHaveLength(3);
    expect(document.skills.flatMap((s) => s.keywords)).toEqual(
      expect.arrayContaining(['SQL', 'Power BI', 'Forecasting']),
    );
    expect(document.education.map((e) => e.studyType)).toEqual(['M.Sc', 'B.Sc']);
    expect(document.education[0]?.score).toEqual({ kind: 'cgpa', text: 'CGPA 8.4/10' });
  });

  it('parses a two-page PDF with every job and its bullets', async () => {
    const { document, pageCount } = await parseResume(await buildResumePdf(twoPageResume()), 'daniel.pdf');
    expect(pageCount).toBe(2);
    expect(document.work).toHaveLength(6);
    expect(document.work.map((w) => w.company)).toEqual([
      'Northwind Analytics Inc.',
      'Bluebird Logistics LLC',
      'Cedar Health Corp',
      'Maple Labs',
      'Orchid Media Group',
      'Pinecone Robotics',
    ]);
    expect(document.work.map((w) => w.highlights.length)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(document.work[1]?.location).toBe('Denver, CO');
    expect(document.work[1]?.end).toEqual({ text: 'January 2022', iso: '2022-01' });
    expect(document.work[5]?.end?.text).toBe('Summer 2011');
    expect(document.education[0]?.score).toEqual({ kind: 'gpa', text: 'GPA: 3.7/4.0' });
    expect(document.projects[0]?.name).toBe('Tidewatch');
    expect(document.volunteer[0]).toMatchObject({ position: 'Mentor', organization: 'Code Austin' });
  });

  it('keeps source spans inside the text and pointing at the fact', async () => {
    const parsed = await parseResume(await buildResumePdf(indianEngineerResume()), 'priya.pdf');
    const bullet = parsed.document.work[0]?.highlights[0];
    expect(bullet?.source).toBeDefined();
    const quoted = parsed.text.slice(bullet?.source?.start, bullet?.source?.end);
    expect(quoted.replace(/\s+/g, ' ')).toBe(bullet?.text);
  });

  it('imports JSON Resume files and reports broken JSON', async () => {
    const json = JSON.stringify({
      basics: { name: 'Asha Verma' },
      work: [{ name: 'Teal', position: 'Designer' }],
    });
    const parsed = await parseResume(new TextEncoder().encode(json), 'asha.json');
    expect(parsed.parseMethod).toBe('json-resume');
    expect(parsed.document.work[0]).toMatchObject({ id: 'W1', company: 'Teal', position: 'Designer' });
    const broken = await parseResume(new TextEncoder().encode('{"basics": '), 'x.json').catch(
      (e: unknown) => e,
    );
    expect((broken as ResumeParseError).code).toBe('invalid-json-resume');
    const wrong = await parseResume(new TextEncoder().encode('{"work": "x"}'), 'x.json').catch(
      (e: unknown) => e,
    );
    expect((wrong as ResumeParseError).code).toBe('invalid-json-resume');
  });
});

describe('parseResumeText', () => {
  it('reads a plain-text resume with an undeclared summary and Indian education forms', () => {
    const { document } = parseResumeText(
      [
        'ANIL KUMAR',
        'anil.kumar@example.com  |  +91 90080 70060  |  Chennai, Tamil Nadu',
        'Mechanical engineer turned data analyst with three years of plant analytics and a habit of writing things down.',
        'EDUCATION',
        'B.E. Mechanical Engineering — Anna University, 2015 - 2019, CGPA: 7.9/10',
        'HSC, State Board, 2015, 91%',
        'WORK EXPERIENCE',
        'Analyst, Larkspur Motors Ltd    Jul 2019 - Present',
        '* Built a downtime tracker in Python',
        'INTERESTS',
        'Cricket, chess',
      ].join('\n'),
    );
    expect(document.basics).toMatchObject({
      name: 'ANIL KUMAR',
      phone: '+91 90080 70060',
      location: { region: 'Tamil Nadu' },
    });
    expect(document.summary?.text).toMatch(/^Mechanical engineer turned data analyst/);
    expect(document.education[0]).toMatchObject({
      studyType: 'B.E.',
      area: 'Mechanical Engineering',
      institution: 'Anna University',
    });
    expect(document.education[0]?.score?.kind).toBe('cgpa');
    expect(document.education[1]).toMatchObject({
      studyType: 'HSC (State Board)',
      score: { kind: 'percentage' },
    });
    expect(document.work[0]).toMatchObject({
      position: 'Analyst',
      company: 'Larkspur Motors Ltd',
      current: true,
    });
    expect(document.custom[0]).toMatchObject({ title: 'Interests', items: [{ text: 'Cricket, chess' }] });
  });

  it('refuses empty text with a typed error', () => {
    expect(() => parseResumeText('  \n ')).toThrow(ResumeParseError);
  });
});

/** Runs `work` but fails the property if it takes longer than `ms` (a hang). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('robustness (property tests)', () => {
  it('arbitrary bytes under any file name give a document or a ResumeParseError, promptly', async () => {
    const names = fc.constantFrom('cv.pdf', 'cv.docx', 'cv.txt', 'cv.md', 'cv.json', 'cv', 'cv.png');
    const prefixes = fc.constantFrom('', '%PDF-1.4\n', 'PK\u0003\u0004', '{"basics":', '\uFEFF');
    await fc.assert(
      fc.asyncProperty(names, prefixes, fc.uint8Array({ maxLength: 2_000 }), async (name, prefix, body) => {
        const bytes = new Uint8Array([...new TextEncoder().encode(prefix), ...body]);
        try {
          const parsed = await within(5_000, parseResume(bytes, name));
          expect(resumeDocumentSchema.safeParse(parsed.document).success).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(ResumeParseError);
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('arbitrary text parses to a valid document whose spans stay inside the text', () => {
    const line = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom(
        'EXPERIENCE',
        'Education',
        '• bullet',
        'Jan 2020 – Present',
        'Engineer, Acme Inc.',
        'a@b.co',
        '+91 98450 12345',
      ),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (lines) => {
        const text = lines.join('\n');
        try {
          const parsed = parseResumeText(text);
          expect(resumeDocumentSchema.safeParse(parsed.document).success).toBe(true);
          for (const work of parsed.document.work) {
            for (const bullet of work.highlights) {
              expect(bullet.source?.start).toBeGreaterThanOrEqual(0);
              expect(bullet.source?.end).toBeLessThanOrEqual(parsed.text.length);
            }
          }
        } catch (error) {
          expect(error).toBeInstanceOf(ResumeParseError);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('corrupting a real PDF or DOCX never escapes as another error', async () => {
    const pdf = await buildResumePdf(indianEngineerResume());
    const docx = await buildResumeDocx(indianEngineerResume());
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<[Uint8Array, string]>([pdf, 'cv.pdf'], [docx, 'cv.docx']),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 20 }),
        fc.option(fc.nat(), { nil: undefined }),
        async ([original, name], flips, cut) => {
          const bytes = original.slice(0, cut === undefined ? undefined : cut % original.length);
          for (const [at, value] of flips) if (bytes.length > 0) bytes[at % bytes.length] = value;
          try {
            await within(10_000, parseResume(bytes, name));
          } catch (error) {
            expect(error).toBeInstanceOf(ResumeParseError);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 180_000);
});

describe('a job’s description and sub-bullets', () => {
  const expectDescribedJobs = (document: Awaited<ReturnType<typeof parseResume>>['document']) => {
    const [platform, hotels] = document.work;
    // The paragraph and the lead-in under the header are the description, not the first bullet.
    expect(platform?.summary).toBe(
      'Runs the container platform that carries booking and tracking services for the port terminals. Key results:',
    );
    expect(platform?.highlights.map((h) => [h.text, h.level ?? 0])).toEqual([
      ['Moved 46 services from virtual machines to Kubernetes without downtime.', 0],
      ['Built the release pipeline the whole engineering team ships through:', 0],
      ['Canary stages with automatic rollback on error budgets.', 1],
      ['Signed images checked before every deploy.', 1],
      ['Cut monthly cloud spend by 28% with rightsized node pools.', 0],
    ]);
    // A job written only as a paragraph keeps its sentences as its bullets.
    expect(hotels?.summary).toBeUndefined();
    expect(hotels?.highlights.map((h) => h.text)).toEqual([
      'Looked after the network and servers of nine hotels. Replaced the booking servers with a cluster of two sites.',
    ]);
  };

  it('reads them from plain text (indent and glyph)', () => {
    expectDescribedJobs(parseResumeText(fixtureToText(describedJobsResume())).document);
  });

  it('reads them from a PDF (indent)', async () => {
    const parsed = await parseResume(await buildResumePdf(describedJobsResume()), 'cv.pdf');
    expectDescribedJobs(parsed.document);
  });

  it('reads them from a DOCX (list level)', async () => {
    const parsed = await parseResume(await buildResumeDocx(describedJobsResume()), 'cv.docx');
    expectDescribedJobs(parsed.document);
  });
});

describe('Markdown sub-bullets', () => {
  it('reads an indented list item as a sub-bullet of the item above it', async () => {
    const markdown = [
      '# Ines Carvalho',
      'ines.carvalho@example.pt',
      '## Experience',
      '**Data Engineer, Tagus Rail** | Jan 2021 – Present',
      'Keeps the ticketing data flowing to the planners.',
      '- Rebuilt the fare pipeline in Spark.',
      '  - Backfilled six years of journeys.',
      '- Cut the nightly load from 5 hours to 40 minutes.',
    ].join('\n');
    const { document } = await parseResume(new TextEncoder().encode(markdown), 'cv.md');
    expect(document.work[0]?.summary).toBe('Keeps the ticketing data flowing to the planners.');
    expect(document.work[0]?.highlights.map((h) => [h.text, h.level ?? 0])).toEqual([
      ['Rebuilt the fare pipeline in Spark.', 0],
      ['Backfilled six years of journeys.', 1],
      ['Cut the nightly load from 5 hours to 40 minutes.', 0],
    ]);
  });
});
