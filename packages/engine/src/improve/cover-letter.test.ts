import { describe, expect, it } from 'vitest';
import { BACKEND_JOB, makeResume, sampleBackendResume } from '../analyze/test-support.ts';
import { JOB_SOURCE_ID, letterParagraphs, verifyCoverLetter, writeCoverLetter } from './cover-letter.ts';
import { factTexts } from './verify.ts';

const job = { title: 'Senior Backend Engineer', company: 'Northwind Logistics', description: BACKEND_JOB };

describe('writeCoverLetter', () => {
  const resume = sampleBackendResume();
  const letter = writeCoverLetter(resume, job);

  it('has 3–4 paragraphs of about 250–400 words naming the role and company', () => {
    expect(letter.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(letter.paragraphs.length).toBeLessThanOrEqual(4);
    expect(letter.wordCount).toBeGreaterThanOrEqual(240);
    expect(letter.wordCount).toBeLessThanOrEqual(400);
    expect(letter.paragraphs[0]).toContain('Senior Backend Engineer position at Northwind Logistics');
    expect(letter.signature).toBe('Priya Raman');
    expect(letterParagraphs(letter)).toHaveLength(letter.paragraphs.length + 3);
  });

  it('grounds every sentence in a resume fact or the job ad', () => {
    const ids = new Set([...factTexts(resume).keys(), JOB_SOURCE_ID]);
    expect(letter.sentences.map((s) => s.text).join(' ')).toBe(letter.paragraphs.join(' '));
    for (const sentence of letter.sentences) {
      expect(sentence.sourceIds.length).toBeGreaterThan(0);
      for (const id of sentence.sourceIds) expect(ids.has(id), id).toBe(true);
    }
    expect(verifyCoverLetter(resume, letter, job)).toEqual([]);
  });

  it('keeps the resume figures verbatim and never claims a missing skill', () => {
    const text = letter.paragraphs.join(' ');
    expect(text).toContain('reduced p95 latency by 40% by adding Redis caching');
    expect(text).not.toMatch(/worked with[^.]*Kafka/);
    expect(text).toMatch(/such as [^.]*CI\/CD/);
  });

  it('uses placeholders for missing facts instead of inventing them', () => {
    const empty = writeCoverLetter(makeResume({ name: '' }), {
      title: 'Barista',
      company: '',
      description: 'Requirements:\nCustomer service and cash handling.',
    });
    const text = empty.paragraphs.join(' ');
    expect(text).toContain('[Company]');
    expect(text).toContain('[your most relevant experience in one line]');
    expect(empty.signature).toBe('[Your Name]');
  });

  it('catches a sentence that cites nothing or claims an unsupported number', () => {
    const bad = {
      sentences: [
        { text: 'I grew revenue by 300% at Acme Payments.', sourceIds: ['W1'] },
        { text: 'I am great.', sourceIds: [] },
      ],
    };
    const found = verifyCoverLetter(resume, bad, job);
    expect(found.map((f) => [f.kind, f.targetId])).toEqual([
      ['number', 'CL.1'],
      ['scope', 'CL.2'],
    ]);
  });
});
