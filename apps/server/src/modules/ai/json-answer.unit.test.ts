import { describe, expect, it } from 'vitest';
import { extractJsonObject } from './json-answer.ts';

describe('extractJsonObject', () => {
  it('reads plain JSON, fenced JSON and the first balanced object in prose', () => {
    expect(extractJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(extractJsonObject('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(extractJsonObject('Here you go: {"a": "brace } inside", "b": {"c": 2}} and more {"d":3}')).toEqual(
      {
        a: 'brace } inside',
        b: { c: 2 },
      },
    );
  });

  it('reports a cut-off or missing object', () => {
    expect(() => extractJsonObject('{"edits": [ {"targetId": "S", oops')).toThrow(/cut off/);
    expect(() => extractJsonObject('no json here')).toThrow(/no JSON object/);
  });
});
