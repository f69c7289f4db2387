import { describe, expect, it } from 'vitest';
import { stem, stemKey, termKey, tokenize } from './normalize.ts';

describe('termKey', () => {
  it('keeps the symbols that distinguish technologies', () => {
    expect(termKey('C++')).toBe('c++');
    expect(termKey('C#')).toBe('c#');
    expect(termKey('.NET')).toBe('.net');
    expect(termKey('Node.js.')).toBe('node.js');
    expect(termKey('CI/CD')).toBe('ci/cd');
  });
  it('folds dashes, hyphens and spacing', () => {
    expect(termKey('Cross‑functional  collaboration')).toBe('cross functional collaboration');
    expect(termKey('Extract, transform, load')).toBe('extract transform load');
  });
});

describe('tokenize', () => {
  it('keeps dotted and symbolic names whole and gives offsets', () => {
    const tokens = tokenize('Built Node.js APIs in C++ and C#; shipped CI/CD.');
    expect(tokens.map((t) => t.text)).toEqual([
      'Built',
      'Node.js',
      'APIs',
      'in',
      'C++',
      'and',
      'C#',
      'shipped',
      'CI/CD',
    ]);
    const node = tokens[1]!;
    expect('Built Node.js APIs'.slice(node.start, node.end)).toBe('Node.js');
  });
});

describe('stem', () => {
  it('maps word families to one stem', () => {
    expect(stem('communication')).toBe(stem('communicated'));
    expect(stem('collaborative')).toBe(stem('collaboration'));
    expect(stem('mentoring')).toBe(stem('mentored'));
    expect(stem('leadership')).toBe(stem('leading'));
    expect(stemKey('Problem solving')).toBe(stemKey('problem solved'));
  });
  it('leaves short words and symbols alone', () => {
    expect(stem('go')).toBe('go');
    expect(stem('c++')).toBe('c++');
  });
});
