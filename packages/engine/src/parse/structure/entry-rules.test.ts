import { describe, expect, it } from 'vitest';
import { structLinesFromText as structLines } from '../../fixtures/struct-lines.ts';
import { findDateRange, hasStrongDate } from './dates.ts';
import { readEducation } from './education.ts';
import { readEntryHeader } from './entry-header.ts';
import { readWork } from './work.ts';

describe('dates in every supported language', () => {
  it.each([
    ['2017 – actualidad', undefined, 'Actualidad'],
    ['Enero de 2018 – Presente', '2018-01', 'Presente'],
    ['janv. 2020 – aujourd’hui', '2020-01', 'Aujourd’hui'],
    ['März 2019 bis heute', '2019-03', 'Heute'],
    ['jan/2020 - atual', '2020-01', 'Atual'],
    ['gennaio 2018 – oggi', '2018-01', 'Oggi'],
    ['2017 – Present', undefined, 'Present'],
  ])('%s is an open range that keeps its end word', (text, startIso, endWord) => {
    const match = findDateRange(text);
    expect(match?.current).toBe(true);
    if (startIso) expect(match?.start?.iso).toBe(startIso);
    expect(match?.end?.text).toBe(endWord);
    expect(match?.length).toBe(text.length);
  });

  it.each([
    ['ene. 2019 - dic. 2020', '2019-01', '2020-12'],
    ['octobre 2015 à juin 2017', '2015-10', '2017-06'],
    ['Okt. 2016 – Feb. 2020', '2016-10', '2020-02'],
    ['set 2019 - out 2021', '2019-09', '2021-10'],
    ['giu 2016 – apr 2019', '2016-06', '2019-04'],
  ])('%s is a closed range', (text, start, end) => {
    const match = findDateRange(text);
    expect([match?.start?.iso, match?.end?.iso, match?.current]).toEqual([start, end, false]);
  });

  it.each([
    ['desde 2019', '2019'],
    ['depuis mars 2020', '2020-03'],
    ['seit 04/2019', '2019-04'],
  ])('%s opens a range with no end', (text, start) => {
    expect(findDateRange(text)).toMatchObject({ start: { iso: start }, current: true });
  });
});

describe('template date slots', () => {
  it('reads "year–year" as the place of a range that names no date', () => {
    const match = findDateRange('year–year Job title, Employer, City.');
    expect(match).toMatchObject({ start: { text: 'year' }, end: { text: 'year' }, current: false, index: 0 });
    expect(match?.start?.iso).toBeUndefined();
    expect(findDateRange('YYYY – Present')?.current).toBe(true);
  });

  it('does not take "from year to year" in a sentence for a range', () => {
    expect(hasStrongDate('Grew revenue from year to year across the region')).toBe(false);
  });
});

describe('entry headers', () => {
  it.each([
    ['Store Manager', 'Deloitte'],
    ['Medical Laboratory Technician', 'Apollo Hospitals'],
    ['Head of Department', 'Little Steps Preschool'],
  ])("reads '%s' as the title beside '%s': a phrase is what its last word names", (title, employer) => {
    expect(readEntryHeader([employer, title])).toMatchObject({ position: title, organisation: employer });
  });

  it('still reads a phrase headed by an organisation word as the employer', () => {
    expect(readEntryHeader(['Apple Store', 'Sales Associate'])).toMatchObject({
      position: 'Sales Associate',
      organisation: 'Apple Store',
    });
  });

  it('reads "Title, Employer, Place" in that order when nothing else names the pieces', () => {
    expect(readEntryHeader(['Job title, Employer, City.'])).toMatchObject({
      position: 'Job title',
      organisation: 'Employer',
      location: 'City',
    });
  });

  it('takes a short name left beside a title and an employer for the place', () => {
    expect(readEntryHeader(['Développeuse Web | Atelier Numérique | Grenoble'])).toMatchObject({
      position: 'Développeuse Web',
      organisation: 'Atelier Numérique',
      location: 'Grenoble',
    });
    // What kind of job it is, is not a place.
    expect(readEntryHeader(['Software Engineer | Acme Corp | Full-time']).location).toBeUndefined();
  });

  it('keeps two places of one role together', () => {
    expect(
      readEntryHeader(['Phabricator | Open Source Contributor', 'Palo Alto, CA & Ithaca, NY']),
    ).toMatchObject({
      position: 'Open Source Contributor',
      organisation: 'Phabricator',
      location: 'Palo Alto, CA & Ithaca, NY',
    });
  });

  it('reads German compound titles', () => {
    expect(readEntryHeader(['Isarwerk GmbH — Projektleiterin'])).toMatchObject({
      position: 'Projektleiterin',
      organisation: 'Isarwerk GmbH',
    });
  });

  it('keeps the sub-heading and the description out of a header already whole on its date line', () => {
    const work = readWork(
      structLines(
        [
          'Vocational',
          'year–year Job title, Employer, City.',
          'General description of the role.',
          'year–year Job title, Employer, City.',
          'Wrote the first description line.',
          'Wrote the second one.',
        ].join('\n'),
      ),
    );
    expect(work.map((w) => [w.position, w.company, w.location])).toEqual([
      ['Job title', 'Employer', 'City'],
      ['Job title', 'Employer', 'City'],
    ]);
    expect(work.map((w) => w.highlights.map((h) => h.text))).toEqual([
      ['General description of the role.'],
      ['Wrote the first description line.', 'Wrote the second one.'],
    ]);
  });

  it('gives a job dated once the same start and end', () => {
    const [job] = readWork(
      structLines('Software Engineer Intern, DEF Organization\tSummer 2022\n- Built a bar'),
    );
    expect([job?.start?.iso, job?.end?.iso]).toEqual(['2022', '2022']);
  });
});

describe('education pieces', () => {
  it('reads a name before the school as what was studied, and a place between school and grade apart', () => {
    const [entry] = readEducation(structLines('Computer Science, Lakeshore State University\t2013 – 2017'));
    expect(entry).toMatchObject({ institution: 'Lakeshore State University', studyType: 'Computer Science' });
    const [slot] = readEducation(structLines('year–year Degree, Institution, City, Grade.'));
    expect(slot).toMatchObject({ institution: 'Institution', studyType: 'Degree' });
  });

  it('still completes a school name with the short name that closes the line', () => {
    const [entry] = readEducation(structLines('B.S. in Physics, University of California, Berkeley\t2019'));
    expect(entry?.institution).toBe('University of California, Berkeley');
  });

  it('joins a school name a narrow column wrapped after "de"', () => {
    const [entry] = readEducation(
      structLines('Bacharelado em Ciência da Computação, Universidade Estadual de\t2013 – 2017\nCampinas'),
    );
    expect(entry?.institution).toBe('Universidade Estadual de Campinas');
  });
});
