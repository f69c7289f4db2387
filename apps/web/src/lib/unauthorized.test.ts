import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { isUnauthorizedError } from './unauthorized.ts';

describe('isUnauthorizedError', () => {
  it.each([
    [401, 'Unauthorized', true],
    [401, '{"code":"UNAUTHORIZED","message":"Unauthorized","requestId":"r"}', true],
    [401, '{"message":\n"Unauthorized"}', true],
    [401, 'Session expired', false],
    [403, 'Unauthorized', false],
  ])('%i %s → %s', (status, body, expected) => {
    expect(isUnauthorizedError(new ApiError(status, body))).toBe(expected);
  });

  it('reads the status text when the body is empty', () => {
    expect(isUnauthorizedError(new ApiError(401, '', 'Unauthorized'))).toBe(true);
  });

  it('ignores values that are not errors', () => {
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });
});
