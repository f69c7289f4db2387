import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { serverMessageOf } from './error-message.ts';

describe('serverMessageOf', () => {
  it('reads the message of our JSON error bodies', () => {
    expect(serverMessageOf(new ApiError(400, '{"code":"INVALID_INPUT","message":"Name is required"}'))).toBe(
      'Name is required',
    );
  });

  it('returns plain-text bodies as they are', () => {
    expect(serverMessageOf(new ApiError(413, 'File too large'))).toBe('File too large');
  });

  it('returns null when there is nothing readable', () => {
    expect(serverMessageOf(new ApiError(500, '{"code":"INTERNAL"}'))).toBeNull();
    expect(serverMessageOf(new ApiError(500, '', 'Internal Server Error'))).toBeNull();
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverMessageOf('nope')).toBeNull();
    // Only the server's answer counts: an error that merely reads like one is not a server message.
    expect(serverMessageOf(new Error('400: Looks like a status'))).toBeNull();
  });
});
