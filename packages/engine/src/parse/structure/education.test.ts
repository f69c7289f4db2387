import { describe, expect, it } from 'vitest';
import { structLinesFromText as structLines } from '../../fixtures/struct-lines.ts';
import { readScore } from './degrees.ts';
import { readDegree, readEducation } from './education.ts';

describe('readScore', () => {
  it.each([
    ['CGPA 8.9/10', { kind: 'cgpa', text: 'CGPA 8.9/10' }],
    ['CGPA: 8.9', { kind: 'cgpa', text: 'CGPA: 8.9' }],
    ['GPA: 3.8/4.0', { kind: 'gpa', text: 'GPA: 3.8/4.0' }],
    ['Percentage: 87%', { kind: 'percentage', text: 'Percentage: 87%' }],
    ['scored 92.4%', { kind: 'percentage', text: '92.4%' }],
    ['8.4/10', { kind: 'cgpa', text: '8.4/10' }],
    // The qualifier stays with its label, and the label the person wrote decides the kind.
    ['Overall GPA: 9.5/10', { kind: 'gpa', text: 'Overall GPA: 9.5/10' }],
    ['Cumulative GPA 3.6/4', { kind: 'gpa', text: 'Cumulative GPA 3.6/4' }],
    ['Cum. GPA: 3.83 / 4.0', { kind: 'gpa', text: 'Cum. GPA: 3.83 / 4.0' }],
    ['3.7 GPA', { kind: 'gpa', text: '3.7 GPA' }],
    ['8.2 CGPA', { kind: 'cgpa', text: '8.2 CGPA' }],
  ])('%s', (text, expected) => {
    expect(readScore(text)).toEqual(expected);
  });
});

describe('readDegree', () => {
  it.each([
    ['B.Tech in Computer Science', 'B.Tech', 'Computer Science'],
    ['Bachelor of Science in Computer Science', 'Bachelor of Science', 'Computer Science'],
    ['Bachelor of Business Administration', 'Bachelor of Business Administration', undefined],
    ['M.Sc Statistics', 'M.Sc', 'Statistics'],
    ['MBA, Finance', 'MBA', 'Finance'],
    ['12th (HSC), CBSE', '12th (HSC, CBSE)', undefined],
    ['Ph.D. in Physics', 'Ph.D.', 'Physics'],
    // Small capitals set the whole line in capitals: 'IN' still ends the degree's type.
    ['MENG IN COMPUTER SCIENCE', 'MENG', 'COMPUTER SCIENCE'],
    // A field that begins with a connector's letters keeps them.
    ['Bachelor of Arts, Design', 'Bachelor of Arts', 'Design'],
    ['Licenciatura en Informática', 'Licenciatura', 'Informática'],
    // An associate degree's name stops before its field, as a bachelor's does.
    ['Associate of Arts in Business Administration', 'Associate of Arts', 'Business Administration'],
    ['Associate Degree in Nursing', 'Associate Degree', 'Nursing'],
    ['Certificate: Data Analytics', 'Certificate', 'Data Analytics'],
  ])('%s', (text, studyType, area) => {
    expect(readDegree(text)).toEqual({ studyType, area });
  });
});

describe('readEducation', () => {
  it('keeps the word that says a graduation date is expected, and leaves a plain date plain', () => {
    const [expected] = readEducation(
      structLines(
        'University of La Verne, La Verne, CA\tExpected Graduation: June 2016\nBachelor of Arts, Business',
      ),
    );
    expect(expected?.institution).toBe('University of La Verne');
    expect(expected?.end).toEqual({ text: 'Expected June 2016', iso: '2016-06' });
    const [held] = readEducation(structLines('University of La Verne\tMay 2016\nBachelor of Arts, Business'));
    expect(held?.end).toEqual({ text: 'May 2016', iso: '2016-05' });
  });

  it('reads Indian entries with CGPA, percentage and school boards', () => {
    const education = readEducation(
      structLines(
        [
          'B.Tech in Computer Science, National Institute of Technology Karnataka\t2014 – 2018',
          'CGPA 8.9/10',
          '12th (HSC), CBSE, Kendriya Vidyalaya Hebbal\t2014',
          'Percentage: 92.4%',
        ].join('\n'),
      ),
    );
    expect(education).toHaveLength(2);
    expect(education[0]).toMatchObject({
      institution: 'National Institute of Technology Karnataka',
      studyType: 'B.Tech',
      area: 'Computer Science',
      start: { iso: '2014' },
      end: { iso: '2018' },
      score: { kind: 'cgpa', text: 'CGPA 8.9/10' },
    });
    expect(education[1]).toMatchObject({
      institution: 'Kendriya Vidyalaya Hebbal',
      studyType: '12th (HSC, CBSE)',
      end: { iso: '2014' },
      score: { kind: 'percentage', text: 'Percentage: 92.4%' },
    });
  });

  it('reads a school-leaving line with two names for the level and a state board', () => {
    const [entry] = readEducation(structLines('10th, SSC, Maharashtra State Board, 2013, 85%'));
    expect(entry).toMatchObject({
      studyType: '10th (Maharashtra State Board)',
      end: { iso: '2013' },
      highlights: [],
    });
    expect(entry?.score).toEqual({ kind: 'percentage', text: '85%' });
  });

  it('reads institution and degree on separate lines, with location and coursework', () => {
    const [entry] = readEducation(
      structLines(
        [
          'University of California, Santa Cruz',
          'Bachelor of Arts in Mathematics',
          'Expected June 2015',
          'Relevant Coursework: Algebra, Statistics',
        ].join('\n'),
      ),
    );
    expect(entry).toMatchObject({
      institution: 'University of California, Santa Cruz',
      studyType: 'Bachelor of Arts',
      area: 'Mathematics',
      end: { iso: '2015-06' },
      courses: ['Algebra', 'Statistics'],
    });
  });
});

describe('readEducation: schools without a school word, and bare degrees with their field', () => {
  it.each([
    [
      '2010 – 2014 PhD in Chemistry, Caltech, Pasadena, CA',
      { institution: 'Caltech', studyType: 'PhD', area: 'Chemistry', location: 'Pasadena, CA' },
    ],
    [
      'B.S. Mechanical Engineering | NYU | 2018',
      { institution: 'NYU', studyType: 'B.S.', area: 'Mechanical Engineering' },
    ],
    [
      'UCLA\n2019\nBachelor of Arts, Economics',
      { institution: 'UCLA', studyType: 'Bachelor of Arts', area: 'Economics' },
    ],
  ])('%s', (text, expected) => {
    const [entry] = readEducation(structLines(text));
    expect(entry).toMatchObject(expected);
  });
});

describe('readEducation: a score after its value and a note after the degree', () => {
  it('reads "3.7 GPA" and keeps "(Incomplete)" with the degree', () => {
    const [first, second] = readEducation(
      structLines(
        'Harbor University\nBachelor of Arts in History - 3.7 GPA\nLakeview College\nBachelor of Commerce (Incomplete)',
      ),
    );
    expect(first?.score?.text).toBe('3.7 GPA');
    expect(second?.studyType).toBe('Bachelor of Commerce (Incomplete)');
  });
});

describe('readEducation: entry boundaries', () => {
  it('keeps a college of a university with it, and opens a new entry at a school in the same capitals', () => {
    const entries = readEducation(
      structLines(
        'NORTHGATE UNIVERSITY\nBS IN PHYSICS\nMay 2014 | Leeds, UK\nCollege of Engineering\nGPA: 3.7 / 4.0\nST ALBAN GRAMMAR\nGrad. May 2010 | York, UK',
      ),
    );
    expect(entries.map((e) => e.institution)).toEqual(['NORTHGATE UNIVERSITY', 'ST ALBAN GRAMMAR']);
    expect(entries[0]?.score?.text).toBe('GPA: 3.7 / 4.0');
    expect(entries[1]?.end?.iso).toBe('2010-05');
  });
});

describe('readEducation: a school name that wraps, and a school line of its own beside its town', () => {
  it('joins the wrapped end of the name, not the place after it nor the score line', () => {
    const [entry] = readEducation(
      structLines(
        '2016 – 2020 B.Tech, Ocean Engineering, Coromandel Institute of Technology\nMadras, Chennai, India\nOverall GPA: 8.7/10',
      ),
    );
    expect(entry).toMatchObject({
      institution: 'Coromandel Institute of Technology Madras',
      studyType: 'B.Tech',
      area: 'Ocean Engineering',
      location: 'Chennai, India',
      score: { kind: 'gpa', text: 'Overall GPA: 8.7/10' },
    });
  });

  it('joins a lone name under the school, but not a note about the studies', () => {
    const [wrapped] = readEducation(
      structLines('M.Sc. Geology, Vindhya Institute of Technology\t2019 – 2021\nKharagpur'),
    );
    expect(wrapped?.institution).toBe('Vindhya Institute of Technology Kharagpur');
    for (const note of ['Summa Cum Laude', 'Dean’s List', 'With Honors']) {
      const [entry] = readEducation(structLines(`B.A. History, Kestrel University\t2012 – 2016\n${note}`));
      expect(entry?.institution).toBe('Kestrel University');
    }
  });

  it('keeps a place under the school as its place', () => {
    const [entry] = readEducation(structLines('Kestrel University\nBoston, MA\nB.A. History\t2012 – 2016'));
    expect(entry).toMatchObject({ institution: 'Kestrel University', location: 'Boston, MA' });
  });

  it('reads "School⇥Town" over "Degree⇥dates", with a degree no word list knows', () => {
    const entries = readEducation(
      structLines(
        'Ashgrove Polytechnic\tDenton\nApprenticeship in Welding\t2015 – 2016\nNight classes\nBrackenridge Academy\tLowell\nMaster of Arts, Social History\t2012 – 2014',
      ),
    );
    expect(entries.map((e) => [e.institution, e.location, e.studyType, e.area, e.end?.iso])).toEqual([
      ['Ashgrove Polytechnic', 'Denton', 'Apprenticeship in Welding', undefined, '2016'],
      ['Brackenridge Academy', 'Lowell', 'Master of Arts', 'Social History', '2014'],
    ]);
  });
});
