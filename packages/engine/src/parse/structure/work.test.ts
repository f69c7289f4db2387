import { describe, expect, it } from 'vitest';
import { structLinesFromText as structLines } from '../../fixtures/struct-lines.ts';
import { parseResumeText } from '../parse-resume.ts';
import { readEntryHeader } from './entry-header.ts';
import { readWork, splitEntries } from './work.ts';

describe('readEntryHeader', () => {
  it.each([
    [
      'Senior Software Engineer | Kestrel Commerce Pvt Ltd | Bengaluru',
      'Senior Software Engineer',
      'Kestrel Commerce Pvt Ltd',
      'Bengaluru',
    ],
    ['Kestrel Commerce — Data Analyst', 'Data Analyst', 'Kestrel Commerce', undefined],
    ['Project Director, Socratic Technologies', 'Project Director', 'Socratic Technologies', undefined],
    [
      'Software Developer, XYZ Solutions, Anywhere, USA',
      'Software Developer',
      'XYZ Solutions',
      'Anywhere, USA',
    ],
    ['Product Manager at Monsoon Labs', 'Product Manager', 'Monsoon Labs', undefined],
    ['Stripe • San Francisco, CA', '', 'Stripe', 'San Francisco, CA'],
    [
      'WIKIMEDIA | OPEN SOURCE CONTRIBUTOR & TEAM LEADER',
      'OPEN SOURCE CONTRIBUTOR & TEAM LEADER',
      'WIKIMEDIA',
      undefined,
    ],
    [
      'Signals Corps, MND Seoul, South Korea | Software Engineer & Security Researcher (Military Service)',
      'Software Engineer & Security Researcher (Military Service)',
      'Signals Corps, MND',
      'Seoul, South Korea',
    ],
  ])('%s', (text, position, organisation, location) => {
    const header = readEntryHeader([text]);
    expect(header.position).toBe(position);
    expect(header.organisation).toBe(organisation);
    expect(header.location).toBe(location);
  });

  it('keeps a title with a comma whole when another line names the employer', () => {
    expect(
      readEntryHeader(['Memorial Hermann Hospital — Houston, TX', 'Charge Nurse, Cardiac ICU']),
    ).toMatchObject({
      position: 'Charge Nurse, Cardiac ICU',
      organisation: 'Memorial Hermann Hospital',
      location: 'Houston, TX',
      extra: [],
    });
  });

  it('combines a title line and an employer line', () => {
    expect(readEntryHeader(['Northwind Analytics Inc.', 'Staff Engineer'])).toMatchObject({
      position: 'Staff Engineer',
      organisation: 'Northwind Analytics Inc.',
    });
  });
});

describe('readWork', () => {
  it('anchors entries on dates, with the header above or beside the date', () => {
    const work = readWork(
      structLines(
        [
          'Senior Engineer | Kestrel Commerce Pvt Ltd\tJan 2021 – Present',
          '• Led the redesign of the order ledger service, cutting',
          'settlement errors by 40%.',
          '• Mentored four engineers.',
          'Lotus Data Systems Ltd',
          'Software Engineer\t03/2018 – 12/2020',
          '- Built a catalogue search API in Go.',
        ].join('\n'),
      ),
    );
    expect(work).toHaveLength(2);
    expect(work[0]).toMatchObject({
      position: 'Senior Engineer',
      company: 'Kestrel Commerce Pvt Ltd',
      current: true,
      start: { text: 'Jan 2021', iso: '2021-01' },
      end: { text: 'Present' },
    });
    expect(work[0]?.highlights.map((h) => h.text)).toEqual([
      'Led the redesign of the order ledger service, cutting settlement errors by 40%.',
      'Mentored four engineers.',
    ]);
    expect(work[1]).toMatchObject({
      position: 'Software Engineer',
      company: 'Lotus Data Systems Ltd',
      current: false,
    });
    expect(work[1]?.end?.iso).toBe('2020-12');
  });

  it('handles headers whose date line comes first and the employer on the next line', () => {
    const work = readWork(
      structLines(
        [
          'Data Analyst  2019 - 2021',
          'Saffron Retail Ltd, Pune',
          'Built dashboards used by 35 managers.',
          'Analyst Intern  Summer 2018',
          'Tamarind Foods',
          'Studied delivery delays.',
        ].join('\n'),
      ),
    );
    expect(work.map((w) => [w.position, w.company, w.location])).toEqual([
      ['Data Analyst', 'Saffron Retail Ltd', 'Pune'],
      ['Analyst Intern', 'Tamarind Foods', undefined],
    ]);
    expect(work[1]?.highlights.map((h) => h.text)).toEqual(['Studied delivery delays.']);
  });

  it("keeps an employer whose name ends in a full stop before its legal form ('Brindle. Co., Ltd.')", () => {
    const work = readWork(
      structLines(
        [
          'Software Architect  Jun. 2017 - May. 2018',
          'Brindle. Co., Ltd.',
          'Designed the kiln scheduler.',
        ].join('\n'),
      ),
    );
    expect(work.map((w) => [w.position, w.company])).toEqual([['Software Architect', 'Brindle. Co., Ltd.']]);
  });

  it('does not take the wrapped end of a bullet as the next header', () => {
    const work = readWork(
      structLines(
        [
          'Staff Engineer\tMar 2023 – Present',
          'Tata Consultancy Services | Mumbai',
          '• Shipped a service that processes 3 thousand events per minute with',
          '99.95% availability',
          'Platform Engineer\tMar 2015 – Feb 2017',
          'Swiggy | Bengaluru',
          '• Partnered with product managers',
        ].join('\n'),
      ),
    );
    expect(work.map((w) => [w.position, w.company])).toEqual([
      ['Staff Engineer', 'Tata Consultancy Services'],
      ['Platform Engineer', 'Swiggy'],
    ]);
    expect(work[0]?.highlights.map((h) => h.text)).toEqual([
      'Shipped a service that processes 3 thousand events per minute with 99.95% availability',
    ]);
  });

  it('joins a header that wrapped beside a right-aligned date', () => {
    const work = readWork(
      structLines(['Analyst Intern, Tamarind\tJun 2019 – Dec 2019', 'Foods', '- Studied delays'].join('\n')),
    );
    expect(work.map((w) => [w.position, w.company])).toEqual([['Analyst Intern', 'Tamarind Foods']]);
    const placed = readWork(structLines(['Engineer, Acme\t2019 – 2020', 'Pune', '- Did things'].join('\n')));
    expect(placed.map((w) => [w.company, w.location])).toEqual([['Acme', 'Pune']]);
  });

  it('falls back to header blocks when there are no dates', () => {
    const entries = splitEntries(
      structLines(
        ['Volunteer Tutor', '- Taught maths', 'Treasurer, Chess Club', '- Kept the books'].join('\n'),
      ),
    );
    expect(entries.map((e) => e.headerTexts)).toEqual([['Volunteer Tutor'], ['Treasurer, Chess Club']]);
  });

  it('records source spans that cover each entry', () => {
    const text = 'Engineer, Acme Corp  2019 – 2020\n- Did things';
    const [entry] = readWork(structLines(text));
    expect(entry?.source && text.slice(entry.source.start, entry.source.end)).toBe(text);
    const bullet = entry?.highlights[0];
    expect(bullet?.source && text.slice(bullet.source.start, bullet.source.end)).toBe('Did things');
  });
});

describe('a continuation never becomes a header', () => {
  it('keeps a wrapped sentence with its paragraph under the dated header', () => {
    const [entry] = readWork(
      structLines(
        'Jan 2019 – Dec 2021 Backend Developer, Larkspur Labs, Denver, CO\nBuilt the billing API in Go for merchants. Ensured the\nuptime of the payment queue across two regions.',
      ),
    );
    expect(entry).toMatchObject({
      position: 'Backend Developer',
      company: 'Larkspur Labs',
      location: 'Denver, CO',
    });
    expect(entry?.highlights.map((h) => h.text)).toEqual([
      'Built the billing API in Go for merchants. Ensured the uptime of the payment queue across two regions.',
    ]);
  });

  it('joins a first bullet written beside the end date with its soft-wrapped rest', () => {
    const [entry] = readWork(
      structLines(
        'June 2012 – Software Developer, Halcyon Social, Menlo Park, USA\nJune 2015 Built the feed ranking service in Java. Ensured the reliability\nof the timeline caches. Worked in a test-driven team.',
      ),
    );
    expect(entry).toMatchObject({ position: 'Software Developer', company: 'Halcyon Social' });
    expect(entry?.highlights.map((h) => h.text)).toEqual([
      'Built the feed ranking service in Java. Ensured the reliability of the timeline caches. Worked in a test-driven team.',
    ]);
  });
});

describe('two-line headers: the section decides where an entry says nothing itself', () => {
  it('reads the dated line as the employer in every entry when the entries that show it say so', () => {
    const work = readWork(
      structLines(
        [
          'Brambleton Ferries, Astoria, OR\tApr 2020 – Present',
          'Deckhand',
          '• Crewed 1,200 crossings.',
          'Ridgeway Oddments\tJun 2016 – Mar 2020',
          'Stockist',
          '• Counted 4,000 items to the piece.',
        ].join('\n'),
      ),
    );
    expect(work.map((w) => [w.position, w.company, w.location])).toEqual([
      ['Deckhand', 'Brambleton Ferries', 'Astoria, OR'],
      ['Stockist', 'Ridgeway Oddments', undefined],
    ]);
  });

  it('does not take the line under a whole header line, ended by its full stop, as the rest of its text', () => {
    const [entry] = readWork(structLines('Deckhand, Brambleton Ferries, Astoria.\t2019 – 2021\nNightwork'));
    expect(entry).toMatchObject({ position: 'Deckhand', company: 'Brambleton Ferries', location: 'Astoria' });
    expect(entry?.highlights.map((h) => h.text)).toEqual(['Nightwork']);
  });

  it('takes a title under a later date line into its header though the first entry had none there', () => {
    const work = readWork(
      structLines(
        'Brambleton Ferries\tApr 2020 – Present\n• Crewed 1,200 crossings.\nRidgeway Oddments\tJun 2016 – Mar 2020\nWarehouse Manager\n• Counted 4,000 items.',
      ),
    );
    expect(work[1]).toMatchObject({ position: 'Warehouse Manager', company: 'Ridgeway Oddments' });
  });
});

describe('a volunteer section', () => {
  it('opens the next section of that kind after a bullet that mentions a date', () => {
    const parsed = parseResumeText(
      [
        'Leo Leopard',
        'leo@example.edu',
        '',
        'LEADERSHIP EXPERIENCE',
        'Harding Middle School, Columbus, Ohio\tJuly 2014 - October 2015',
        'Soccer Assistant Coach',
        '• Led team to its first regional championship in October 2015; recognized at school banquet.',
        'CAMPUS INVOLVEMENT',
        'Member, Delta Sigma Pi\tAugust 2016 - Present',
      ].join('\n'),
    );
    const entries = parsed.document.volunteer.map((entry) => [entry.organization, entry.highlights.length]);
    // The heading is not a last bullet of the coach's entry, and the club is an entry of its own.
    expect(entries).toEqual([
      ['Harding Middle School', 1],
      ['Delta Sigma Pi', 0],
    ]);
  });

  it("reads the section name under a dated entry as the role, and keeps each role's place and listed dates", () => {
    const parsed = parseResumeText(
      [
        'Leo Leopard',
        'leo@example.edu',
        '',
        'VOLUNTEER EXPERIENCE',
        'Lion Mind, Pomona, CA\tJune 2012 – Present',
        'Volunteer',
        '• Plan two yearly outreach events',
        '',
        'YMCA, Pomona, CA\tSummer 2013, 2014',
        'Volunteer Swim Coach',
        '• Instructed classes of up to 15 children',
      ].join('\n'),
    );
    const roles = parsed.document.volunteer.map((entry) => ({
      organization: entry.organization,
      position: entry.position,
      location: entry.location,
      dates: entry.start?.text,
      bullets: entry.highlights.length,
    }));
    expect(roles).toEqual([
      {
        organization: 'Lion Mind',
        position: 'Volunteer',
        location: 'Pomona, CA',
        dates: 'June 2012',
        bullets: 1,
      },
      {
        organization: 'YMCA',
        position: 'Volunteer Swim Coach',
        location: 'Pomona, CA',
        dates: 'Summer 2013, 2014',
        bullets: 1,
      },
    ]);
    expect(parsed.document.custom).toEqual([]);
  });

  it("reads a role under 'Leadership Experience' as a role held, and one under 'Volunteer Experience' as volunteering", () => {
    const resume = (heading: string, position: string) =>
      parseResumeText(
        [
          'Leo Leopard',
          'leo@example.edu',
          '',
          heading,
          'Harding Middle School, Columbus, Ohio\tAugust 2015 – Present',
          position,
          '• Guided 20 players through weekly practice',
        ].join('\n'),
      ).document.volunteer;
    expect(resume('LEADERSHIP EXPERIENCE', 'Soccer Assistant Coach')).toMatchObject([
      { organization: 'Harding Middle School', position: 'Soccer Assistant Coach', activity: true },
    ]);
    expect(resume('VOLUNTEER EXPERIENCE', 'Soccer Assistant Coach')[0]?.activity).toBeUndefined();
    // The role itself says it is volunteering, whatever the heading.
    expect(resume('ACTIVITIES', 'Volunteer Soccer Coach')[0]?.activity).toBeUndefined();
  });
});
