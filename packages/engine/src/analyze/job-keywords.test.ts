import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from './job-keywords.ts';
import { BACKEND_JOB } from './test-support.ts';

const byTerm = (list: ReturnType<typeof extractJobKeywords>, term: string) =>
  list.find((k) => k.term === term);

describe('extractJobKeywords', () => {
  const keywords = extractJobKeywords(BACKEND_JOB, { jobTitle: 'Senior Backend Engineer' });

  it('finds hard skills, tools, certifications, soft skills, education and title terms', () => {
    const kinds = new Set(keywords.map((k) => k.kind));
    for (const kind of ['hard', 'tool', 'certification', 'soft', 'education', 'title'])
      expect(kinds.has(kind as never)).toBe(true);
    for (const term of [
      'Node.js',
      'TypeScript',
      'Kubernetes',
      'SQL',
      'PostgreSQL',
      'Terraform',
      'Kafka',
      'GitHub Actions',
    ]) {
      expect(byTerm(keywords, term), term).toBeDefined();
    }
    expect(byTerm(keywords, 'Senior Backend Engineer')?.kind).toBe('title');
    expect(byTerm(keywords, 'Backend Engineer')?.kind).toBe('title');
    expect(byTerm(keywords, 'AWS Certified Solutions Architect')?.kind).toBe('certification');
    expect(byTerm(keywords, "Bachelor's degree")?.kind).toBe('education');
  });

  it('separates required from preferred and reads years of experience', () => {
    expect(byTerm(keywords, 'Node.js')).toMatchObject({ required: true, years: 5 });
    expect(byTerm(keywords, 'SQL')?.required).toBe(true);
    expect(byTerm(keywords, 'PostgreSQL')).toMatchObject({ required: false, block: 'preferred' });
    expect(byTerm(keywords, 'Terraform')?.block).toBe('preferred');
  });

  it('weights required hard skills above preferred ones and soft skills lowest', () => {
    const node = byTerm(keywords, 'Node.js')!.weight;
    const kafka = byTerm(keywords, 'Kafka')!.weight;
    const communication = keywords.find((k) => k.canonical === 'Communication')!.weight;
    expect(node).toBeGreaterThan(kafka);
    expect(kafka).toBeGreaterThan(communication);
    const total = keywords.reduce((sum, k) => sum + k.weight, 0);
    expect(total).toBeGreaterThan(99);
    expect(total).toBeLessThan(101);
  });

  it('matches soft skills by word family and ignores them in the company blurb', () => {
    expect(keywords.find((k) => k.canonical === 'Collaboration')?.block).toBe('responsibilities');
    expect(keywords.find((k) => k.canonical === 'Adaptability')).toBeUndefined();
  });

  it('handles a nursing ad with certifications and a care vocabulary', () => {
    const nursing = extractJobKeywords(
      `Registered Nurse - Medical/Surgical Unit
Riverside Community Hospital seeks a compassionate RN for night shifts.
Responsibilities
Provide patient care for 5-6 patients per shift and document in Epic EHR.
Qualifications
Current RN license and BLS certification required. ACLS preferred.
Two years of acute care experience. Strong communication and attention to detail.`,
      { jobTitle: 'Registered Nurse' },
    );
    const terms = nursing.map((k) => k.canonical);
    expect(terms).toEqual(
      expect.arrayContaining(['Registered Nurse', 'Basic Life Support', 'EHR', 'Patient care']),
    );
    expect(nursing.find((k) => k.canonical === 'Advanced Cardiovascular Life Support')?.required).toBe(false);
    expect(nursing.find((k) => k.canonical === 'Basic Life Support')?.required).toBe(true);
  });

  it('keeps unknown product-like names as other keywords', () => {
    const list = extractJobKeywords(
      'Requirements:\nExperience with FooBarDB and our in-house XQ7 engine is a must.',
    );
    expect(list.filter((k) => k.kind === 'other').map((k) => k.term)).toEqual(
      expect.arrayContaining(['FooBarDB', 'XQ7']),
    );
  });

  it('is deterministic', () => {
    expect(extractJobKeywords(BACKEND_JOB, { jobTitle: 'Senior Backend Engineer' })).toEqual(keywords);
  });
});
