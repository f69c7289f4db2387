import { describe, expect, it } from 'vitest';
import { makeResume } from '../analyze/test-support.ts';
import type { CoverLetterDraft } from './cover-letter.ts';
import { checkWriterOutput, type GateName } from './gates.ts';
import type { Change } from './tailor.ts';

const source = makeResume({
  name: 'Rowan Ellis',
  summary: 'Support analyst with basic Excel.',
  work: [
    {
      company: 'Globex',
      position: 'Support Analyst',
      start: 'Jan 2020',
      current: true,
      bullets: ['Answered customer tickets in Zendesk', 'Wrote help articles for new features'],
    },
  ],
  skills: [{ name: 'Skills', keywords: ['Zendesk', 'Excel basics'] }],
});
const job = { title: 'Support Lead', company: 'Initech', description: 'We want advanced Excel and Zendesk.' };

function letter(sentences: string[]): CoverLetterDraft {
  const list = sentences.map((text) => ({ text, sourceIds: ['W1', 'W1.B1', 'W1.B2'] }));
  return {
    salutation: 'Dear Hiring Manager,',
    paragraphs: [sentences.join(' ')],
    closing: 'Sincerely,',
    signature: 'Rowan Ellis',
    sentences: list,
    jobTitle: job.title,
    company: job.company,
    candidate: { name: 'Rowan Ellis', email: '', phone: '' },
    wordCount: 0,
  };
}
const gatesOf = (sentences: string[]) =>
  [...new Set(checkWriterOutput(source, job, { letter: letter(sentences) }).map((f) => f.gate))].sort();
const tailoredGates = (mutate: (doc: ReturnType<typeof makeResume>) => void, changes: Change[] = []) => {
  const document = structuredClone(source);
  mutate(document);
  return [
    ...new Set(checkWriterOutput(source, job, { tailored: { document, changes } }).map((f) => f.gate)),
  ].sort();
};

describe('checkWriterOutput', () => {
  it('passes a clean letter', () => {
    expect(gatesOf(['At Globex, I answered customer tickets in Zendesk.'])).toEqual([]);
  });

  it.each<[string, GateName]>([
    ['I worked as a Support Analyst at .', 'empty-slot'],
    ['Customer tickets and help articles.', 'no-verb'],
    [`I answered ${'customer tickets and '.repeat(15)}help articles.`, 'too-long'],
    ['One example from Wrote help articles for new features.', 'fragment'],
    ['Wrote help articles for new features.', 'fragment'],
    ['I answered tickets for 400 customers at Globex.', 'ungrounded'],
    ['I answered customer tickets in Zendesk with gusto.', 'unknown-word'],
    ['I answered customer tickets for [N] customers at Globex.', 'placeholder'],
    ['I have advanced Excel.', 'level-upgrade'],
  ])('catches %j (%s)', (sentence, gate) => {
    expect(gatesOf([sentence])).toContain(gate);
  });

  it('catches a repeated sentence', () => {
    const s = 'At Globex, I answered customer tickets in Zendesk.';
    expect(gatesOf([s, s])).toContain('repeated');
  });

  it('catches a lost bullet, an unrecorded edit and a placeholder in the document', () => {
    expect(tailoredGates((d) => d.work[0]!.highlights.pop())).toContain('bullet-lost');
    expect(tailoredGates((d) => (d.work[0]!.highlights[0]!.text = 'Answered tickets in Zendesk'))).toEqual([
      'unrecorded-edit',
    ]);
    const recorded: Change = {
      kind: 'bullet',
      targetId: 'W1.B1',
      before: 'Answered customer tickets in Zendesk',
      after: 'Answered tickets in Zendesk',
      reason: 'shorter',
      rule: 'test',
      sourceIds: ['W1.B1'],
    };
    expect(tailoredGates((d) => (d.work[0]!.highlights[0]!.text = recorded.after), [recorded])).toEqual([]);
    expect(
      tailoredGates(
        (d) => (d.work[0]!.highlights[1]!.text = 'Wrote help articles for new features, used by [N] users'),
      ),
    ).toEqual(expect.arrayContaining(['placeholder', 'unrecorded-edit']));
  });

  it('catches a skill added without evidence', () => {
    expect(tailoredGates((d) => d.skills[0]!.keywords.push('Salesforce'))).toEqual(
      expect.arrayContaining(['unrecorded-edit']),
    );
  });

  it('catches a rewritten summary that upgrades a level word', () => {
    const change: Change = {
      kind: 'summary',
      targetId: 'S',
      before: source.summary!.text,
      after: 'Support analyst who has advanced Excel.',
      reason: 'test',
      sourceIds: ['S'],
    };
    expect(tailoredGates((d) => (d.summary!.text = change.after), [change])).toContain('level-upgrade');
  });
});
