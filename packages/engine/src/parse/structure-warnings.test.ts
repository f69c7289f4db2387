import { describe, expect, it } from 'vitest';
import { buildLinesPdf } from '../fixtures/pdf.ts';
import { fixtureToText, indianEngineerResume } from '../fixtures/resume-fixtures.ts';
import { parseResume, parseResumeText } from './parse-resume.ts';

const codes = (warnings: { code: string }[]) => warnings.map((warning) => warning.code);

describe('warnings about what the structure step did', () => {
  it('says nothing about a resume whose every section is recognised', () => {
    const parsed = parseResumeText(fixtureToText(indianEngineerResume()));
    expect(parsed.warnings).toEqual([]);
  });

  it('names the section headings it did not recognise', () => {
    const parsed = parseResumeText(
      [
        'Jane Doe',
        'jane@example.com',
        'EXPERIENCE',
        'Software Engineer, Acme Corp, Austin, TX',
        'Jan 2020 - Present',
        '- Built payment APIs in Go',
        'HOBBIES AND PASSIONS',
        'Chess, climbing',
        'FUN FACTS',
        'Ran a marathon',
      ].join('\n'),
    );
    const warning = parsed.warnings.find((w) => w.code === 'sections-unrecognised');
    expect(warning?.message).toContain('2 section headings');
    expect(warning?.message).toContain('"HOBBIES AND PASSIONS", "FUN FACTS"');
  });

  it('counts the lines kept in "Other", but not a section the person called Other', () => {
    const moved = parseResumeText(
      [
        'Dana Whitlock',
        'dana@example.org',
        '42 Larch Street',
        'EXPERIENCE',
        'Engineer, Acme Corp 2019 – 2021',
        '• Built the billing ledger in Kafka.',
      ].join('\n'),
    );
    const other = moved.document.custom.find((section) => section.title === 'Other');
    const warning = moved.warnings.find((w) => w.code === 'lines-moved-to-other');
    expect(warning?.message).toContain(`${other?.items.length} line`);

    const own = parseResumeText(
      [
        'Dana Whitlock',
        'dana@example.org',
        'EXPERIENCE',
        'Engineer, Acme Corp 2019 – 2021',
        '• Built the billing ledger in Kafka.',
        'OTHER',
        'Volunteer firefighter on weekends',
      ].join('\n'),
    );
    expect(codes(own.warnings)).not.toContain('lines-moved-to-other');
  });

  it('records a running footer and an appended cover letter that were left out', async () => {
    const footer = (n: number) => ({ text: `Dana Whitlock · Curriculum Vitae ${n}`, size: 8 });
    const bytes = await buildLinesPdf([
      { text: 'Dana Whitlock', size: 20 },
      { text: 'dana@example.org' },
      { text: 'EXPERIENCE', bold: true },
      { text: 'Engineer, Acme Corp    2019 – 2021' },
      { text: '• Built the billing ledger in Kafka.' },
      footer(1),
      { text: 'EDUCATION', bold: true, newPage: true },
      { text: 'B.S. in Physics, Lakeshore State University    2015 – 2019' },
      { text: 'Dean’s List, four semesters' },
      footer(2),
      { text: 'Dear Hiring Manager,', newPage: true },
      { text: 'I am applying for the role of engineer.' },
      { text: 'Yours sincerely,' },
      { text: 'Dana Whitlock' },
    ]);
    const parsed = await parseResume(bytes, 'resume.pdf');
    expect(parsed.warnings.find((w) => w.code === 'running-lines-dropped')?.message).toContain(
      '"Dana Whitlock · Curriculum Vitae 1"',
    );
    expect(parsed.warnings.find((w) => w.code === 'cover-letter-dropped')?.message).toContain('4 lines');
    // The resume part has dated entries: it is a resume with a letter, not a letter.
    expect(codes(parsed.warnings)).not.toContain('looks-like-cover-letter');
  });

  it('says when a file reads like a cover letter rather than a resume', () => {
    const letter = parseResumeText(
      [
        'Jane Doe',
        'jane@example.com',
        'Dear Hiring Manager,',
        'I am writing to apply for the Teacher role at Little Steps. I have loved working with children for years.',
        'Sincerely,',
        'Jane Doe',
      ].join('\n'),
    );
    expect(codes(letter.warnings)).toContain('looks-like-cover-letter');

    const resumeWithThanks = parseResumeText(
      [
        'Jane Doe',
        'jane@example.com',
        'EXPERIENCE',
        'Teacher, Little Steps, 2018 - 2022',
        '- Planned daily lessons for 20 children',
        'Thank you for your consideration',
      ].join('\n'),
    );
    expect(codes(resumeWithThanks.warnings)).not.toContain('looks-like-cover-letter');
  });
});
