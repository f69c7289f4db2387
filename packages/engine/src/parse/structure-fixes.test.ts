import { describe, expect, it } from 'vitest';
import { verifyDocument } from '../improve/verify.ts';
import { emptyResumeDocument, type ResumeDocument } from '../model/resume-document.ts';
import { documentWords, wordsOf } from './structure/conservation.ts';
import { correctEntryHeader, moveBullet, rereadSection, StructureFixError } from './structure-fixes.ts';

/** A document whose jobs the parser left under a heading it did not know, and a stray line in "Other". */
function misread(): ResumeDocument {
  const doc = emptyResumeDocument();
  doc.basics.name = 'Rosa Quintero';
  doc.work = [
    {
      id: 'W1',
      company: 'Harbour Freight Lines',
      position: 'Logistics Analyst',
      start: { text: '2021', iso: '2021' },
      end: { text: 'Present' },
      current: true,
      highlights: [
        { id: 'W1.B1', text: 'Cut late deliveries by 12% with a new routing sheet.' },
        { id: 'W1.B2', text: 'Taught evening classes in spreadsheet modelling.' },
      ],
    },
  ];
  doc.custom = [
    {
      id: 'X1',
      title: 'Where I Worked',
      items: [
        { id: 'X1.B1', text: 'Dispatch Coordinator, Lantern Parcel Co, 2018 – 2021' },
        { id: 'X1.B2', text: 'Planned 40 daily routes across three depots.' },
        { id: 'X1.B3', text: 'Warehouse Associate, Birchwood Supply, 2016 – 2018' },
        { id: 'X1.B4', text: 'Kept stock counts within 1% of the ledger.' },
      ],
    },
    {
      id: 'X2',
      title: 'Other',
      items: [
        { id: 'X2.B1', text: 'Excel; SQL; Tableau' },
        {
          id: 'X2.B2',
          text: 'I have always believed that the best plans are the ones people can follow on a rainy Monday morning.',
        },
      ],
    },
  ];
  doc.sectionOrder = ['work', 'custom'];
  return doc;
}

const wordsOfDocument = (doc: ResumeDocument) => documentWords(doc);

describe('rereadSection', () => {
  it('reads an unrecognised section as work entries after the existing ones, with fresh ids', () => {
    const { document, added, kept } = rereadSection(misread(), 'X1', 'work');
    expect(added).toEqual(['W2', 'W3']);
    expect(kept).toEqual([]);
    expect(document.work.map((entry) => [entry.id, entry.position, entry.company])).toEqual([
      ['W1', 'Logistics Analyst', 'Harbour Freight Lines'],
      ['W2', 'Dispatch Coordinator', 'Lantern Parcel Co'],
      ['W3', 'Warehouse Associate', 'Birchwood Supply'],
    ]);
    expect(document.work[1]?.start?.text).toBe('2018');
    expect(document.work[1]?.end?.text).toBe('2021');
    expect(document.work[1]?.highlights).toEqual([
      { id: 'W2.B1', text: 'Planned 40 daily routes across three depots.', source: { start: 0, end: 0 } },
    ]);
    // The section went; the other custom section keeps its id.
    expect(document.custom.map((section) => section.id)).toEqual(['X2']);
    expect(document.sectionOrder).toEqual(['work', 'custom']);
  });

  it('keeps every line it cannot place in the section (conservation) and places the rest', () => {
    const before = misread();
    const { document, added, kept } = rereadSection(before, 'X2', 'skills');
    expect(added).toEqual(['K1']);
    expect(document.skills[0]?.keywords).toEqual(['Excel', 'SQL', 'Tableau']);
    expect(kept).toHaveLength(1);
    expect(document.custom.find((section) => section.id === 'X2')?.items.map((item) => item.id)).toEqual([
      'X2.B2',
    ]);
    // Every word of the section is still in the document, and skills show where the custom sections were.
    const have = wordsOfDocument(document);
    for (const item of before.custom[1]?.items ?? []) {
      for (const word of wordsOf(item.text)) expect(have.has(word)).toBe(true);
    }
    expect(document.sectionOrder).toEqual(['work', 'skills', 'custom']);
  });

  it('drops "custom" from the order once the last custom section is read', () => {
    const doc = misread();
    doc.custom = doc.custom.slice(0, 1);
    const { document } = rereadSection(doc, 'X1', 'work');
    expect(document.custom).toEqual([]);
    expect(document.sectionOrder).toEqual(['work']);
  });

  it('reads education and certificates with their own parsers', () => {
    const doc = misread();
    doc.custom = [
      {
        id: 'X1',
        title: 'Studies',
        items: [{ id: 'X1.B1', text: 'BSc Logistics, Northgate University, 2012 – 2016' }],
      },
      {
        id: 'X2',
        title: 'Badges',
        items: [{ id: 'X2.B1', text: 'Certified Supply Chain Professional — APICS (2019)' }],
      },
    ];
    const education = rereadSection(doc, 'X1', 'education').document;
    expect(education.education[0]?.institution).toBe('Northgate University');
    expect(education.education[0]?.end?.text).toBe('2016');
    const certificates = rereadSection(education, 'X2', 'certificates').document;
    expect(certificates.certificates[0]).toMatchObject({
      id: 'C1',
      name: 'Certified Supply Chain Professional',
      detail: 'APICS',
    });
    expect(certificates.custom).toEqual([]);
    expect(certificates.sectionOrder).toEqual(['work', 'education', 'certificates']);
  });

  it('refuses a section that does not exist, and one with nothing of that kind', () => {
    expect(() => rereadSection(misread(), 'X9', 'work')).toThrow(StructureFixError);
    const doc = misread();
    doc.custom[1]!.items = [{ id: 'X2.B1', text: '...' }];
    expect(() => rereadSection(doc, 'X2', 'skills')).toThrow(/No line/);
  });

  it('does not change the document it was given', () => {
    const doc = misread();
    const copy = structuredClone(doc);
    rereadSection(doc, 'X1', 'work');
    expect(doc).toEqual(copy);
  });
});

describe('correctEntryHeader', () => {
  it('sets the fields given, keeps the others and reads the dates', () => {
    const doc = correctEntryHeader(misread(), 'W1', {
      organisation: 'Harbour Freight Lines Ltd',
      location: 'Leeds',
      end: '2024',
    });
    const entry = doc.work[0]!;
    expect(entry).toMatchObject({
      company: 'Harbour Freight Lines Ltd',
      position: 'Logistics Analyst',
      location: 'Leeds',
      start: { text: '2021', iso: '2021' },
      end: { text: '2024', iso: '2024' },
      current: false,
    });
  });

  it('reads a present word as a current entry', () => {
    const doc = misread();
    doc.work[0]!.current = false;
    doc.work[0]!.end = { text: '2022', iso: '2022' };
    const entry = correctEntryHeader(doc, 'W1', { start: 'March 2021', end: 'Present' }).work[0]!;
    expect(entry.current).toBe(true);
    expect(entry.start).toEqual({ text: 'March 2021', iso: '2021-03' });
  });

  it('corrects an education entry: the degree as one field', () => {
    const doc = misread();
    doc.education = [
      {
        id: 'E1',
        institution: 'Logistics',
        studyType: 'BSc',
        area: 'Northgate',
        courses: [],
        highlights: [],
      },
    ];
    const entry = correctEntryHeader(doc, 'E1', {
      title: 'BSc Logistics',
      organisation: 'Northgate University',
    }).education[0]!;
    expect(entry).toMatchObject({ institution: 'Northgate University', studyType: 'BSc Logistics' });
    expect(entry.area).toBeUndefined();
  });

  it('refuses an unknown entry', () => {
    expect(() => correctEntryHeader(misread(), 'W7', { title: 'x' })).toThrow(StructureFixError);
  });
});

describe('moveBullet', () => {
  it('moves a bullet to the end of another entry under a fresh id', () => {
    const doc = rereadSection(misread(), 'X1', 'work').document;
    const { document, id } = moveBullet(doc, 'W1.B2', 'W2', ['W2.B2']);
    expect(id).toBe('W2.B3');
    expect(document.work[0]?.highlights.map((line) => line.id)).toEqual(['W1.B1']);
    expect(document.work[1]?.highlights.map((line) => [line.id, line.text])).toEqual([
      ['W2.B1', 'Planned 40 daily routes across three depots.'],
      ['W2.B3', 'Taught evening classes in spreadsheet modelling.'],
    ]);
  });

  it('moves a bullet with the sub-bullets under it, and a moved sub-bullet becomes a bullet', () => {
    const doc = rereadSection(misread(), 'X1', 'work').document;
    doc.work[0]!.highlights = [
      { id: 'W1.B1', text: 'Cut late deliveries by 12% with a new routing sheet.' },
      { id: 'W1.B2', text: 'Rolled the sheet out to two depots:', level: 1 },
      { id: 'W1.B3', text: 'trained six dispatchers', level: 2 },
      { id: 'W1.B4', text: 'Taught evening classes in spreadsheet modelling.' },
    ];
    const whole = moveBullet(doc, 'W1.B1', 'W2');
    expect(whole.moved.map((line) => line.from)).toEqual(['W1.B1', 'W1.B2', 'W1.B3']);
    expect(whole.document.work[0]?.highlights.map((line) => line.id)).toEqual(['W1.B4']);
    expect(whole.document.work[1]?.highlights.slice(1).map((line) => [line.id, line.level])).toEqual([
      ['W2.B2', undefined],
      ['W2.B3', 1],
      ['W2.B4', 2],
    ]);
    const sub = moveBullet(doc, 'W1.B2', 'W2');
    expect(sub.document.work[0]?.highlights.map((line) => line.id)).toEqual(['W1.B1', 'W1.B4']);
    expect(sub.document.work[1]?.highlights.slice(1).map((line) => line.level)).toEqual([undefined, 1]);
  });

  it('refuses an unknown bullet or entry and a move to its own entry', () => {
    expect(() => moveBullet(misread(), 'W1.B9', 'W1')).toThrow(StructureFixError);
    expect(() => moveBullet(misread(), 'W1.B1', 'W5')).toThrow(StructureFixError);
    expect(() => moveBullet(misread(), 'W1.B1', 'W1')).toThrow(/already/);
  });
});

describe('verifyDocument with the person’s structure fixes', () => {
  it('accepts a corrected employer, title and dates only when the person typed them', () => {
    const source = misread();
    const fixed = correctEntryHeader(source, 'W1', {
      title: 'Senior Logistics Analyst',
      organisation: 'Harbour Freight',
      start: '2020',
    });
    const flagged = verifyDocument(source, fixed).map((found) => found.kind);
    expect(flagged).toEqual(expect.arrayContaining(['employer', 'title', 'date']));
    const personFacts = { W1: ['Senior Logistics Analyst', 'Harbour Freight', '2020', 'Present'] };
    expect(verifyDocument(source, fixed, { personFacts })).toEqual([]);
  });

  it('accepts entries re-read from the person’s own lines when those lines are their facts', () => {
    const source = misread();
    const { document, added } = rereadSection(source, 'X1', 'work');
    expect(verifyDocument(source, document).map((found) => found.kind)).toContain('employer');
    const lines = source.custom[0]!.items.map((item) => item.text);
    const personFacts = Object.fromEntries(added.map((id) => [id, lines]));
    expect(verifyDocument(source, document, { personFacts })).toEqual([]);
  });
});
