import { describe, expect, it } from 'vitest';
import { analyseSentences, isEnglishWord, MAX_TAGGED_CHARS } from './nlp.ts';

describe('analyseSentences', () => {
  it('tags only the start of a very long text', () => {
    const tokens = analyseSentences('word '.repeat(5000)).flat();
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.length).toBeLessThanOrEqual(MAX_TAGGED_CHARS / 5);
  });
});

describe('isEnglishWord', () => {
  it('knows English words in any casing and not product or company names', () => {
    for (const word of ['began', 'WITH', 'Clarity', 'exchange']) expect(isEnglishWord(word), word).toBe(true);
    for (const word of ['Kubernetes', 'Quillo', 'sagemaker', 'constructor2', ''])
      expect(isEnglishWord(word), word).toBe(false);
  });
});
