import { describe, expect, it } from 'vitest';
import { makeResume } from './test-support.ts';
import {
  durationText,
  experienceField,
  experienceFigure,
  isPaidRole,
  monthsOfWork,
  yearsInField,
} from './work-years.ts';

/** A resume whose roles carry month-precise dates ('2021-03'), as the parser gives them. */
function resumeWith(
  roles: { position: string; company?: string; start: string; end?: string }[],
  summary?: string,
) {
  const doc = makeResume({
    ...(summary ? { summary } : {}),
    work: roles.map((role) => ({ company: role.company ?? 'Acme', position: role.position })),
  });
  doc.work = doc.work.map((work, i) => {
    const role = roles[i]!;
    return {
      ...work,
      start: { text: role.start, iso: role.start },
      ...(role.end ? { end: { text: role.end, iso: role.end } } : { current: true }),
    };
  });
  return doc;
}

const TODAY = new Date(Date.UTC(2026, 11, 5));

describe('experienceFigure', () => {
  it("prefers the person's own stated figure over any count of the dates", () => {
    const doc = resumeWith(
      [{ position: 'Data Scientist', start: '2014-01', end: '2024-01' }],
      'Data scientist with 5 years of experience in credit risk.',
    );
    expect(experienceFigure(doc, TODAY)).toEqual({ text: '5 years', stated: true });
  });

  it('keeps a stated figure with its plus sign', () => {
    const doc = resumeWith(
      [{ position: 'Engineer', start: '2008-01', end: '2026-01' }],
      'Engineer with 6+ years of experience.',
    );
    expect(experienceFigure(doc, TODAY)?.text).toBe('6+ years');
  });

  it('reads a stated figure with a field of several words and "expertise" for "experience"', () => {
    const doc = resumeWith(
      [{ position: 'DevOps Engineer', start: '2017-01', end: '2026-01' }],
      'With 15+ years of hands-on software engineering expertise, I scale infrastructure teams.',
    );
    expect(experienceFigure(doc, TODAY)).toEqual({ text: '15+ years', stated: true });
  });

  it('merges overlapping paid roles and leaves out internships and gaps', () => {
    const doc = resumeWith([
      { position: 'Software Engineer', start: '2020-01', end: '2022-01' },
      { position: 'Consultant', start: '2021-01', end: '2023-01' },
      { position: 'Software Engineering Intern', start: '2018-06', end: '2019-06' },
    ]);
    // 2020-01 to 2023-01 is three years; the internship's year and the gap before 2020 are not counted.
    expect(experienceFigure(doc, TODAY)).toEqual({ text: '3 years', stated: false });
  });

  it('says months where whole years would understate', () => {
    const doc = resumeWith([{ position: 'Analyst', start: '2021-01', end: '2022-11' }]);
    expect(experienceFigure(doc, TODAY)?.text).toBe('22 months');
  });

  it('states nothing when only internships and volunteering are dated', () => {
    const doc = resumeWith([
      { position: 'Marketing Intern', start: '2022-01', end: '2024-01' },
      { position: 'Volunteer Tutor', start: '2020-01', end: '2024-01' },
    ]);
    expect(experienceFigure(doc, TODAY)).toBeUndefined();
  });
});

describe('durationText', () => {
  it('rounds no figure down', () => {
    expect(durationText(22)).toBe('22 months');
    expect(durationText(12)).toBe('1 year');
    expect(durationText(36)).toBe('3 years');
    expect(durationText(41)).toBe('3 years');
  });
});

describe('monthsOfWork and isPaidRole', () => {
  it('counts a current role up to the month it is counted to', () => {
    const doc = resumeWith([{ position: 'Nurse', start: '2025-12' }]);
    expect(monthsOfWork(doc.work, 2026 * 12 + 11)).toBe(12);
  });

  it('reads internships, volunteering and student posts as unpaid', () => {
    const [intern, volunteer, paid] = resumeWith([
      { position: 'Summer Internship', start: '2020-01', end: '2020-06' },
      { position: 'Volunteer', company: 'Food Bank', start: '2020-01', end: '2020-06' },
      { position: 'Preschool Teacher', start: '2020-01', end: '2020-06' },
    ]).work;
    expect([isPaidRole(intern!), isPaidRole(volunteer!), isPaidRole(paid!)]).toEqual([false, false, true]);
  });
});

describe('years in a field', () => {
  it('reads the field of a years requirement as word stems, or none', () => {
    expect(experienceField('One year of housekeeping experience')).toEqual(['housekeep']);
    expect(experienceField('7 years software industry experience')).toEqual(['softwar']);
    expect(experienceField('3+ years of experience')).toEqual([]);
  });

  it("counts only the roles in the requirement's field", () => {
    const developer = resumeWith([{ position: 'MERN Stack Developer', start: '2020-01', end: '2024-01' }]);
    expect(yearsInField(developer, experienceField('One year of housekeeping experience'), TODAY)).toBe(0);
    expect(yearsInField(developer, experienceField('2 years of developer experience'), TODAY)).toBe(4);
    expect(yearsInField(developer, [], TODAY)).toBe(4);
  });
});
