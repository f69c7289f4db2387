import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from '../analyze/job-keywords.ts';
import { BACKEND_JOB, sampleBackendResume } from '../analyze/test-support.ts';
import { formatAiSkill, mergeSkills, normalizeAiSkills, splitSkills, suggestSkills } from './skills.ts';

describe('SPEC §5 Skills', () => {
  it('splits on commas or newlines, trims and drops empties', () => {
    expect(splitSkills(' Python, ,SQL\n\nExcel ,')).toEqual(['Python', 'SQL', 'Excel']);
  });
  it('title-cases AI skills and upper-cases those of 3 characters or fewer', () => {
    expect(formatAiSkill('aws')).toBe('AWS');
    expect(formatAiSkill('sql')).toBe('SQL');
    expect(formatAiSkill('project management')).toBe('Project Management');
    expect(formatAiSkill('javascript')).toBe('JavaScript');
    expect(formatAiSkill('STAKEHOLDER MANAGEMENT')).toBe('Stakeholder Management');
    // An acronym keeps its capitals: 'REST' from 'REST APIs' is not the word 'Rest'.
    expect(formatAiSkill('REST')).toBe('REST');
    expect(formatAiSkill('JSON APIs')).toBe('JSON APIs');
  });
  it('de-duplicates and merges uniquely with existing skills', () => {
    expect(normalizeAiSkills('aws, AWS, data analysis\nData Analysis')).toEqual(['AWS', 'Data Analysis']);
    expect(mergeSkills(['Python', 'SQL'], ['sql', 'Docker', 'python', 'Docker'])).toEqual([
      'Python',
      'SQL',
      'Docker',
    ]);
  });
});

describe('suggestSkills', () => {
  const keywords = extractJobKeywords(BACKEND_JOB, { jobTitle: 'Senior Backend Engineer' });
  const { supported, gaps } = suggestSkills(sampleBackendResume(), keywords);

  it('puts skills the resume shows outside its skills list under supported, with the evidence', () => {
    const kubernetes = supported.find((s) => s.skill === 'Kubernetes');
    expect(kubernetes?.reason).toContain("'k8s'");
    expect(kubernetes?.targetId).toBe('W1.B1');
  });
  it('lists unevidenced requirements as gaps and never suggests what the skills list already has', () => {
    const gapNames = gaps.map((g) => g.skill);
    expect(gapNames).toEqual(expect.arrayContaining(['Kafka', 'Terraform']));
    const all = [...supported, ...gaps].map((s) => s.skill);
    expect(all).not.toContain('Node.js');
    expect(all).not.toContain('Docker');
    expect(all.some((s) => /communication/i.test(s))).toBe(false);
  });
});
