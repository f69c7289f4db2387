import { builtInWriter } from '@hireproof/engine';
import { describe, expect, it } from 'vitest';
import { SAMPLE_JOB, sampleResume } from '../modules/applications/test-support/resume-files.ts';
import type { TailorAnswer } from './llm-answer-schemas.ts';
import { acceptLlmBullets, acceptLlmLetter, applyLlmEdits } from './llm-answers.ts';

const job = {
  title: SAMPLE_JOB.jobTitle,
  company: SAMPLE_JOB.company,
  description: SAMPLE_JOB.jobDescription,
};

function edit(targetId: string, original: string, value: string): TailorAnswer['edits'][number] {
  return {
    targetId,
    action: 'rephrase',
    original,
    value,
    sourceIds: [targetId],
    keywordIds: [],
    placeholders: [],
    reason: 'clearer for the job',
  };
}

describe('applyLlmEdits', async () => {
  const resume = sampleResume();
  const base = await builtInWriter.tailor({ resume, job });
  const first = resume.work[0]!.highlights[0]!;

  it('applies a supported rephrasing as a recorded change, and leaves the base untouched', () => {
    const value = 'Built a payments API in Node.js and TypeScript serving 3,000 requests per second';
    const { result, rejected } = applyLlmEdits({
      resume,
      job,
      base,
      answer: { edits: [edit(first.id, first.text, value)], skillsOrder: [], notes: '' },
    });
    expect(rejected).toEqual([]);
    expect(result.document.work[0]!.highlights.find((b) => b.id === first.id)?.text).toBe(value);
    expect(result.changes).toContainEqual(
      expect.objectContaining({ targetId: first.id, rule: 'llm-rephrase' }),
    );
    expect(base.document.work[0]!.highlights.find((b) => b.id === first.id)?.text).not.toBe(value);
  });

  it('rejects an edit that invents an employer and keeps the built-in text', () => {
    const invented = `${first.text} at Initech Global`;
    const { result, rejected } = applyLlmEdits({
      resume,
      job,
      base,
      answer: { edits: [edit(first.id, first.text, invented)], skillsOrder: [], notes: '' },
    });
    expect(rejected.map((r) => r.targetId)).toEqual([first.id]);
    expect(JSON.stringify(result.document)).not.toContain('Initech');
  });

  it('keeps a rewrite with a placeholder beside the document as a suggestion', () => {
    const { result } = applyLlmEdits({
      resume,
      job,
      base,
      answer: {
        edits: [edit(first.id, first.text, `${first.text}, saving [X%] of cost`)],
        skillsOrder: [],
        notes: '',
      },
    });
    expect(JSON.stringify(result.document)).not.toContain('[X%]');
    expect(result.suggestions).toContainEqual(expect.objectContaining({ targetId: first.id }));
  });
});

describe('acceptLlmLetter', async () => {
  const resume = sampleResume();
  const builtIn = await builtInWriter.coverLetter({ resume, job });
  const asAnswer = (sentences: { text: string; sourceIds: string[] }[]) => ({ paragraphs: [{ sentences }] });

  it('accepts a letter made of grounded sentences', () => {
    const verdict = acceptLlmLetter({ resume, job, answer: asAnswer(builtIn.sentences), builtIn });
    expect(verdict.kind).toBe('accepted');
  });

  it('rejects a letter that claims an employer the resume lacks', () => {
    const sentences = [
      ...builtIn.sentences.slice(0, 2),
      { text: 'At Initech Global, I led the payments platform team.', sourceIds: ['W1'] },
    ];
    expect(acceptLlmLetter({ resume, job, answer: asAnswer(sentences), builtIn }).kind).toBe('fabricated');
  });
});

describe('acceptLlmBullets', () => {
  const request = { bullets: 'Worked on payment APIs in Django\nWrote unit tests' };
  const builtIn = ['Handled payment APIs in Django', 'Wrote unit tests'];

  it("keeps the model's grounded rewrite", () => {
    const items = ['Wrote unit tests', 'Handled payment APIs in Django'];
    expect(acceptLlmBullets({ request, items, builtIn })).toEqual(items);
  });

  it('answers the built-in bullets when the model leaves a figure to fill in', () => {
    const items = ['Wrote unit tests', 'Handled payment APIs in Django, resulting in [X%] [improvement]'];
    expect(acceptLlmBullets({ request, items, builtIn })).toEqual(builtIn);
  });
});
