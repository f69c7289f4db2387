import { describe, expect, it } from 'vitest';
import { assignIds, numberIdsByPosition } from './ids.ts';
import { emptyResumeDocument, type ResumeDocument } from './resume-document.ts';

function docWithWork(ids: string[], bulletIds: string[][]): ResumeDocument {
  const doc = emptyResumeDocument();
  doc.work = ids.map((id, i) => ({
    id,
    company: `Co ${i}`,
    position: 'Engineer',
    current: false,
    highlights: (bulletIds[i] ?? []).map((b, j) => ({ id: b, text: `bullet ${j}` })),
  }));
  return doc;
}

describe('assignIds', () => {
  it('numbers entries and bullets from scratch', () => {
    const doc = assignIds(docWithWork(['', ''], [['', ''], ['']]));
    expect(doc.work.map((w) => w.id)).toEqual(['W1', 'W2']);
    expect(doc.work[0]?.highlights.map((h) => h.id)).toEqual(['W1.B1', 'W1.B2']);
    expect(doc.work[1]?.highlights.map((h) => h.id)).toEqual(['W2.B1']);
  });

  it('keeps valid ids when entries are reordered, and gives new ones to the rest', () => {
    const doc = assignIds(docWithWork(['W2', 'W1', ''], [['W2.B1'], ['W1.B3', 'W1.B3', 'bad'], []]));
    expect(doc.work.map((w) => w.id)).toEqual(['W2', 'W1', 'W3']);
    expect(doc.work[1]?.highlights.map((h) => h.id)).toEqual(['W1.B3', 'W1.B4', 'W1.B5']);
  });

  it('does not keep a bullet id that belongs to another entry', () => {
    const doc = assignIds(docWithWork(['W1', 'W2'], [['W2.B1'], []]));
    expect(doc.work[0]?.highlights[0]?.id).toBe('W1.B1');
  });

  it('does not mutate its input', () => {
    const input = docWithWork([''], [['']]);
    assignIds(input);
    expect(input.work[0]?.id).toBe('');
  });

  it('numberIdsByPosition ignores existing ids', () => {
    const doc = numberIdsByPosition(docWithWork(['W7', 'W3'], [['W7.B9'], []]));
    expect(doc.work.map((w) => w.id)).toEqual(['W1', 'W2']);
    expect(doc.work[0]?.highlights[0]?.id).toBe('W1.B1');
  });
});
