import { describe, expect, it } from 'vitest';
import { fromJsonResume, JsonResumeError, toJsonResume } from './json-resume.ts';
import { resumeDocumentSchema } from './resume-document.ts';

const sample = {
  basics: {
    name: 'Asha Verma',
    label: 'Product Designer',
    email: 'asha@example.com',
    phone: '+91 99000 11223',
    url: 'https://asha.design',
    summary: 'Designer of calm, accessible interfaces.',
    location: { city: 'Hyderabad', region: 'Telangana', countryCode: 'IN' },
    profiles: [{ network: 'LinkedIn', username: 'ashaverma', url: 'https://www.linkedin.com/in/ashaverma' }],
  },
  work: [
    {
      name: 'Monsoon Labs',
      position: 'Senior Designer',
      startDate: '2021-04',
      highlights: ['Redesigned onboarding', 'Ran 30 usability sessions'],
    },
    {
      name: 'Teal Studio',
      position: 'Designer',
      startDate: '2018-07',
      endDate: '2021-03',
      summary: 'Agency work.',
    },
  ],
  education: [
    {
      institution: 'NID Ahmedabad',
      area: 'Interaction Design',
      studyType: 'M.Des',
      endDate: '2018',
      score: '8.6/10',
    },
  ],
  skills: [{ name: 'Design', keywords: ['Figma', 'Prototyping'] }],
  certificates: [{ name: 'Accessibility Specialist', issuer: 'IAAP', date: '2022-09-01' }],
  languages: [{ language: 'Telugu', fluency: 'Native' }],
  interests: [{ name: 'Pottery' }],
  unknownExtra: { kept: 'ignored' },
};

function captureError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('fromJsonResume', () => {
  it('imports a JSON Resume document with ids and readable dates', () => {
    const doc = fromJsonResume(sample);
    expect(resumeDocumentSchema.parse(doc)).toEqual(doc);
    expect(doc.basics.name).toBe('Asha Verma');
    expect(doc.basics.location).toEqual({
      text: 'Hyderabad, Telangana, IN',
      city: 'Hyderabad',
      region: 'Telangana',
      countryCode: 'IN',
    });
    expect(doc.summary).toEqual({ id: 'S', text: 'Designer of calm, accessible interfaces.' });
    expect(doc.work.map((w) => w.id)).toEqual(['W1', 'W2']);
    expect(doc.work[0]?.highlights.map((h) => h.id)).toEqual(['W1.B1', 'W1.B2']);
    expect(doc.work[0]?.start).toEqual({ text: 'Apr 2021', iso: '2021-04' });
    expect(doc.work[0]?.current).toBe(true);
    expect(doc.work[1]?.current).toBe(false);
    // JSON Resume's `summary` is the role's description, not its first bullet.
    expect(doc.work[1]?.summary).toBe('Agency work.');
    expect(doc.work[1]?.highlights).toEqual([]);
    expect(doc.work[0]?.summary).toBeUndefined();
    expect(doc.education[0]).toMatchObject({
      id: 'E1',
      studyType: 'M.Des',
      score: { kind: 'cgpa', text: '8.6/10' },
    });
    expect(doc.skills[0]).toMatchObject({ id: 'K1', name: 'Design', keywords: ['Figma', 'Prototyping'] });
    expect(doc.certificates[0]).toMatchObject({
      id: 'C1',
      detail: 'IAAP',
      date: { text: 'Sep 2022', iso: '2022-09' },
    });
    expect(doc.languages[0]).toMatchObject({ id: 'L1', name: 'Telugu', detail: 'Native' });
    expect(doc.custom[0]).toMatchObject({ id: 'X1', title: 'Interests' });
    expect(doc.sectionOrder).toEqual([
      'summary',
      'work',
      'education',
      'skills',
      'certificates',
      'languages',
      'custom',
    ]);
  });

  it('accepts an empty object as an empty resume', () => {
    const doc = fromJsonResume({});
    expect(doc.basics.name).toBe('');
    expect(doc.work).toEqual([]);
  });

  it('rejects wrong types with the path of each problem', () => {
    expect(() => fromJsonResume({ work: 'lots' })).toThrow(JsonResumeError);
    const error = captureError(() => fromJsonResume({ basics: { name: 42 }, skills: [{ keywords: 'a,b' }] }));
    expect(error).toBeInstanceOf(JsonResumeError);
    const issues = (error as JsonResumeError).issues.join('\n');
    expect(issues).toMatch(/basics\.name/);
    expect(issues).toMatch(/skills\.0\.keywords/);
    expect(() => fromJsonResume(null)).toThrow(JsonResumeError);
    expect(() => fromJsonResume([1, 2])).toThrow(JsonResumeError);
  });
});

describe('toJsonResume', () => {
  it('round-trips the facts it can express', () => {
    const doc = fromJsonResume(sample);
    const exported = toJsonResume(doc);
    expect(exported.basics?.name).toBe('Asha Verma');
    expect(exported.work?.[0]).toMatchObject({
      name: 'Monsoon Labs',
      position: 'Senior Designer',
      startDate: '2021-04',
    });
    expect(exported.work?.[0]?.endDate).toBeUndefined();
    expect(exported.work?.[1]).toMatchObject({
      startDate: '2018-07',
      endDate: '2021-03',
      summary: 'Agency work.',
      highlights: [],
    });
    const again = fromJsonResume(exported);
    expect(again.work).toEqual(doc.work);
    expect(again.education).toEqual(doc.education);
    expect(again.skills).toEqual(doc.skills);
    expect(again.basics.profiles).toEqual(doc.basics.profiles);
  });

  it('writes the description as summary and a sub-bullet as a highlight after its bullet', () => {
    const doc = fromJsonResume(sample);
    const first = doc.work[0];
    if (!first) throw new Error('sample has a first job');
    first.summary = 'Led design for the payments app.';
    first.highlights.splice(1, 0, { id: 'W1.B3', text: 'Ran the research plan', level: 1 });
    const exported = toJsonResume(doc).work?.[0];
    expect(exported?.summary).toBe('Led design for the payments app.');
    expect(exported?.highlights).toEqual([
      'Redesigned onboarding',
      'Ran the research plan',
      'Ran 30 usability sessions',
    ]);
  });

  it('writes a street address as the location address, beside the city or before the place as written', () => {
    const doc = fromJsonResume({ basics: { name: 'A' } });
    doc.basics.location = { text: 'Gotham, USA', address: '123 Gotham St', city: 'Gotham' };
    expect(toJsonResume(doc).basics?.location).toMatchObject({ address: '123 Gotham St', city: 'Gotham' });
    doc.basics.location = { text: 'Gotham, USA', address: '123 Gotham St' };
    expect(toJsonResume(doc).basics?.location).toEqual({ address: '123 Gotham St, Gotham, USA' });
  });

  it('leaves out dates it could not read instead of writing free text into a date field', () => {
    const doc = fromJsonResume({ work: [{ name: 'A', position: 'B', startDate: 'sometime' }] });
    expect(doc.work[0]?.start).toEqual({ text: 'sometime' });
    expect(toJsonResume(doc).work?.[0]?.startDate).toBeUndefined();
  });
});

describe('fromJsonResume: older and variant keys keep every entry', () => {
  const legacy = {
    basics: {
      name: 'Tomasz Wiśniewski',
      website: 'https://tomasz.example.dev',
      links: [{ label: '@tomaszw', url: 'https://twitter.com/tomaszw' }],
    },
    work: [
      { company: 'Birchwood Robotics', position: 'Firmware Engineer', startDate: '2019-02' },
      { employer: 'Kestrel Air', position: 'Test Engineer', website: 'https://kestrel.example' },
      { name: 'Larkspur Labs', position: 'Intern' },
    ],
    volunteer: [{ name: 'Code Club', position: 'Mentor' }],
    education: [
      { institution: 'Gdańsk University of Technology', gpa: '4.6', degree: 'MSc' },
      {
        institution: 'Sopot College',
        programs: [{ type: 'Degree', designation: 'BSc', name: 'Marine Engineering', gpa: '4.1' }],
      },
    ],
    awards: [{ name: 'Robotics Cup finalist', awarder: 'IEEE' }],
    publications: [{ name: 'Safe motor control', website: 'https://papers.example/motor' }],
    languages: [{ language: 'Polish', level: 'Native' }],
    interests: [{ name: 'Sailing', summary: 'Skipper on weekend regattas.' }],
    references: [{ name: 'Ewa Nowak', reference: 'Tomasz ships careful firmware.' }],
  };

  it('reads company/employer/name, website/url, gpa/programs, level, and keeps references', () => {
    const doc = fromJsonResume(legacy);
    expect(doc.work.map((w) => w.company)).toEqual(['Birchwood Robotics', 'Kestrel Air', 'Larkspur Labs']);
    expect(doc.volunteer[0]?.organization).toBe('Code Club');
    expect(doc.basics.url).toBe('https://tomasz.example.dev');
    expect(doc.basics.profiles).toEqual([
      expect.objectContaining({
        network: 'Twitter',
        username: 'tomaszw',
        url: 'https://twitter.com/tomaszw',
      }),
    ]);
    expect(doc.education.map((e) => [e.studyType, e.area, e.score?.text])).toEqual([
      ['MSc', undefined, '4.6'],
      ['BSc', 'Marine Engineering', '4.1'],
    ]);
    expect(doc.awards[0]?.name).toBe('Robotics Cup finalist');
    expect(doc.publications[0]?.url).toBe('https://papers.example/motor');
    expect(doc.languages[0]?.detail).toBe('Native');
    expect(doc.custom.map((c) => c.title)).toEqual(['Interests', 'References']);
    expect(doc.custom[0]?.items[0]?.text).toContain('Skipper on weekend regattas.');
    expect(doc.custom[1]?.items[0]?.text).toBe('Ewa Nowak: Tomasz ships careful firmware.');
  });
});
