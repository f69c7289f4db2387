import { describe, expect, it } from 'vitest';
import { buildResumeDocx } from '../fixtures/docx.ts';
import {
  arrangementResume,
  EDUCATION_ARRANGEMENT_NAMES,
  educationArrangementResume,
  FIXTURE_JOBS,
  FIXTURE_SCHOOLS,
  HEADER_ARRANGEMENTS,
  PLAIN_WORD_JOBS,
  TWO_LINE_ARRANGEMENTS,
  wrappedDateColumnText,
} from '../fixtures/header-arrangements.ts';
import { buildResumePdf } from '../fixtures/pdf.ts';
import { fixtureToText } from '../fixtures/resume-fixtures.ts';
import type { ResumeDocument } from '../model/resume-document.ts';
import { type ParsedResume, parseResume, parseResumeText } from './parse-resume.ts';

/** The facts of each job as the parser must read them back, each in its own field. */
function readBack(doc: ResumeDocument) {
  return doc.work.map((w) => ({
    title: w.position,
    employer: w.company,
    location: w.location,
    start: w.start?.iso,
    end: w.current ? 'present' : w.end?.iso,
    bullets: w.highlights.map((h) => h.text),
  }));
}

const expected = FIXTURE_JOBS.map((job) => ({
  title: job.title,
  employer: job.employer,
  location: job.location,
  start: job.startIso,
  end: job.endIso,
  bullets: job.bullets,
}));

function expectEducationAndSkills(parsed: ParsedResume) {
  expect(parsed.document.education).toHaveLength(1);
  expect(parsed.document.education[0]).toMatchObject({
    institution: 'Lakeshore State University',
    studyType: 'B.S.',
    area: 'Computer Science',
    end: { iso: '2017' },
  });
  expect(parsed.document.skills.flatMap((s) => s.keywords)).toEqual([
    'Go',
    'TypeScript',
    'PostgreSQL',
    'Kafka',
    'Terraform',
  ]);
}

describe('entry headers in every common arrangement, round-tripped through the parser', () => {
  for (const arrangement of HEADER_ARRANGEMENTS) {
    it(`plain text: ${arrangement}`, () => {
      const parsed = parseResumeText(fixtureToText(arrangementResume(arrangement)));
      expect(readBack(parsed.document)).toEqual(expected);
      expectEducationAndSkills(parsed);
    });
  }

  for (const arrangement of HEADER_ARRANGEMENTS.filter((a) => !a.startsWith('tab-separated'))) {
    it(`PDF: ${arrangement}`, async () => {
      const bytes = await buildResumePdf(arrangementResume(arrangement));
      const parsed = await parseResume(bytes, 'resume.pdf');
      expect(readBack(parsed.document)).toEqual(expected);
      expectEducationAndSkills(parsed);
    });

    it(`DOCX: ${arrangement}`, async () => {
      const bytes = await buildResumeDocx(arrangementResume(arrangement));
      const parsed = await parseResume(bytes, 'resume.docx');
      expect(readBack(parsed.document)).toEqual(expected);
      expectEducationAndSkills(parsed);
    });
  }

  it('a date range wrapped by a narrow date column binds to its entry, and its end does not open a bullet', () => {
    const parsed = parseResumeText(wrappedDateColumnText());
    expect(readBack(parsed.document)).toEqual(expected);
  });
});

describe('two-line headers whose words do not tell title from employer are read by their layout', () => {
  const plainExpected = PLAIN_WORD_JOBS.map((job) => ({
    title: job.title,
    employer: job.employer,
    location: job.location,
    start: job.startIso,
    end: job.endIso,
    bullets: job.bullets,
  }));
  for (const arrangement of TWO_LINE_ARRANGEMENTS) {
    it(`plain text, PDF and DOCX: ${arrangement}`, async () => {
      const resume = arrangementResume(arrangement, PLAIN_WORD_JOBS);
      expect(readBack(parseResumeText(fixtureToText(resume)).document)).toEqual(plainExpected);
      const pdf = await parseResume(await buildResumePdf(resume), 'resume.pdf');
      expect(readBack(pdf.document)).toEqual(plainExpected);
      const docx = await parseResume(await buildResumeDocx(resume), 'resume.docx');
      expect(readBack(docx.document)).toEqual(plainExpected);
    });
  }
});

describe('education entries in each arrangement, round-tripped through the parser', () => {
  const schools = FIXTURE_SCHOOLS.map((school) => ({
    institution: school.institution,
    location: school.location,
    studyType: school.studyType,
    area: school.area,
    end: school.endIso,
  }));
  const readSchools = (parsed: ParsedResume) =>
    parsed.document.education.map((e) => ({
      institution: e.institution,
      location: e.location,
      studyType: e.studyType,
      area: e.area,
      end: e.end?.iso,
    }));

  for (const arrangement of EDUCATION_ARRANGEMENT_NAMES) {
    it(`plain text, PDF and DOCX: ${arrangement}`, async () => {
      const resume = educationArrangementResume(arrangement);
      expect(readSchools(parseResumeText(fixtureToText(resume)))).toEqual(schools);
      expect(readSchools(await parseResume(await buildResumePdf(resume), 'resume.pdf'))).toEqual(schools);
      expect(readSchools(await parseResume(await buildResumeDocx(resume), 'resume.docx'))).toEqual(schools);
    });
  }
});
