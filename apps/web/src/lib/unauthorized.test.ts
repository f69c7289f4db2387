import { describe, expect, it } from 'vitest';
import { isUnauthorizedError } from './unauthorized.ts';

describe('isUnauthorizedError', () => {
  it.each([
    ['401: Unauthorized', true],
    ['401: {"code":"UNAUTHORIZED","message":"Unauthorized","requestId":"r"}', true],
    ['401: {"message":\n"Unauthorized"}', true],
    ['401: Session expired', false],
    ['403: Unauthorized', false],
    ['Error 401: Unauthorized', false],
    ['401:Unauthorized', false],
  ])('%s → %s', (message, expected) => {
    expect(isUnauthorizedError(new Error(message))).toBe(expected);
  });

  it('ignores values that are not errors', () => {
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });
});
