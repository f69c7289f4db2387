import { describe, expect, it } from 'vitest';
import { BACKEND_JOB, sampleBackendResume } from '../analyze/test-support.ts';
import { tailor } from './tailor.ts';
import { verifyDocument } from './verify.ts';

const job = { title: 'Senior Backend Engineer', company: 'Northwind Logistics', description: BACKEND_JOB };

describe('tailor', () => {
  const source = sampleBackendResume();
  const { document, changes, fabrications } = tailor(source, job);

  it('writes a summary aimed at the role', () => {
    expect(document.summary?.text).toContain('Senior Backend Engineer');
    expect(changes.find((c) => c.kind === 'summary')).toMatchObject({
      targetId: 'S',
      before: source.summary!.text,
    });
  });

  it('strengthens weak bullets and records each change', () => {
    const bullets = changes.filter((c) => c.kind === 'bullet');
    expect(bullets.map((c) => c.targetId).sort()).toEqual(['W1.B1', 'W1.B2', 'W1.B4', 'W2.B2']);
    const w1b1 = document.work[0]!.highlights.find((b) => b.id === 'W1.B1')!;
    expect(w1b1.text.startsWith('Managed the migration of billing services')).toBe(true);
  });

  it('orders bullets by relevance as a permutation of the same ids', () => {
    const ids = (doc: typeof source) => doc.work.map((w) => w.highlights.map((b) => b.id).sort());
    expect(ids(document)).toEqual(ids(source));
    expect(document.work[1]!.highlights[0]!.id).toBe('W2.B2'); // Docker, which the job asks for
  });

  it('orders skills by the job weights without adding any', () => {
    const skills = document.skills[0]!.keywords;
    expect([...skills].sort()).toEqual([...source.skills[0]!.keywords].sort());
    expect(skills.indexOf('Docker')).toBeLessThan(skills.indexOf('Python'));
    expect(skills.at(-1)).toBe('Git');
  });

  it('keeps every identity field and verifies clean', () => {
    expect(document.basics).toEqual(source.basics);
    expect(document.work.map((w) => [w.company, w.position, w.start, w.end, w.current])).toEqual(
      source.work.map((w) => [w.company, w.position, w.start, w.end, w.current]),
    );
    expect(document.education).toEqual(source.education);
    expect(fabrications).toEqual([]);
    expect(verifyDocument(source, document, { context: [job.title, job.company] })).toEqual([]);
  });

  it('uses the standard section order and does not touch its input', () => {
    expect(document.sectionOrder).toEqual(['summary', 'work', 'education', 'skills']);
    expect(source).toEqual(sampleBackendResume());
  });

  it('is deterministic', () => {
    expect(tailor(sampleBackendResume(), job)).toEqual(tailor(sampleBackendResume(), job));
  });
});

describe('tailor headings', () => {
  it('renames custom sections to the standard heading and records it', () => {
    const source = sampleBackendResume();
    source.custom = [
      { id: 'X1', title: 'Key Accomplishments', items: [{ id: 'X1.B1', text: 'Won the 2022 hackathon' }] },
    ];
    source.sectionOrder = [...source.sectionOrder, 'custom'];
    const { document, changes } = tailor(source, job);
    expect(document.custom[0]!.title).toBe('Achievements');
    expect(changes.find((c) => c.kind === 'heading')).toMatchObject({
      targetId: 'X1',
      before: 'Key Accomplishments',
      after: 'Achievements',
    });
    expect(document.sectionOrder.at(-1)).toBe('custom');
  });
});
