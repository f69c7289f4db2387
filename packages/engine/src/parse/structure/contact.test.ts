import { describe, expect, it } from 'vitest';
import {
  findEmail,
  findIdentity,
  findLinks,
  findPhone,
  linksFromAnnotations,
  readContact,
} from './contact.ts';
import { findLocation, readLocation } from './location.ts';

describe('findPhone', () => {
  it.each([
    ['+91 98450 12345', '+91 98450 12345'],
    ['Mobile: +91-9845012345', '+91-9845012345'],
    ['(415) 555-0142', '(415) 555-0142'],
    ['+1 (415) 555-0142 | x', '+1 (415) 555-0142'],
    ['415.555.0142', '415.555.0142'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['call 9845012345', '9845012345'],
    ['+254 734 567 890', '+254 734 567 890'],
    // A country code in parentheses is part of the number as printed.
    ['📱 (+82) 10-9030-1843 | mail', '(+82) 10-9030-1843'],
    // A tab is a field boundary: the postcode before it is not part of the number.
    ['Columbus, Ohio 44444\t614-555-5555', '614-555-5555'],
  ])('finds %s', (text, phone) => {
    expect(findPhone(text)).toBe(phone);
  });

  it('ignores year ranges, dates and short numbers', () => {
    expect(findPhone('2016-2018')).toBeUndefined();
    expect(findPhone('2016 - 2018 and 12/05/2019')).toBeUndefined();
    expect(findPhone('Team of 12, 40% faster')).toBeUndefined();
  });
});

describe('findEmail and findLinks', () => {
  it('finds emails including Unicode and plus addressing', () => {
    expect(findEmail('write to priya.r+jobs@example.co.in.')).toBe('priya.r+jobs@example.co.in');
    expect(findEmail('no email here')).toBeUndefined();
    expect(findEmail('allthe.stars@google.comI')).toBe('allthe.stars@google.com');
    expect(findEmail('JANE@EXAMPLE.COM')).toBe('JANE@EXAMPLE.COM');
  });

  it('turns LinkedIn and GitHub addresses into profiles and keeps one website', () => {
    const links = findLinks(
      'linkedin.com/in/priya-raghavan | https://github.com/priyaraghavan | me.dev@gmail.com | priya.dev | Node.js',
    );
    expect(links.profiles).toEqual([
      { network: 'LinkedIn', username: 'priya-raghavan', url: 'https://linkedin.com/in/priya-raghavan' },
      { network: 'GitHub', username: 'priyaraghavan', url: 'https://github.com/priyaraghavan' },
    ]);
    expect(links.website).toBe('https://priya.dev');
    expect(findLinks('rahul.mehta@gmail.com | rahul.mehta.dev@x.io').website).toBeUndefined();
  });

  it('reads handles written without the domain', () => {
    expect(findLinks('LinkedIn: ashaverma  GitHub: asha-v').profiles.map((p) => p.url)).toEqual([
      'https://www.linkedin.com/in/ashaverma',
      'https://github.com/asha-v',
    ]);
  });
});

describe('locations', () => {
  it.each([
    ['Austin, TX', { city: 'Austin', region: 'TX' }],
    ['Austin, TX 78701', { city: 'Austin', region: 'TX' }],
    ['Bengaluru, Karnataka, India', { city: 'Bengaluru', region: 'Karnataka', countryCode: 'IN' }],
    ['London, UK', { city: 'London', countryCode: 'GB' }],
    ['Nairobi, Kenya', { city: 'Nairobi', countryCode: 'KE' }],
    ['Pune', { city: 'Pune' }],
    ['Columbus, Ohio', { city: 'Columbus', region: 'Ohio' }],
    ['Gurugram, Haryana', { city: 'Gurugram', region: 'Haryana', countryCode: 'IN' }],
  ])('reads %s', (text, expected) => {
    expect(readLocation(text)).toMatchObject(expected);
  });

  it('rejects employers, titles and sentences', () => {
    expect(readLocation('Kestrel Commerce Pvt Ltd, India')).toBeUndefined();
    expect(readLocation('Software Engineer, Austin, TX')).toBeUndefined();
    expect(readLocation('Built things, shipped them')).toBeUndefined();
  });

  it('finds a location inside a header line', () => {
    expect(findLocation('priya@example.in | Bengaluru, Karnataka, India | +91 98450 12345')?.text).toBe(
      'Bengaluru, Karnataka, India',
    );
    expect(findLocation('123 Main St, Springfield, IL 62701')?.text).toBe('Springfield, IL 62701');
  });
});

describe('identity and contact', () => {
  it('takes the name from the strongest line and the title under it', () => {
    const identity = findIdentity([
      { text: 'Priya Raghavan', bold: true, relativeSize: 1.8 },
      { text: 'Senior Software Engineer' },
      { text: 'Bengaluru, Karnataka, India | +91 98450 12345' },
    ]);
    expect(identity).toEqual({ name: 'Priya Raghavan', nameLine: 0, label: 'Senior Software Engineer' });
  });

  it('keeps two titles of one headline together', () => {
    expect(
      findIdentity([{ text: 'Byung Park' }, { text: 'DevOps Engineer · Software Architect' }]).label,
    ).toBe('DevOps Engineer · Software Architect');
  });

  it('finds a headline under the name when a contact column is read between them', () => {
    const lines = [
      { text: 'Bruce Wayne\t(123) 456-7890' },
      { text: 'bwayne@example.com' },
      { text: 'bwayne' },
      { text: 'MERN Stack Developer\tbwayne' },
    ];
    expect(findIdentity(lines)).toMatchObject({ name: 'Bruce Wayne', label: 'MERN Stack Developer' });
    // Further down than a contact column reaches, a title is not the headline.
    expect(findIdentity([lines[0]!, ...Array(4).fill({ text: 'x@y.io' }), lines[3]!]).label).toBeUndefined();
  });

  it('splits a name and title written on one line', () => {
    expect(findIdentity([{ text: 'JOHN DOE | Data Scientist' }])).toMatchObject({
      name: 'JOHN DOE',
      label: 'Data Scientist',
    });
  });

  it('does not take a heading or a contact line as the name', () => {
    expect(
      findIdentity([{ text: 'RESUME' }, { text: 'jane@example.com' }, { text: 'Jane Q. Public' }]).name,
    ).toBe('Jane Q. Public');
  });

  it('reads all contact fields of a header', () => {
    const basics = readContact(
      [
        { text: 'Meera Kulkarni' },
        { text: 'Pune, Maharashtra, India | +91-98220-44556 | meera.k@example.org' },
        { text: 'linkedin.com/in/meerak' },
      ],
      '',
    );
    expect(basics).toMatchObject({
      name: 'Meera Kulkarni',
      email: 'meera.k@example.org',
      phone: '+91-98220-44556',
      location: { text: 'Pune, Maharashtra, India', countryCode: 'IN' },
      profiles: [{ network: 'LinkedIn', username: 'meerak' }],
    });
  });
});

describe('links come only from visible text or real link annotations', () => {
  it('does not read an icon name as a handle', () => {
    expect(findLinks('HOUSE-CHIMNEY www.example.dev | GITHUB-SQUARE mhandle').profiles).toEqual([]);
    expect(findLinks('GitHub: mhandle').profiles[0]?.url).toBe('https://github.com/mhandle');
  });

  it('takes an annotation only when the page shows its handle or host', () => {
    const links = linksFromAnnotations(
      ['https://www.linkedin.com/in/mhandle', 'https://github.com/hidden', 'https://mhandle.dev/'],
      'Mira Hande\nmhandle | mhandle.dev',
    );
    expect(links.profiles.map((p) => p.url)).toEqual(['https://www.linkedin.com/in/mhandle']);
    expect(links.website).toBe('https://mhandle.dev/');
  });
});

describe('readContact: the place among contact items', () => {
  it.each([
    ['rosa@example.org 212-555-0199 NYC, NY linkedin.com/in/rosa-m', 'NYC, NY'],
    ['rosa@example.org , +1 (415) 555-0142 , San Francisco, CA , github.com/rosam', 'San Francisco, CA'],
  ])('%s', (line, place) => {
    expect(readContact([{ text: 'Rosa Marquez' }, { text: line }], line).location?.text).toBe(place);
  });
});
