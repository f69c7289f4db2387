import { describe, expect, it } from 'vitest';
import { tailor } from '../improve/tailor.ts';
import { extractJobKeywords } from './job-keywords.ts';
import { matchKeywords } from './match.ts';
import { makeResume } from './test-support.ts';

const JOB = {
  title: 'Platform Engineer',
  company: 'Brightco',
  description: `Requirements
- 3+ years with Terraform and Kubernetes
- Python scripting
Nice to have
- Grafana is a plus`,
};

const person = () =>
  makeResume({
    summary: 'Infrastructure engineer who automates cloud platforms.',
    work: [
      {
        company: 'Hooli',
        position: 'Systems Engineer',
        start: '2019',
        end: '2024',
        bullets: ['Wrote Python tools that cut deploy time by 40%', 'Ran k8s clusters for 30 services'],
      },
    ],
    skills: [{ name: 'Tools', keywords: ['Python', 'Bash'] }],
  });

describe('matchKeywords with evidence: an honest keyword score', () => {
  const keywords = extractJobKeywords(JOB.description, { jobTitle: JOB.title, company: JOB.company });

  it('scores a resume whose only change is the target title the same as the original', () => {
    const original = person();
    const titled = structuredClone(original);
    titled.summary = { id: 'S', text: `${original.summary!.text} Seeking a Platform Engineer role.` };
    titled.basics.label = 'Platform Engineer';
    const before = matchKeywords(original, keywords);
    // Without evidence the title line is read as a match: this is what inflated the score.
    expect(matchKeywords(titled, keywords).score).toBeGreaterThan(before.score);
    const after = matchKeywords(titled, keywords, { evidence: original });
    expect(after.score).toBe(before.score);
    expect(after.matches.find((m) => m.keyword.kind === 'title')?.status).toBe('missing');
  });

  it('gives no credit for skills a writer appended without evidence, and keeps evidenced ones', () => {
    const original = person();
    const padded = structuredClone(original);
    padded.skills.push({
      id: 'K9',
      name: 'Additional Skills',
      keywords: ['Terraform', 'Grafana', 'Kubernetes'],
    });
    const after = matchKeywords(padded, keywords, { evidence: original });
    const status = (term: string) => after.matches.find((m) => m.keyword.term === term)?.status;
    expect(status('Terraform')).toBe('missing');
    expect(status('Grafana')).toBe('missing');
    // 'k8s' in a bullet is evidence: the writer's exact wording may count.
    expect(status('Kubernetes')).toBe('exact');
    expect(
      matchKeywords(original, keywords).matches.find((m) => m.keyword.term === 'Kubernetes')?.status,
    ).toBe('near');
  });

  it('leaves out passages it is told to ignore', () => {
    const text = 'Summary\nSeeking a Platform Engineer role. Python developer.';
    const withTitle = matchKeywords(text, keywords);
    const without = matchKeywords(text, keywords, { ignoreText: ['Seeking a Platform Engineer role.'] });
    expect(withTitle.matches.find((m) => m.keyword.kind === 'title')?.status).toBe('exact');
    expect(without.matches.find((m) => m.keyword.kind === 'title')?.status).toBe('missing');
    expect(without.matches.find((m) => m.keyword.term === 'Python')?.status).toBe('exact');
  });

  it('scores a tailored resume against the original on the same formula, never above the evidence', () => {
    const original = person();
    const tailored = tailor(original, { ...JOB, keywords });
    const before = matchKeywords(original, keywords);
    const after = matchKeywords(tailored.document, keywords, { evidence: original });
    const matched = (result: typeof before) =>
      result.matches.filter((m) => m.status !== 'missing').map((m) => m.keyword.id);
    expect(matched(after).every((id) => matched(before).includes(id))).toBe(true);
    expect(after.matches.find((m) => m.keyword.kind === 'title')?.status).toBe('missing');
  });
});
