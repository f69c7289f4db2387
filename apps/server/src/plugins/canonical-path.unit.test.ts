import { describe, expect, it } from 'vitest';
import { nonCanonicalApiPath, pointsAtApi } from './canonical-path.ts';

describe('nonCanonicalApiPath', () => {
  it.each([
    '/api/auth/user',
    '/api/identity/sign-in/email',
    '/api/applications/0b6f3c1e-6a61-4f7e-9a2b-1d2c3e4f5a6b/export/resume/pdf',
    '/api/admin/users?search=%41da&page=2',
    '/api',
  ])('accepts the canonical %s', (target) => {
    expect(nonCanonicalApiPath(target)).toBeUndefined();
  });

  it.each([
    ['/api/identity/./sign-in/email', 'dot segment'],
    ['/api/identity/x/../sign-in/email', 'dot segment'],
    ['/./api/auth/user', 'dot segment'],
    ['/api//auth/user', 'empty path segment'],
    ['//api/auth/user', 'empty path segment'],
    ['/%61pi/auth/user', 'percent-encoded path'],
    ['/api/identity/%2e/sign-in/email', 'percent-encoded path'],
    ['/api/identity%2fsign-in/email', 'percent-encoded path'],
    ['/api/identity/sign-in./email', 'trailing dot in a segment'],
    ['/api/identity/sign-in/email.', 'trailing dot in a segment'],
    ['/API/auth/user', 'upper-case letters in path'],
    ['/api/identity/Sign-In/email', 'upper-case letters in path'],
    ['/api\\auth\\user', 'backslash in path'],
    ['http://localhost:3000/api/auth/user', 'absolute-form request target'],
  ])('refuses %s (%s)', (target, problem) => {
    expect(nonCanonicalApiPath(target)).toBe(problem);
  });

  it('leaves paths outside /api alone', () => {
    for (const target of [
      '/',
      '/dashboard',
      '/paypal/return?token=5O190127TN364715T',
      '/assets/app.js',
      '/apiary',
    ]) {
      expect(pointsAtApi(target)).toBe(false);
      expect(nonCanonicalApiPath(target)).toBeUndefined();
    }
  });
});
