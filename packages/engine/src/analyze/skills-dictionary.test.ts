import { describe, expect, it } from 'vitest';
import { allSkillEntries, findSkills, isCaseSensitiveForm, lookupSkill } from './skills-dictionary.ts';

describe('skills dictionary', () => {
  it('holds a few thousand typed entries', () => {
    const entries = allSkillEntries();
    expect(entries.length).toBeGreaterThan(2000);
    const types = new Set(entries.map((e) => e.type));
    for (const type of [
      'language',
      'tool',
      'framework',
      'platform',
      'certification',
      'soft',
      'methodology',
    ]) {
      expect(types.has(type as never)).toBe(true);
    }
  });

  it('resolves aliases and acronyms to one entry', () => {
    expect(lookupSkill('k8s')?.name).toBe('Kubernetes');
    expect(lookupSkill('Postgres')?.name).toBe('PostgreSQL');
    expect(lookupSkill('AWS')).toBe(lookupSkill('Amazon Web Services'));
    expect(lookupSkill('JS')?.name).toBe('JavaScript');
    expect(lookupSkill('PMP')?.type).toBe('certification');
    expect(lookupSkill('Java')).not.toBe(lookupSkill('JavaScript'));
    // Qualities, editorial work and compliance frameworks that postings ask for by these names.
    expect(lookupSkill('fault-tolerant')?.name).toBe('Fault tolerance');
    expect(lookupSkill('screen-reader testing')?.name).toBe('Accessibility testing');
    expect(lookupSkill('SOC2')?.name).toBe('SOC 2');
    expect(lookupSkill('Proofreading')?.type).toBe('methodology');
    expect(lookupSkill('punctual')?.name).toBe('Punctuality');
    // The form a PDF's text leaves when it loses the leading dot.
    expect(lookupSkill('NET Framework')?.name).toBe('.NET Framework');
    expect(lookupSkill('Microsoft .NET Framework')).toBe(lookupSkill('.NET Framework'));
  });

  it('finds multi-word and symbolic skills in prose, longest first', () => {
    const hits = findSkills(
      'Shipped GitHub Actions pipelines for Node.js and C++ services on Google Cloud Platform.',
    );
    expect(hits.map((h) => h.entry.name)).toEqual(
      expect.arrayContaining(['GitHub Actions', 'Node.js', 'C++', 'Google Cloud Platform']),
    );
    expect(hits.find((h) => h.entry.name === 'GitHub Actions')?.surface).toBe('GitHub Actions');
  });

  it('matches short or ordinary-word names only with their exact case', () => {
    expect(isCaseSensitiveForm('Go')).toBe(true);
    expect(findSkills('We go to market weekly').map((h) => h.entry.name)).not.toContain('Go');
    expect(findSkills('Services written in Go and Rust').map((h) => h.entry.name)).toContain('Go');
  });

  it('splits slash lists unless the whole token is a known form', () => {
    expect(findSkills('Python/Django, CI/CD').map((h) => h.entry.name)).toEqual([
      'Python',
      'Django',
      'CI/CD',
    ]);
  });
});
