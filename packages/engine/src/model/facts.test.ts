import { describe, expect, it } from 'vitest';
import { listFacts } from './facts.ts';
import { fromJsonResume } from './json-resume.ts';

describe('listFacts', () => {
  it('lists every fact with its id and kind, in reading order', () => {
    const doc = fromJsonResume({
      basics: { name: 'Ravi Iyer', email: 'ravi@example.com', phone: '+91 90000 12345' },
      work: [
        {
          name: 'Indigo Bank',
          position: 'Analyst',
          startDate: '2019-01',
          endDate: '2020-06',
          summary: 'Risk reporting for the retail loans desk.',
          highlights: ['Cut report time by 50%'],
        },
      ],
      education: [
        { institution: 'IIT Madras', studyType: 'B.Tech', area: 'Chemical Engineering', score: '8.1' },
      ],
      skills: [{ name: 'Data', keywords: ['SQL', 'Python'] }],
      certificates: [{ name: 'CFA Level 1', issuer: 'CFA Institute' }],
    });
    const facts = listFacts(doc);
    expect(facts).toContainEqual({ id: 'B', kind: 'name', text: 'Ravi Iyer' });
    expect(facts).toContainEqual({ id: 'W1', kind: 'employer', text: 'Indigo Bank' });
    expect(facts).toContainEqual({ id: 'W1', kind: 'title', text: 'Analyst' });
    expect(facts).toContainEqual({ id: 'W1', kind: 'date', text: 'Jan 2019' });
    expect(facts).toContainEqual({ id: 'W1.B1', kind: 'bullet', text: 'Cut report time by 50%' });
    // The job's description is the person's own words too, so a writer may draw on it.
    expect(facts).toContainEqual({
      id: 'W1',
      kind: 'work-description',
      text: 'Risk reporting for the retail loans desk.',
    });
    expect(facts).toContainEqual({ id: 'E1', kind: 'school', text: 'IIT Madras' });
    expect(facts).toContainEqual({ id: 'E1', kind: 'degree', text: 'B.Tech' });
    expect(facts).toContainEqual({ id: 'K1', kind: 'skill', text: 'Python' });
    expect(facts).toContainEqual({ id: 'C1', kind: 'certificate', text: 'CFA Level 1 (CFA Institute)' });
    const kinds = facts.map((f) => f.kind);
    expect(kinds.indexOf('name')).toBeLessThan(kinds.indexOf('employer'));
    expect(kinds.indexOf('employer')).toBeLessThan(kinds.indexOf('school'));
    expect(facts.every((f) => f.text.trim() === f.text && f.text.length > 0)).toBe(true);
  });
});
