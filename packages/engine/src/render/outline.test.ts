import { describe, expect, it } from 'vitest';
import { emptyResumeDocument } from '../model/resume-document.ts';
import { formatDateRange, outlineResume, outlineText, resolveSectionOrder } from './outline.ts';
import { sampleResume } from './sample-documents.ts';
import { getTemplate } from './templates/catalog.ts';

describe('formatDateRange', () => {
  it('writes ranges, open ranges and single dates', () => {
    expect(formatDateRange({ text: 'Jan 2020' }, { text: 'Mar 2022' })).toBe('Jan 2020 – Mar 2022');
    expect(formatDateRange({ text: 'Jan 2020' }, undefined, true)).toBe('Jan 2020 – Present');
    expect(formatDateRange({ text: '2019' }, { text: '2019' })).toBe('2019');
    expect(formatDateRange(undefined, { text: 'Summer 2021' })).toBe('Summer 2021');
    expect(formatDateRange()).toBeUndefined();
  });
});

describe('outlineResume', () => {
  it('follows the document order and leaves out empty sections', () => {
    const doc = { ...sampleResume(), sectionOrder: ['skills', 'awards', 'work'] as const };
    const outline = outlineResume({ ...doc, sectionOrder: [...doc.sectionOrder] }, [
      'skills',
      'awards',
      'work',
    ]);
    expect(outline.sections.map((section) => section.title)).toEqual(['Skills', 'Work Experience']);
  });

  it('puts position, dates and company of every job in reading order', () => {
    const doc = sampleResume();
    const lines = outlineText(outlineResume(doc, doc.sectionOrder));
    const first = lines.indexOf('Senior Software Engineer  Jan 2021 – Present');
    expect(first).toBeGreaterThan(0);
    expect(lines[first + 1]).toBe('Flipkart | Bengaluru');
    expect(lines).toContain('CGPA: 8.9/10');
    expect(lines).toContain('Languages: Java, TypeScript, Python, SQL');
    expect(lines[2]).toContain('+91 98765 43210');
  });

  it('writes a score label once, even when the score text carries it', () => {
    const doc = sampleResume();
    const labelled = {
      ...doc,
      education: doc.education.map((entry) => ({
        ...entry,
        score: { kind: 'cgpa' as const, text: 'CGPA: 8.9/10' },
      })),
    };
    expect(outlineText(outlineResume(labelled, labelled.sectionOrder))).toContain('CGPA: 8.9/10');
    // A label after a qualifier ('Overall GPA') or of another kind than the scale suggests is still a label.
    const qualified = {
      ...doc,
      education: doc.education.map((entry) => ({
        ...entry,
        score: { kind: 'cgpa' as const, text: 'Overall GPA: 9.5/10' },
      })),
    };
    const text = outlineText(outlineResume(qualified, qualified.sectionOrder)).join('\n');
    expect(text).toContain('Overall GPA: 9.5/10');
    expect(text).not.toMatch(/CGPA: Overall/);
  });

  it('can use the template order for the sections the document shows', () => {
    const doc = sampleResume();
    expect(resolveSectionOrder(doc, getTemplate('academic'), 'template').slice(0, 3)).toEqual([
      'summary',
      'education',
      'work',
    ]);
    expect(resolveSectionOrder(doc, getTemplate('academic'))).toEqual(doc.sectionOrder);
  });

  it('writes a street address before the place in the contact line', () => {
    const doc = sampleResume();
    doc.basics.location = { text: 'Austin, TX', address: '12 Main St' };
    expect(outlineResume(doc, doc.sectionOrder).header.contacts).toContain('12 Main St, Austin, TX');
  });

  it('renders an empty document as a bare header', () => {
    const outline = outlineResume(emptyResumeDocument(), ['summary', 'work', 'education', 'skills']);
    expect(outline.sections).toEqual([]);
    expect(outline.header.contacts).toEqual([]);
  });
});
