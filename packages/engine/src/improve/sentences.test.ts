import { describe, expect, it } from 'vitest';
import { fragmentProblem, hasEmptySlot, hasVerb, splitSentences } from './sentences.ts';

describe('sentence checks', () => {
  it('splits sentences but not at abbreviations', () => {
    expect(splitSentences('I worked at Acme Inc. in Pune. Then I moved.')).toEqual([
      'I worked at Acme Inc. in Pune.',
      'Then I moved.',
    ]);
  });

  it('finds empty slots', () => {
    expect(hasEmptySlot('I worked as a MERN Stack Developer at .')).toBe(true);
    expect(hasEmptySlot('My work at , Uber was fun.')).toBe(true);
    expect(hasEmptySlot('I studied at .')).toBe(true);
    expect(hasEmptySlot('I hold a degree from .')).toBe(true);
    expect(hasEmptySlot('I worked at Acme.')).toBe(false);
    expect(hasEmptySlot('I used .NET daily.')).toBe(false);
  });

  it('finds verbless sentences', () => {
    expect(hasVerb('Skilled in Python and SQL.')).toBe(false);
    expect(hasVerb('I bring 5 years of experience.')).toBe(true);
    expect(hasVerb('Has worked with Go.')).toBe(true);
  });

  it('finds raw bullets pasted as fragments', () => {
    expect(fragmentProblem('One example from Developed features for the app.')).toMatch(/mid-sentence/);
    expect(fragmentProblem('At Acme, I built it. Ensured the performance.')).toMatch(/two sentences/);
    expect(fragmentProblem('performance, quality and responsiveness.')).toMatch(/lower case/);
    expect(fragmentProblem('At Acme, I reduced latency by 40%.')).toBeUndefined();
    expect(fragmentProblem('Built the billing service in Go.', { firstPerson: true })).toMatch(/bullet/);
    expect(fragmentProblem('Built the billing service in Go.')).toBeUndefined();
  });
});
