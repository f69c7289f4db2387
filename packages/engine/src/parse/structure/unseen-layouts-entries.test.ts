import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../extract/types.ts';
import { parseResumeText } from '../parse-resume.ts';
import { structureLines } from './index.ts';

// Failure classes found on resumes nobody tuned the parser to (the themed evaluation set,
// `npm run eval:themed`), each with the general rule that covers it: how entries and sections are told apart.

const schools = (text: string) =>
  parseResumeText(text).document.education.map((e) => [e.institution, e.studyType, e.area, e.end?.text]);

/** The job-board export layout: title, 'Employer - Place', dates, each on a line of its own. */

describe('entries told apart by rhythm, look and cards', () => {
  /** Education entries of lines with a look of their own (DOCX, Markdown, PDF) as [school, degree, end]. */
  function styledSchools(rows: [string, Partial<ExtractedLine>?][]) {
    const lines: ExtractedLine[] = [];
    let offset = 0;
    for (const [text, look] of [['EDUCATION', { heading: true, fontSize: 16 }], ...rows] as const) {
      lines.push({ text, start: offset, end: offset + text.length, ...look });
      offset += text.length + 1;
    }
    const text = lines.map((line) => line.text).join('\n');
    return structureLines(lines, text).document.education.map((e) => [
      e.institution,
      e.studyType,
      e.end?.text,
    ]);
  }

  it('places a board and a school without school words by the rhythm of their bare years', () => {
    expect(
      schools(
        [
          'EDUCATION',
          'B-Tech in Computer Science',
          'Anna University - Hyderabad, Telangana',
          '2023',
          'C.B.S.E.',
          'Kendriya Vidyalaya',
          '2019',
        ].join('\n'),
      ),
    ).toEqual([
      ['Anna University', 'B-Tech', 'Computer Science', '2023'],
      ['Kendriya Vidyalaya', 'C.B.S.E.', undefined, '2019'],
    ]);
  });

  it('reads a word alone in the place the other entries hold their degree as the degree', () => {
    const entries = [
      ['CA', 'Symbiosis Institute of Business Management', 'December 2018'],
      ['BBA in Business Administration', 'Institute of Chartered Accountants of India', 'November 2016'],
    ];
    const expected = [
      ['Symbiosis Institute of Business Management', 'CA', undefined, 'December 2018'],
      ['Institute of Chartered Accountants of India', 'BBA', 'Business Administration', 'November 2016'],
    ];
    expect(schools(['EDUCATION', ...entries.flat()].join('\n'))).toEqual(expected);
    const schoolFirst = entries.flatMap(([degree, school, date]) => [`${school}\t${date}`, degree]);
    expect(schools(['EDUCATION', ...schoolFirst].join('\n'))).toEqual(expected);
  });

  it('keeps to the word rules when a second date breaks the rhythm', () => {
    expect(
      schools(
        [
          'EDUCATION',
          'MBA in Marketing',
          'University of Calcutta',
          '2024',
          'Kendriya Vidyalaya',
          '10th | 2018',
          'SSC',
          'Holy Cross Convent School',
          '2016',
        ].join('\n'),
      ).map(([school]) => school),
    ).toEqual(['University of Calcutta', 'Kendriya Vidyalaya', 'Holy Cross Convent School']);
  });

  it('opens an entry at each line in the look of the first, one date to each', () => {
    const bold = { bold: true };
    expect(
      styledSchools([
        ['JNTU Hyderabad\t2015', bold],
        ['B-Tech, Computer Science'],
        ['Amity University\tNov 2011', bold],
        ['B.E, Information Science'],
      ]),
    ).toEqual([
      ['JNTU Hyderabad', 'B-Tech', '2015'],
      ['Amity University', 'B.E', 'Nov 2011'],
    ]);
    const subheading = { heading: true, bold: true, fontSize: 14 };
    expect(
      styledSchools([
        ['Manipal Institute of Technology', subheading],
        ['B.COM, 2014'],
        ['Govt. Higher Secondary School', subheading],
        ['Intermediate, 2010'],
      ]),
    ).toEqual([
      ['Manipal Institute of Technology', 'B.COM', '2014'],
      ['Govt. Higher Secondary School', 'Intermediate', '2010'],
    ]);
  });

  it('does not open entries at a field set in the look of its school', () => {
    const school = { bold: true, fontSize: 12 };
    expect(
      styledSchools([
        ['University of Texas at Austin', school],
        ['2016 — 2019', { bold: true, fontSize: 10.5 }],
        ['Computer Science', school],
        ['Master of Science', { fontSize: 12 }],
      ]),
    ).toEqual([['University of Texas at Austin', 'Master of Science', '2019']]);
  });

  it('reads cards set side by side one card at a time', () => {
    expect(
      schools(
        [
          'EDUCATION',
          'Rajiv Gandhi University of Health Sciences\tUniversity of Michigan School of Nursing',
          '- Jan 2020\t- Jan 2017',
          'Doctor of Physical Therapy\tBSN',
        ].join('\n'),
      ),
    ).toEqual([
      ['Rajiv Gandhi University of Health Sciences', 'Doctor of Physical Therapy', undefined, 'Jan 2020'],
      ['University of Michigan School of Nursing', 'BSN', undefined, 'Jan 2017'],
    ]);
  });

  it('reads no M.Arch in March, and joins a school word pushed to the next line', () => {
    expect(
      schools(
        [
          'EDUCATION',
          'North Carolina State University\t2013',
          'Master of Science, Data Science',
          'University of Colorado Boulder\tMarch 2009',
          'Bachelor of Science, Mathematics',
        ].join('\n'),
      ),
    ).toEqual([
      ['North Carolina State University', 'Master of Science', 'Data Science', '2013'],
      ['University of Colorado Boulder', 'Bachelor of Science', 'Mathematics', 'March 2009'],
    ]);
    expect(schools(['EDUCATION', '2014', 'Govt. Higher Secondary', 'School', 'SSC'].join('\n'))).toEqual([
      ['Govt. Higher Secondary School', 'SSC', undefined, '2014'],
    ]);
  });

  it('keeps a board out of the name of the school above it', () => {
    expect(schools(['EDUCATION', 'Kendriya Vidyalaya\t2019', 'C.B.S.E.'].join('\n'))).toEqual([
      ['Kendriya Vidyalaya', 'C.B.S.E.', undefined, '2019'],
    ]);
  });
});

describe('a sidebar that ran into a section', () => {
  it("reads a profile's label and handle at the top of Education as contact, not a field of study", () => {
    const parsed = parseResumeText(
      [
        'Vikram Patel',
        'vikram@example.com',
        'EDUCATION',
        'LinkedIn',
        'vikram-patel',
        '2012',
        'Technical University of Munich',
        'BSc (Hons)',
        'Economics',
      ].join('\n'),
    );
    expect(parsed.document.basics.profiles).toContainEqual(
      expect.objectContaining({ network: 'LinkedIn', username: 'vikram-patel' }),
    );
    expect(parsed.document.education.map((e) => [e.institution, e.studyType, e.area])).toEqual([
      ['Technical University of Munich', 'BSc (Hons)', 'Economics'],
    ]);
  });

  it("reads an 'About' that holds only a place, an address, a number and a profile as contact, not a summary", () => {
    const parsed = parseResumeText(
      [
        'Mohammed Patel',
        'ABOUT',
        '12 Harbour Row',
        'Munich, Germany',
        '+49 89 5550 1420',
        'linkedin.com/in/mpatel',
        'EXPERIENCE',
        'Data Engineer',
        'Adyen',
        '01/2019 - Present',
        'Built the settlement pipeline in Spark',
      ].join('\n'),
    );
    expect(parsed.document.summary).toBeUndefined();
    expect(parsed.document.basics.location?.city).toBe('Munich');
    expect(parsed.document.basics.phone).toBe('+49 89 5550 1420');
  });

  it('keeps a one-line About that is a sentence as the summary', () => {
    const parsed = parseResumeText(
      [
        'Mohammed Patel',
        'ABOUT',
        'Data engineer who likes Munich, Germany and clean pipelines.',
        'mp@example.org',
      ].join('\n'),
    );
    expect(parsed.document.summary?.text).toContain('Data engineer who likes Munich');
  });

  it('reads an e-mail address a narrow column cut over two lines whole, and loses neither half', () => {
    const parsed = parseResumeText(
      [
        'Mohammed Patel',
        'ABOUT',
        'Munich, Germany',
        'MOHAMMED.PATEL10@OUTL',
        'OOK.COM',
        'EXPERIENCE',
        'Data Engineer',
        'Adyen',
        '01/2019 - Present',
        'Built the settlement pipeline in Spark',
      ].join('\n'),
    );
    expect(parsed.document.basics.email).toBe('MOHAMMED.PATEL10@OUTLOOK.COM');
    expect(parsed.document.custom.find((c) => c.title === 'Other')).toBeUndefined();
  });
});

describe('a school set larger than the text', () => {
  it('joins its name over two lines in the same type, and a range set as start over end', () => {
    const rows: [string, number, boolean][] = [
      ['EDUCATION', 17, true],
      ['2015', 11.4, true],
      ['2018', 11.4, true],
      ['Institute of Chartered', 13.7, true],
      ['Accountants of India', 13.7, true],
      ['MBA', 11.4, false],
      ['Human Resource Management', 11.4, false],
      ['Relevant coursework: Labour Law, Payroll Accounting', 11.4, false],
    ];
    let offset = 0;
    const lines: ExtractedLine[] = rows.map(([text, fontSize, bold]) => {
      const line = { text, start: offset, end: offset + text.length, fontSize, bold };
      offset += text.length + 1;
      return line;
    });
    const [entry] = structureLines(lines, rows.map(([text]) => text).join('\n')).document.education;
    expect(entry).toMatchObject({
      institution: 'Institute of Chartered Accountants of India',
      studyType: 'MBA',
      area: 'Human Resource Management',
      start: { text: '2015' },
      end: { text: '2018' },
    });
  });
});

describe('a table of jobs whose rows end in a duty', () => {
  const work = (lines: string[]) =>
    parseResumeText(['Jane Doe', 'WORK', ...lines].join('\n')).document.work.map((e) => [
      e.position,
      e.company,
      e.highlights.map((h) => h.text),
    ]);

  it("cuts off a cell that opens with a duty's verb, and keeps a name that opens with such a word", () => {
    expect(
      work([
        'Zensar Technologies',
        'Business Analyst\t2020-02 - Present\tImplemented a legacy module to Spring',
        'Optimized REST APIs consumed by the mobile app',
      ]),
    ).toEqual([
      [
        'Business Analyst',
        'Zensar Technologies',
        ['Implemented a legacy module to Spring', 'Optimized REST APIs consumed by the mobile app'],
      ],
    ]);
    expect(
      work(['Staff Engineer\t2019 - 2021\tIntegrated Device Technology Group', 'Built the test farm']),
    ).toEqual([['Staff Engineer', 'Integrated Device Technology Group', ['Built the test farm']]]);
  });

  it('takes one more header line above a date line that holds only its dates', () => {
    expect(
      work([
        'Zensar Technologies',
        'Business Analyst\t2020-02 - Present',
        'Optimized REST APIs consumed by the mobile app',
        'Accenture',
        'Test Engineer',
        '2014-10 - 2016-04\tMigrated the nightly batch jobs that load',
        'sales data',
      ]).map(([title, employer]) => [title, employer]),
    ).toEqual([
      ['Business Analyst', 'Zensar Technologies'],
      ['Test Engineer', 'Accenture'],
    ]);
  });

  it('reads no duty under the dates as a header line', () => {
    expect(
      work([
        'Apollo Hospitals',
        'Medical Laboratory Technician\t2021-07 - Present',
        'Monitored patient records in Epic',
      ]),
    ).toEqual([['Medical Laboratory Technician', 'Apollo Hospitals', ['Monitored patient records in Epic']]]);
  });
});
