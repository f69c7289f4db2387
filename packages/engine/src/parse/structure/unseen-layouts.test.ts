import { describe, expect, it } from 'vitest';
import { structLinesFromText as structLines } from '../../fixtures/struct-lines.ts';
import type { ExtractedLine } from '../extract/types.ts';
import { parseResumeText } from '../parse-resume.ts';
import { readDegree, readEducation } from './education.ts';
import { readEntryHeader, splitHeaderParts } from './entry-header.ts';
import { structureLines } from './index.ts';

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

  it('is a paragraph or two: page after page of long lines and no heading keeps the rest line by line', () => {
    const line = 'Led a team of five engineers through a migration from a monolith to services';
    const lines = Array.from({ length: 400 }, (_, i) => `${line} (${i})`);
    const { document } = parseResumeText(['Emily Reddy', ...lines].join('\n'));
    // One run-on summary of every line (30,000 characters) would be refused as a line over 5,000.
    expect(document.summary?.text.length).toBeLessThanOrEqual(2_000);
    expect(document.summary?.text).toContain(`${line} (0)`);
    const kept = [document.summary?.text, ...document.custom.flatMap((c) => c.items.map((i) => i.text))];
    for (const [i] of lines.entries()) expect(kept.join('\n')).toContain(`${line} (${i})`);
  });
});

/** Each education entry of a text resume as [school, degree, field, end]. */
const schools = (text: string) =>
  parseResumeText(text).document.education.map((e) => [e.institution, e.studyType, e.area, e.end?.text]);

describe('a degree and its field apart', () => {
  it('reads the name after a bare degree as its field once the school is known', () => {
    expect(
      schools(
        [
          'EDUCATION',
          'Purdue University\tJan 2013 — Jan 2016',
          'Master of Science - Computer Science, GPA: 3.6',
          'Jagiellonian University',
          '2018 - 2022',
          'PhD',
          'Machine Learning',
        ].join('\n'),
      ),
    ).toEqual([
      ['Purdue University', 'Master of Science', 'Computer Science', 'Jan 2016'],
      ['Jagiellonian University', 'PhD', 'Machine Learning', '2022'],
    ]);
  });

  it('does not take an honour under the degree for its field', () => {
    expect(
      schools(
        ['EDUCATION', 'Purdue University', '2018 - 2022', 'Bachelor of Science', 'Magna Cum Laude'].join(
          '\n',
        ),
      ),
    ).toEqual([['Purdue University', 'Bachelor of Science', undefined, '2022']]);
  });
});

describe('a job whose end is left open', () => {
  it("reads 'start —' with nothing after the dash as a job held now", () => {
    const { document } = parseResumeText(
      ['WORK', 'Lakeshore Maintenance Co.', '2023-06 —', 'Forklift Operator', 'Loaded trucks.'].join('\n'),
    );
    expect(document.work[0]).toMatchObject({
      company: 'Lakeshore Maintenance Co.',
      position: 'Forklift Operator',
      start: { iso: '2023-06' },
      current: true,
    });
  });
});

describe('headings set well above body size', () => {
  /** Lines as a PDF gives them: type size in points, and where each starts and ends (a character a unit). */
  function sized(rows: [string, number, boolean?][]) {
    const lines: ExtractedLine[] = [];
    let offset = 0;
    for (const [text, fontSize, bold] of rows) {
      const indent = 4.5;
      const right = indent + text.length;
      lines.push({
        text,
        start: offset,
        end: offset + text.length,
        fontSize,
        bold: bold ?? false,
        indent,
        right,
      });
      offset += text.length + 1;
    }
    return structureLines(lines, rows.map(([text]) => text).join('\n'));
  }

  it("reads a section's name in body size inside an entry as a label, not a section", () => {
    const { document, sections } = sized([
      ['Divya Kulkarni', 24, true],
      ['Work', 19.5, true],
      ['Clearwater Builders', 12, true],
      ['2020-10 — 2023-06', 10.5, true],
      ['Truck Driver', 12, true],
      ['Inspected rooftop HVAC units for retail clients and kept their service records up to date.', 12],
      ['Highlights', 12, true],
      ['Loaded structural steel for warehouse extensions', 12],
      ['Maintained wiring and panels in new commercial buildings', 12],
      ['Hillcrest Property Management', 12, true],
      ['2020-07 — 2020-10', 10.5, true],
      ['Welder', 12, true],
      ['Highlights', 12, true],
      ['Repaired fire alarm systems to code', 12],
      ['Education', 19.5, true],
      ['Madison Area Technical College', 12, true],
      ['— 2018', 10.5, true],
      ['Industrial Maintenance', 12, true],
      ['Certificate', 12],
      ['Skills', 19.5, true],
      ['Welding', 12],
    ]);
    expect(sections.map((s) => s.kind)).toEqual(['work', 'education', 'skills']);
    expect(document.work.map((w) => [w.position, w.company, w.highlights.length])).toEqual([
      ['Truck Driver', 'Clearwater Builders', 2],
      ['Welder', 'Hillcrest Property Management', 1],
    ]);
    expect(document.education[0]).toMatchObject({ institution: 'Madison Area Technical College' });
  });
});

describe('an employer over its place, its dates and then its title', () => {
  it('counts the place apart from the title and employer lines, and a label over the bullets as no header', () => {
    const { document } = parseResumeText(
      [
        'WORK EXPERIENCE',
        'Zensar Technologies',
        'Kochi, Kerala',
        'February 2020 – Present',
        'Business Analyst',
        'Highlights',
        'Implemented a legacy module to Spring Boot microservices',
        'Optimized data pipelines that feed the warehouse',
        'Mphasis',
        'April 2016 – February 2020',
        'Network Engineer',
        'Highlights',
        'Integrated data pipelines that feed the warehouse',
        'Syntel',
        'Coimbatore, Tamil Nadu',
        'August 2013 – April 2016',
        'Software Engineer',
        'Automated search features for the product catalogue',
      ].join('\n'),
    );
    expect(document.work.map((w) => [w.position, w.company, w.location])).toEqual([
      ['Business Analyst', 'Zensar Technologies', 'Kochi, Kerala'],
      ['Network Engineer', 'Mphasis', undefined],
      ['Software Engineer', 'Syntel', 'Coimbatore, Tamil Nadu'],
    ]);
    expect(document.work[0]?.highlights.map((h) => h.text)).toEqual([
      'Implemented a legacy module to Spring Boot microservices',
      'Optimized data pipelines that feed the warehouse',
    ]);
  });
});

describe('duties without markers or full stops', () => {
  it('starts a new bullet at a capitalised verb in the past after a line that closed its clause', () => {
    const { document } = parseResumeText(
      [
        'EXPERIENCE',
        'Network Engineer, Mphasis, 2016 - 2020',
        'Integrated data pipelines that feed the warehouse',
        'Automated regression test suites for each release, cutting',
        'turnaround by 28%',
        'Migrated the nightly batch jobs that load sales data and the',
        'Reports the finance team reads each morning',
      ].join('\n'),
    );
    expect(document.work[0]?.highlights.map((h) => h.text)).toEqual([
      'Integrated data pipelines that feed the warehouse',
      'Automated regression test suites for each release, cutting turnaround by 28%',
      'Migrated the nightly batch jobs that load sales data and the Reports the finance team reads each morning',
    ]);
  });
});

describe("'Title, Employer' where only one side has a title's head noun or neither", () => {
  it('splits where the two sides lean clearly apart, title against organisation', () => {
    const read = (text: string) => {
      const header = readEntryHeader([text]);
      return [header.position, header.organisation];
    };
    expect(read("Medical Laboratory Technician, St. Mary's Hospital")).toEqual([
      'Medical Laboratory Technician',
      "St. Mary's Hospital",
    ]);
    expect(read('SMTS, Wipro Technologies')).toEqual(['SMTS', 'Wipro Technologies']);
    expect(read('Omnious. Co., Ltd.')).toEqual(['', 'Omnious. Co., Ltd.']);
  });
});

describe('school, field and degree on lines of their own', () => {
  it('reads a name above a bare degree as its field once the school is known', () => {
    expect(
      schools(
        ['EDUCATION', 'Ohio State University', '2022 — 2024-05', 'Computer Science', 'B.S.'].join('\n'),
      ),
    ).toEqual([['Ohio State University', 'B.S.', 'Computer Science', '2024-05']]);
  });

  it('reads entries that open with their year, the school over its degree and field', () => {
    expect(
      schools(
        [
          'EDUCATION',
          '2015',
          'JNTU Hyderabad',
          'B-Tech',
          'Computer Science and Engineering',
          '2013',
          'North Carolina State',
          'University',
          'Master of Science',
          'Data Science',
        ].join('\n'),
      ),
    ).toEqual([
      ['JNTU Hyderabad', 'B-Tech', 'Computer Science and Engineering', '2015'],
      ['North Carolina State University', 'Master of Science', 'Data Science', '2013'],
    ]);
  });
});
