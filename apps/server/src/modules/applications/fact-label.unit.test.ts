import { emptyResumeDocument } from '@hireproof/engine';
import { describe, expect, it } from 'vitest';
import { factLabel, firstWords } from './fact-label.ts';

describe('factLabel', () => {
  const doc = emptyResumeDocument();
  doc.work = [
    {
      id: 'W1',
      company: 'Cedar Logistics',
      position: 'Operations Analyst',
      current: true,
      highlights: [{ id: 'W1.B1', text: 'Reduced late shipments by 18% by rebuilding the routing report' }],
    },
  ];

  it('names a bullet by its first words and a role by its title and employer', () => {
    expect(factLabel(doc, 'W1.B1')).toBe('“Reduced late shipments by 18% by…”');
    expect(factLabel(doc, 'W1')).toBe('“Operations Analyst, Cedar Logistics”');
    expect(factLabel(doc, 'S')).toBe('summary');
    expect(factLabel(doc, 'K1')).toBe('skills');
  });

  it('keeps a short line whole', () => {
    expect(firstWords('Wrote unit tests')).toBe('Wrote unit tests');
  });
});
