import { describe, expect, it } from 'vitest';
import { signupCreditRef, splitName } from './accounts.service.ts';

describe('splitName', () => {
  it.each([
    ['Ada Lovelace', { firstName: 'Ada', lastName: 'Lovelace' }],
    ['  Ada   King  Lovelace ', { firstName: 'Ada', lastName: 'King Lovelace' }],
    ['Cher', { firstName: 'Cher', lastName: null }],
    ['', { firstName: null, lastName: null }],
    [null, { firstName: null, lastName: null }],
  ])('splits %j', (name, expected) => {
    expect(splitName(name)).toEqual(expected);
  });
});

describe('signupCreditRef', () => {
  it('is one ref per account', () => {
    expect(signupCreditRef('abc')).toBe('signup:abc');
  });
});
