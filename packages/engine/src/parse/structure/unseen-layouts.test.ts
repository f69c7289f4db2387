import { describe, expect, it } from 'vitest';
import { structLinesFromText as structLines } from '../../fixtures/struct-lines.ts';
import { parseResumeText } from '../parse-resume.ts';
import { readDegree, readEducation } from './education.ts';
import { splitHeaderParts } from './entry-header.ts';

// Failure classes found on resumes nobody tuned the parser to (the themed evaluation set,
// `npm run eval:themed`), each with the general rule that covers it.

/** The job-board export layout: title, 'Employer - Place', dates, each on a line of its own. */
const boardExport = [
  'Asha Verma',
  'Lead Engineer - Cisco',
  '',
  'Pune, Maharashtra - Email me on the board: board.example/r/Asha-Verma/0a1b2c3d',
  '',
  'WORK EXPERIENCE',
  '',
  'LEAD ENGINEER',
  '',
  'CISCO -',
  '',
  'June 2014 to Present',
  '',
  'Led the migration of the billing service to microservices',
  '',
  'SMTS',
  '',
  'Oracle - Bengaluru, Karnataka',
  '',
  'March 2010 to May 2014',
  '',
  'EDUCATION',
  '',
  'B.COM',
  '',
  'ARMY PUBLIC SCHOOL',
  '',
  '2009',
  '',
  'SKILLS',
  '',
  'Java (5 years), SQL (3 years)',
].join('\n');

describe('a short line in capitals under a heading of dated entries', () => {
  it('opens an entry when its dates follow within three lines, whatever its case', () => {
    const { document, sections } = parseResumeText(boardExport);
    expect(sections.map((s) => s.kind)).toEqual(['work', 'education', 'skills']);
    expect(document.work.map((w) => [w.position, w.company, w.start?.iso, w.current])).toEqual([
      ['LEAD ENGINEER', 'CISCO', '2014-06', true],
      ['SMTS', 'Oracle', '2010-03', false],
    ]);
    expect(document.education).toMatchObject([{ institution: 'ARMY PUBLIC SCHOOL', studyType: 'B.COM' }]);
  });

  it('is still a heading when what follows is no dated entry', () => {
    const { sections } = parseResumeText(
      [
        'WORK EXPERIENCE',
        'Engineer, Acme',
        'June 2014 to Present',
        'HOBBIES AND CLUBS',
        'Chess club captain',
      ].join('\n'),
    );
    expect(sections.map((s) => s.title)).toContain('HOBBIES AND CLUBS');
  });
});

describe('degree spellings', () => {
  it.each([
    ['B-Tech in Computer Science', 'B-Tech', 'Computer Science'],
    ['B.E in Information Science', 'B.E', 'Information Science'],
    ['High School Diploma', 'High School Diploma', undefined],
    ['GED', 'GED', undefined],
    ['BSN', 'BSN', undefined],
    ['Pre University', 'Pre University', undefined],
    ['Intermediate', 'Intermediate', undefined],
    ['Certificate in Welding Technology', 'Certificate', 'Welding Technology'],
  ])('reads %s', (text, studyType, area) => {
    expect(readDegree(text)).toEqual({ studyType, area });
  });

  it('does not read a board written with stops (C.B.S.E.) as a B.S.', () => {
    expect(readDegree('C.B.S.E.')).toEqual({});
    const [entry] = readEducation(structLines('C.B.S.E.\nKendriya Vidyalaya\n2012'));
    expect(entry).toMatchObject({ institution: 'Kendriya Vidyalaya', studyType: 'C.B.S.E.' });
  });

  it('reads a degree named with a school word as the degree, and the school beside it as the school', () => {
    const [entry] = readEducation(structLines('High School Diploma, Tulsa Welding School, 2014'));
    expect(entry).toMatchObject({ institution: 'Tulsa Welding School', studyType: 'High School Diploma' });
    const education = readEducation(
      structLines('Springfield High School\t2020\nHigh School Diploma; Grade: 8.5'),
    );
    expect(education).toHaveLength(1);
    expect(education[0]).toMatchObject({
      institution: 'Springfield High School',
      studyType: 'High School Diploma',
    });
  });

  it('keeps a state written as CA a place, not a chartered accountant', () => {
    const education = readEducation(
      structLines(
        'University of La Verne, La Verne, CA\tJune 2016\nBachelor of Arts, Business Administration',
      ),
    );
    expect(education).toHaveLength(1);
    expect(education[0]?.studyType).toBe('Bachelor of Arts');
  });
});

describe('a university campus', () => {
  it("keeps 'at' after a university's name as part of it", () => {
    expect(splitHeaderParts('University of Texas at Austin - Austin, TX')).toEqual([
      'University of Texas at Austin',
      'Austin, TX',
    ]);
    expect(splitHeaderParts('Research Assistant at University of Illinois at Chicago')).toEqual([
      'Research Assistant',
      'University of Illinois at Chicago',
    ]);
    expect(splitHeaderParts('Engineer at Acme')).toEqual(['Engineer', 'Acme']);
  });
});

describe('letter-spaced headings', () => {
  it('reads a heading whose word spaces the PDF text layer lost, kerning pairs and all', () => {
    const { document, sections } = parseResumeText(
      [
        'Maria Lopez',
        'S U M M A RY',
        'Charge nurse who keeps wards calm.',
        'W O R K E X P E R I E N C E',
        'Charge Nurse at Mercy Hospital\tMar 2021 - Current',
        'E D U C AT I O N',
        'Bachelor of Science in Nursing at Christian Medical College\tJan 2016 - Nov 2020',
        'AWA R D S',
        'Spot Award\tJan 2022',
      ].join('\n'),
    );
    expect(sections.map((s) => [s.kind, s.title])).toEqual([
      ['summary', 'SUMMARY'],
      ['work', 'WORK EXPERIENCE'],
      ['education', 'EDUCATION'],
      ['awards', 'AWARDS'],
    ]);
    expect(document.work[0]).toMatchObject({ position: 'Charge Nurse', company: 'Mercy Hospital' });
    expect(document.custom).toEqual([]);
  });

  it('leaves a line of short words alone', () => {
    expect(parseResumeText('Ana Ruiz\nI am a CS TA\nSkills\nGo').sections.map((s) => s.title)).toEqual([
      'Skills',
    ]);
  });
});

describe('a table row that ends in a cell of prose', () => {
  const row = [
    'Jane Roe',
    'WORK',
    'L&T Infotech',
    'Network Engineer\t2024-03 - 2024-07\tOptimized a legacy module to Spring Boot',
    'microservices',
    'Implemented the billing service for enterprise customers across three regions of India',
    'Sapient',
    'Assistant System Engineer\t2023-02 - 2024-03\tRefactored a reporting dashboard used by',
    'the operations team',
  ].join('\n');

  it('reads the cell after the dates as the first line of text, not as the employer', () => {
    const { document } = parseResumeText(row);
    expect(document.work.map((w) => [w.position, w.company])).toEqual([
      ['Network Engineer', 'L&T Infotech'],
      ['Assistant System Engineer', 'Sapient'],
    ]);
    expect(document.work[0]?.highlights.map((h) => h.text)).toEqual([
      'Optimized a legacy module to Spring Boot microservices',
      'Implemented the billing service for enterprise customers across three regions of India',
    ]);
    expect(document.work[1]?.highlights.map((h) => h.text)).toEqual([
      'Refactored a reporting dashboard used by the operations team',
    ]);
  });

  it('keeps a short cell after the dates (a place) in the header', () => {
    const { document } = parseResumeText(
      [
        'WORK',
        'Acme Corp',
        'Data Analyst\tJan 2020 - Mar 2022\tPune, Maharashtra',
        'Built the sales dashboard.',
      ].join('\n'),
    );
    expect(document.work).toMatchObject([
      { position: 'Data Analyst', company: 'Acme Corp', location: 'Pune, Maharashtra' },
    ]);
  });
});

describe('bullets drawn without a marker', () => {
  it('starts a new bullet where a line ended with room left for the next word', () => {
    const { document } = parseResumeText(
      [
        'EXPERIENCE',
        'Technical Lead',
        'Mphasis, Jan 2020 - Present',
        'Implemented regression test suites for each release and the nightly batch jobs that',
        'load sales data',
        'Maintained CI/CD pipelines in Jenkins',
        'Designed and built internal tools for the support team',
      ].join('\n'),
    );
    expect(document.work[0]?.highlights.map((h) => h.text)).toEqual([
      'Implemented regression test suites for each release and the nightly batch jobs that load sales data',
      'Maintained CI/CD pipelines in Jenkins',
      'Designed and built internal tools for the support team',
    ]);
  });

  it('still joins a line the page wrapped, whose next word would not have fitted', () => {
    const { document } = parseResumeText(
      [
        'EXPERIENCE',
        'Technical Lead',
        'Mphasis, Jan 2020 - Present',
        'Implemented regression test suites for each release and the nightly batch jobs',
        'Feeding the warehouse with fresh data every hour of the day and night for the team',
      ].join('\n'),
    );
    expect(document.work[0]?.highlights).toHaveLength(1);
  });
});

describe('a profile in the header, without a heading', () => {
  it('keeps the lines its sentence wraps onto', () => {
    const { document } = parseResumeText(
      [
        'Emily Reddy',
        'Java Developer',
        'Java Developer with 11 years of experience in building software for business',
        'users. Known for careful work and clear communication.',
        'emily.reddy60@gmail.com',
        'WORK',
        'Java Developer, Zensar Technologies, Jan 2023 - Present',
      ].join('\n'),
    );
    expect(document.summary?.text).toBe(
      'Java Developer with 11 years of experience in building software for business users. Known for careful work and clear communication.',
    );
  });
});
