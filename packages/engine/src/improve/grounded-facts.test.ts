import { describe, expect, it } from 'vitest';
import { makeResume } from '../analyze/test-support.ts';
import {
  article,
  degreeHeld,
  sentenceCase,
  usableDegree,
  usableEmployer,
  usableTitle,
  yearsOfExperience,
} from './grounded-facts.ts';

describe('grounded facts', () => {
  it('writes a name set in capitals as a sentence writes it, and leaves acronyms and written case alone', () => {
    expect(sentenceCase('OPEN SOURCE CONTRIBUTOR & TEAM LEADER')).toBe(
      'Open Source Contributor & Team Leader',
    );
    expect(sentenceCase('UNIVERSITY OF CALIFORNIA, BERKELEY')).toBe('University of California, Berkeley');
    expect(sentenceCase('IBM RESEARCH')).toBe('IBM Research');
    expect(sentenceCase('SAP LABS INDIA')).toBe('SAP Labs India');
    // No word of five capitals: an acronym or a short name, kept.
    expect(sentenceCase('NASA JPL')).toBe('NASA JPL');
    expect(sentenceCase('MIT')).toBe('MIT');
    // Any lower-case letter means the person chose the case.
    expect(sentenceCase('DevOps Engineer at ACME')).toBe('DevOps Engineer at ACME');
    expect(usableTitle('SOFTWARE ENGINEER')).toBe('Software Engineer');
    expect(usableEmployer('FACEBOOK')).toBe('Facebook');
  });

  it('says the degree a school entry holds, in sentence case, with its field once', () => {
    const [school] = makeResume({
      education: [{ institution: 'CORNELL UNIVERSITY', studyType: 'MENG', area: 'in COMPUTER SCIENCE' }],
    }).education;
    expect(degreeHeld(school!)).toBe('a MENG in Computer Science from Cornell University');
  });

  it('accepts a plain title and refuses a sentence fragment in its place', () => {
    expect(usableTitle('Senior Data Analyst')).toBe('Senior Data Analyst');
    expect(usableTitle('Developed and maintained scalable web applications. Ensured the')).toBeUndefined();
    expect(usableTitle('')).toBeUndefined();
    expect(usableTitle('performance of the MongoDB databases')).toBeUndefined();
    expect(usableTitle('DevOps Engineer · Software Architect')).toBeUndefined();
    expect(usableTitle('Nurse | 2019')).toBeUndefined();
    expect(usableTitle('KPCB FELLOW + SOFTWARE ENGINEERING INTERN')).toBeUndefined();
  });

  it('accepts employers with abbreviations and refuses empty ones, fragments and titles', () => {
    expect(usableEmployer('Dunamu Inc. Seoul')).toBe('Dunamu Inc. Seoul');
    expect(usableEmployer('ABC Company, Inc.')).toBe('ABC Company, Inc.');
    // A full stop before a legal form is part of the name; before anything else it ends a sentence.
    expect(usableEmployer('Omnious. Co., Ltd.')).toBe('Omnious. Co., Ltd.');
    expect(usableEmployer('Acme Labs. Co-founded the startup')).toBeUndefined();
    expect(usableEmployer('')).toBeUndefined();
    expect(
      usableEmployer('Developed features for the web app using React. Ensured the performance'),
    ).toBeUndefined();
    expect(
      usableEmployer('Software Engineer & Security Researcher (Compulsory Military Service)'),
    ).toBeUndefined();
    expect(usableEmployer('a\u0000b Corp')).toBeUndefined();
    expect(usableEmployer('Detailed achievements')).toBeUndefined();
    expect(usableEmployer('OPEN SOURCE CONTRIBUTOR & TEAM LEADER')).toBeUndefined();
    expect(usableEmployer('University of Oklahoma')).toBe('University of Oklahoma');
  });

  it('keeps the full stops of a degree', () => {
    expect(usableDegree('B.S.')).toBe('B.S.');
    expect(usableDegree('Master of Science')).toBe('Master of Science');
    expect(usableDegree('worked on a thesis')).toBeUndefined();
  });

  it('chooses the article by sound', () => {
    expect(article('Engineer')).toBe('an');
    expect(article('MERN Stack Developer')).toBe('a');
    expect(article('MBA')).toBe('an');
    expect(article('B.E.')).toBe('a');
    expect(article('University Lecturer')).toBe('a');
  });

  it('computes whole years from the dates, overlaps counted once', () => {
    const doc = makeResume({
      work: [
        { company: 'A', position: 'X', start: '2015', end: '2019' },
        { company: 'B', position: 'Y', start: '2018', end: '2020' },
        { company: 'C', position: 'Z', start: '2022', current: true },
      ],
    });
    // 2015–2020 (5) + 2022–mid 2025 (3).
    expect(yearsOfExperience(doc, new Date(Date.UTC(2025, 5, 1)))).toBe(8);
    expect(
      yearsOfExperience(makeResume({ work: [{ company: 'A', position: 'X', start: 'soon' }] })),
    ).toBeUndefined();
  });

  it('counts a current role only up to when the resume says it was written, not to today', () => {
    const today = new Date(Date.UTC(2026, 10, 1));
    const student = makeResume({
      work: [
        { company: 'Kent Dorms', position: 'Resident Advisor', start: 'Aug 2015', current: true },
        { company: 'Bistro', position: 'Server', start: 'Aug 2014', end: 'May 2015' },
      ],
      education: [{ institution: 'Kent State University' }],
    });
    expect(yearsOfExperience(student, today)).toBe(12);
    // A graduation still expected when it was written ('Expected May 2018'): 'Present' is before it
    // (2014 to May 2018, as this helper reads years only).
    student.education[0]!.end = { text: 'Expected May 2018', iso: '2018-05' };
    expect(yearsOfExperience(student, today)).toBe(4);
    // A resume that says when it was last updated.
    const engineer = makeResume({
      work: [{ company: 'Facebook', position: 'Engineer', start: 'Jan 2015', current: true }],
    });
    engineer.custom = [
      { id: 'X1', title: 'Other', items: [{ id: 'X1.B1', text: 'Last Updated on 1st June 2020' }] },
    ];
    expect(yearsOfExperience(engineer, today)).toBe(5);
    // A line that only uses the word says nothing of when the resume was written.
    engineer.custom[0]!.items[0]!.text = 'Updated the billing system in 2019 and again in 2021';
    expect(yearsOfExperience(engineer, today)).toBe(11);
  });
});
