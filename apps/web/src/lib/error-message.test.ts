import { describe, expect, it } from 'vitest';
import { serverMessageOf } from './error-message.ts';

describe('serverMessageOf', () => {
  it('reads the message of our JSON error bodies', () => {
    expect(serverMessageOf(new Error('400: {"code":"INVALID_INPUT","message":"Name is required"}'))).toBe(
      'Name is required',
    );
  });

  it('returns plain-text bodies as they are', () => {
    expect(serverMessageOf(new Error('413: File too large'))).toBe('File too large');
  });

  it('returns null when there is nothing readable', () => {
    expect(serverMessageOf(new Error('500: {"code":"INTERNAL"}'))).toBeNull();
    expect(serverMessageOf(new Error('500: '))).toBeNull();
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverMessageOf('nope')).toBeNull();
  });
});
