import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from '../analyze/job-keywords.ts';
import { matchKeywords } from '../analyze/match.ts';
import { BACKEND_JOB, sampleBackendResume } from '../analyze/test-support.ts';
import { ADDED_SKILLS_GROUP, addKeywords } from './add-keywords.ts';
import { verifyDocument } from './verify.ts';

describe('addKeywords', () => {
  const source = sampleBackendResume();

  it('adds confirmed keywords in their own group, normalised, skipping ones already listed', () => {
    const doc = addKeywords(source, ['kafka', 'terraform', 'postgres', 'node.js', 'Kafka']);
    const group = doc.skills.find((g) => g.name === ADDED_SKILLS_GROUP)!;
    expect(group).toMatchObject({ id: 'K2', keywords: ['Kafka', 'Terraform'] });
    expect(source.skills).toHaveLength(1);
  });

  it('merges into the existing added group on a second call and leaves the document alone when nothing is new', () => {
    const once = addKeywords(source, ['Kafka']);
    const twice = addKeywords(once, ['Terraform', 'kafka']);
    expect(twice.skills.filter((g) => g.name === ADDED_SKILLS_GROUP)).toHaveLength(1);
    expect(twice.skills.at(-1)!.keywords).toEqual(['Kafka', 'Terraform']);
    expect(addKeywords(source, ['Docker', 'typescript'])).toEqual(source);
  });

  it('lets the analysis be recomputed with more matches, and verifies with the keywords allowed', () => {
    const keywords = extractJobKeywords(BACKEND_JOB, { jobTitle: 'Senior Backend Engineer' });
    const before = matchKeywords(source, keywords);
    const doc = addKeywords(source, ['Kafka', 'Terraform']);
    const after = matchKeywords(doc, keywords);
    expect(after.matched).toBe(before.matched + 2);
    expect(after.score).toBeGreaterThan(before.score);
    expect(verifyDocument(source, doc).map((f) => f.kind)).toEqual(['tool', 'tool']);
    expect(verifyDocument(source, doc, { allowedKeywords: ['Kafka', 'Terraform'] })).toEqual([]);
  });
});
