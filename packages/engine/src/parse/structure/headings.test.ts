import { describe, expect, it } from 'vitest';
import { editDistance, headingScore, inlineHeading, lookupHeading } from './headings.ts';

describe('lookupHeading', () => {
  it.each([
    ['WORK EXPERIENCE', 'work'],
    ['Professional Experience:', 'work'],
    ['Education & Training', 'education'],
    ['Technical Skills', 'skills'],
    ['Academic Projects', 'projects'],
    ['Licenses & Certifications', 'certificates'],
    ['Honors and Awards', 'awards'],
    ['Career Objective', 'summary'],
    ['Volunteering', 'volunteer'],
    ['Hobbies', 'interests'],
    ['E X P E R I E N C E', 'work'],
    ['Experiance', 'work'],
    ['Eductaion', 'education'],
  ])('%s → %s', (text, kind) => {
    expect(lookupHeading(text)?.kind).toBe(kind);
  });

  it('does not treat ordinary words as headings', () => {
    expect(lookupHeading('Kestrel Commerce')).toBeUndefined();
    expect(lookupHeading('Senior Software Engineer')).toBeUndefined();
    expect(lookupHeading('')).toBeUndefined();
  });
});

describe('headingScore', () => {
  it('scores lexicon headings with line features', () => {
    expect(headingScore({ text: 'EXPERIENCE', bold: true, relativeSize: 1.2 }).score).toBeGreaterThanOrEqual(
      7,
    );
    expect(headingScore({ text: 'Skills' }).score).toBeGreaterThanOrEqual(4);
  });

  it('rejects lexicon words inside sentences, bullets and contact lines', () => {
    expect(
      headingScore({ text: 'Experience building payment systems at scale for banks.' }).score,
    ).toBeLessThan(4);
    expect(headingScore({ text: '- Skills' }).score).toBeLessThan(4);
    expect(headingScore({ text: 'Education 2014' }).score).toBeLessThan(4);
  });
});

describe('inlineHeading', () => {
  it('splits a heading written on the same line as its content', () => {
    expect(inlineHeading('Technical Skills: Python, Go')).toEqual({
      kind: 'skills',
      title: 'Technical Skills',
      rest: 'Python, Go',
    });
    expect(inlineHeading('Frameworks: React')).toBeUndefined();
  });
});

describe('editDistance', () => {
  it('counts edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('lookupHeading: leadership is not employment', () => {
  it('files a leadership experience section with activities, not work', () => {
    expect(lookupHeading('LEADERSHIP EXPERIENCE')?.kind).toBe('volunteer');
  });
});

describe('lookupHeading: research is positions, papers are publications', () => {
  it('files a research section with projects, its papers with publications and research experience with work', () => {
    expect(lookupHeading('RESEARCH')?.kind).toBe('projects');
    expect(lookupHeading('Research Projects')?.kind).toBe('projects');
    expect(lookupHeading('Research Papers')?.kind).toBe('publications');
    expect(lookupHeading('Research Experience')?.kind).toBe('work');
  });
});

describe('lookupHeading: a slash joins two section names', () => {
  it.each([
    ['HONORS/AWARDS', 'awards'],
    ['Education / Training', 'education'],
    ['ON CAMPUS INVOLVEMENT', 'volunteer'],
  ])('%s', (text, kind) => {
    expect(lookupHeading(text)?.kind).toBe(kind);
  });
});
