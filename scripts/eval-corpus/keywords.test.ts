import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from '../../packages/engine/src/index.ts';
import { jsonJobText } from './keywords.ts';

describe('jsonJobText', () => {
  it('turns a JSON Resume job into a headed posting the extractor reads', () => {
    const text = jsonJobText({
      title: 'Platform Engineer',
      description: 'Run our cloud.',
      responsibilities: ['Operate Kubernetes clusters'],
      qualifications: ['3+ years with Terraform'],
      skills: [{ name: 'Cloud', keywords: ['AWS', 'Docker'] }],
    });
    expect(text).toContain('Responsibilities:\n- Operate Kubernetes clusters');
    expect(text).toContain('Qualifications:\n- 3+ years with Terraform');
    expect(text).toContain('Skills:\n- Cloud, AWS, Docker');
    const terms = extractJobKeywords(text, { jobTitle: 'Platform Engineer' }).map((k) => k.canonical);
    expect(terms).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform', 'Docker']));
  });

  it('leaves out the lists a job does not have', () => {
    expect(jsonJobText({ title: 'Clerk' })).not.toMatch(/Responsibilities|Qualifications|Skills/);
  });
});
