import { describe, expect, it } from 'vitest';
import { BACKEND_JOB, sampleBackendResume } from '../analyze/test-support.ts';
import { ChangeConflict, fillPlaceholders, switchChange } from './review.ts';
import { tailor } from './tailor.ts';
import { verifyDocument } from './verify.ts';

const job = { title: 'Senior Backend Engineer', company: 'Northwind Logistics', description: BACKEND_JOB };
const today = new Date(Date.UTC(2025, 5, 1));

describe('switchChange', () => {
  const source = sampleBackendResume();
  const { summary: _, ...rest } = source;
  const bare = { ...rest, sectionOrder: source.sectionOrder.filter((k) => k !== 'summary') };
  const result = tailor(bare, job, { today });

  it('undoing every recorded change, newest first, gives back the source document', () => {
    let doc = result.document;
    for (const change of [...result.changes].reverse()) doc = switchChange(doc, change, 'before');
    expect(doc).toEqual(bare);
  });

  it('undoes and re-applies one change, leaving the others alone', () => {
    const bullet = result.changes.find((c) => c.kind === 'bullet')!;
    const undone = switchChange(result.document, bullet, 'before');
    const texts = (doc: typeof source) => doc.work.flatMap((w) => w.highlights.map((b) => b.text));
    expect(texts(undone)).toContain(bullet.before);
    expect(texts(undone)).not.toContain(bullet.after);
    expect(undone.summary).toEqual(result.document.summary);
    expect(switchChange(undone, bullet, 'after')).toEqual(result.document);
  });

  it('removes a written summary from the section order too', () => {
    const summary = result.changes.find((c) => c.kind === 'summary')!;
    const undone = switchChange(result.document, summary, 'before');
    expect(undone.summary).toBeUndefined();
    expect(undone.sectionOrder).not.toContain('summary');
  });

  it('refuses to overwrite a line edited since', () => {
    const bullet = result.changes.find((c) => c.kind === 'bullet')!;
    const edited = structuredClone(result.document);
    const line = edited.work.flatMap((w) => w.highlights).find((b) => b.id === bullet.targetId)!;
    line.text = 'Something the person typed';
    expect(() => switchChange(edited, bullet, 'before')).toThrow(ChangeConflict);
  });
});

describe('fillPlaceholders', () => {
  it('puts each value in its placeholder, in order', () => {
    expect(fillPlaceholders('Cut load time by [X%] for [N] users', ['40%', '2,000'])).toBe(
      'Cut load time by 40% for 2,000 users',
    );
  });

  it('refuses a text without placeholders, a wrong count and a bracketed value', () => {
    expect(() => fillPlaceholders('Cut load time by 40%', ['40%'])).toThrow(/no placeholder/);
    expect(() => fillPlaceholders('Cut load time by [X%]', [])).toThrow(/Expected 1/);
    expect(() => fillPlaceholders('Cut load time by [X%]', ['[40%]'])).toThrow(/brackets/);
  });
});

describe("verifyDocument and the person's own facts", () => {
  it('accepts a typed figure only with the provenance person', () => {
    const source = sampleBackendResume();
    const doc = structuredClone(source);
    const line = doc.work[0]!.highlights[0]!;
    line.text = fillPlaceholders(`${line.text}, cutting costs by [X%]`, ['37%']);
    expect(verifyDocument(source, doc).map((f) => f.kind)).toContain('number');
    expect(verifyDocument(source, doc, { personFacts: { [line.id]: [line.text] } })).toEqual([]);
  });
});
