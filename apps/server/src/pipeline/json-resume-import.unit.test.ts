import { describe, expect, it } from 'vitest';
import { importJsonResume, JSON_RESUME_MESSAGES, nestsDeeperThan } from './json-resume-import.ts';

describe('JSON Resume import', () => {
  it('counts nesting of arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"work": [{"highlights": ["a"]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"work": [{"highlights": ["a"]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(`{"name": "${'[{'.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"name": "a \\" ${'['.repeat(100)}"}`, 2)).toBe(false);
  });

  it('reads a resume, and says why it will not read the rest', () => {
    const encode = (value: string) => new TextEncoder().encode(value);
    const read = importJsonResume(encode('{"basics": {"name": "Jane Doe"}}'));
    expect(read.ok && read.draft.draft.personalInfo.name).toBe('Jane Doe');
    expect(importJsonResume(encode('{ nope'))).toEqual({ ok: false, message: JSON_RESUME_MESSAGES.notJson });
    expect(importJsonResume(encode(`[${'['.repeat(40)}${']'.repeat(40)}]`))).toEqual({
      ok: false,
      message: JSON_RESUME_MESSAGES.tooDeep,
    });
  });
});
