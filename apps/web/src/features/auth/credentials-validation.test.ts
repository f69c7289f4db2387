import { describe, expect, it } from 'vitest';
import { validateCredentials } from './credentials-validation.ts';

const valid = { email: 'jane@example.test', password: 'correct horse', firstName: 'Jane', lastName: '' };

describe('validateCredentials', () => {
  it('accepts a valid sign-in and sign-up', () => {
    expect(validateCredentials('sign-in', valid)).toEqual({});
    expect(validateCredentials('sign-up', valid)).toEqual({});
  });

  it('requires an email that looks like one', () => {
    expect(validateCredentials('sign-in', { ...valid, email: '  ' }).email).toBe('Enter your email address.');
    expect(validateCredentials('sign-in', { ...valid, email: 'jane@example' }).email).toMatch(/valid email/);
  });

  it('bounds the password to 8..128 characters', () => {
    expect(validateCredentials('sign-in', { ...valid, password: '' }).password).toBe('Enter your password.');
    expect(validateCredentials('sign-in', { ...valid, password: 'x'.repeat(7) }).password).toBe(
      'Password must be at least 8 characters.',
    );
    expect(validateCredentials('sign-in', { ...valid, password: 'x'.repeat(8) }).password).toBeUndefined();
    expect(validateCredentials('sign-in', { ...valid, password: 'x'.repeat(128) }).password).toBeUndefined();
    expect(validateCredentials('sign-in', { ...valid, password: 'x'.repeat(129) }).password).toBe(
      'Password must be at most 128 characters.',
    );
  });

  it('counts characters as the server does: 128 astral letters fit, 129 do not', () => {
    const letter = '𝒜'; // two UTF-16 units, one character
    expect(
      validateCredentials('sign-up', { ...valid, password: letter.repeat(128) }).password,
    ).toBeUndefined();
    expect(validateCredentials('sign-up', { ...valid, password: letter.repeat(129) }).password).toBe(
      'Password must be at most 128 characters.',
    );
  });

  it('asks for a first name only when creating an account', () => {
    expect(validateCredentials('sign-in', { ...valid, firstName: '' })).toEqual({});
    expect(validateCredentials('sign-up', { ...valid, firstName: ' ' }).firstName).toBe(
      'Enter your first name.',
    );
  });
});
