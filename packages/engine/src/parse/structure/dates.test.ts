import { describe, expect, it } from 'vitest';
import {
  findDateRange,
  hasStrongDate,
  isExpectedDate,
  parseDate,
  rangeContinuation,
  withoutDate,
} from './dates.ts';

describe('findDateRange', () => {
  it.each([
    ['Jan 2020 – Present', { start: '2020-01', end: undefined, current: true, endText: 'Present' }],
    ['January 2020 - Mar 2021', { start: '2020-01', end: '2021-03', current: false }],
    ['2016-2018', { start: '2016', end: '2018', current: false }],
    ['03/2019 – 05/2021', { start: '2019-03', end: '2021-05', current: false }],
    ['Sept. 2019 to Current', { start: '2019-09', end: undefined, current: true, endText: 'Current' }],
    ['Summer 2021', { start: undefined, end: '2021', current: false }],
    ['06/15 - Now', { start: '2015-06', end: undefined, current: true, endText: 'Now' }],
    ['Fall 2011 — Spring 2012', { start: '2011', end: '2012', current: false }],
    ['2019 - till date', { start: '2019', end: undefined, current: true }],
    ['Since March 2022', { start: '2022-03', end: undefined, current: true }],
    ['Feb. 2021 Mar. 2021', { start: '2021-02', end: '2021-03', current: false }],
  ] as [string, { start?: string; end?: string; current: boolean; endText?: string }][])(
    'reads %s',
    (text, expected) => {
      const match = findDateRange(`Engineer, Acme   ${text}`);
      expect(match).toBeDefined();
      expect(match?.start?.iso).toBe(expected.start);
      expect(match?.end?.iso).toBe(expected.end);
      expect(match?.current).toBe(expected.current);
      if (expected.endText) expect(match?.end?.text).toBe(expected.endText);
    },
  );

  it('keeps the dates as written', () => {
    const match = findDateRange('Acme — Sept 2019 – Jun 2021');
    expect(match?.start?.text).toBe('Sept 2019');
    expect(match?.end?.text).toBe('Jun 2021');
  });

  it('keeps dates listed rather than spanned as written, bounded by their first and last years', () => {
    for (const [text, first, last] of [
      ['Summer 2013, 2014', '2013', '2014'],
      ['2019 & 2021', '2019', '2021'],
      ['Summers 2016 and 2017', '2016', '2017'],
    ] as const) {
      const match = findDateRange(`YMCA, Pomona, CA\t${text}`);
      expect(match?.start).toEqual({ text, iso: first });
      expect(match?.end).toEqual({ text, iso: last });
      expect(withoutDate(`YMCA, Pomona, CA\t${text}`, match!)).toBe('YMCA, Pomona, CA');
    }
  });

  it('finds nothing in text without dates, and ignores numbers that are not years', () => {
    expect(findDateRange('Led a team of 12 engineers')).toBeUndefined();
    expect(findDateRange('Handled 3000 tickets')).toBeUndefined();
    expect(findDateRange('Phone 98450 12345')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('parseDate normalises months, seasons and bare years', () => {
    expect(parseDate('Dec. 2019')).toEqual({ text: 'Dec. 2019', iso: '2019-12' });
    expect(parseDate('2019-07')).toEqual({ text: '2019-07', iso: '2019-07' });
    expect(parseDate('Spring 2020')).toEqual({ text: 'Spring 2020', iso: '2020' });
    expect(parseDate("Mar '19")).toEqual({ text: "Mar '19", iso: '2019-03' });
    expect(parseDate('soon')).toEqual({ text: 'soon' });
  });

  it('hasStrongDate wants a range or a month, not a bare year', () => {
    expect(hasStrongDate('2014 – 2018')).toBe(true);
    expect(hasStrongDate('May 2018')).toBe(true);
    expect(hasStrongDate('Class of 2018')).toBe(false);
  });

  it('keeps the word that puts a date ahead of the resume', () => {
    const match = findDateRange('Kent State University, Expected Graduation: May 2018');
    expect(match?.end).toEqual({ text: 'Expected May 2018', iso: '2018-05' });
    expect(isExpectedDate(match?.end)).toBe(true);
    expect(isExpectedDate(findDateRange('Graduated: May 2018')?.end)).toBe(false);
  });

  it('withoutDate removes the date and the words that introduce it', () => {
    const text = 'Kent State University, Expected Graduation: May 2018';
    const match = findDateRange(text);
    expect(match && withoutDate(text, match)).toBe('Kent State University');
    const piped = 'Data Analyst | Saffron Retail | Apr 2020 – Present';
    const m2 = findDateRange(piped);
    expect(m2 && withoutDate(piped, m2)).toBe('Data Analyst | Saffron Retail');
  });
});

describe('rangeContinuation: a date range cut across two lines', () => {
  it.each([
    ['June 2020 – MERN Stack Developer, OpenAI', 'Present Working on the ChatGPT project.', 'Present'],
    ['July 2015 – Full Stack Developer, Uber', 'May 2020 Developed web applications.', 'May 2020'],
    ['Jan 2023', '- Present', '- Present'],
    ['Senior Engineer\tJan 2023 –', 'Present', 'Present'],
  ])('%s / %s', (line, next, moved) => {
    const cut = rangeContinuation(line, next);
    expect(next.slice(0, cut?.take).trim()).toBe(moved);
  });

  it('leaves complete ranges and ordinary lines alone', () => {
    expect(rangeContinuation('Jan 2020 – Mar 2021 Engineer', 'Present and future work')).toBeUndefined();
    expect(rangeContinuation('Led a team of 5', '2020 was a good year')).toBeUndefined();
    expect(rangeContinuation('Graduated May 2018', 'Dean’s List')).toBeUndefined();
  });
});
