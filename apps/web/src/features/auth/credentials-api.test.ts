import { describe, expect, it } from 'vitest';
import { credentialsErrorMessage } from './credentials-api.ts';

describe('credentialsErrorMessage', () => {
  it('gives the same sign-in message whatever the server says about the account', () => {
    const unknownUser = credentialsErrorMessage('sign-in', new Error('401: {"message":"User not found"}'));
    const wrongPassword = credentialsErrorMessage(
      'sign-in',
      new Error('401: {"message":"Invalid password"}'),
    );
    expect(unknownUser).toBe(wrongPassword);
    expect(unknownUser).not.toMatch(/not found|exists|registered/i);
  });

  it('does not reveal an existing account on sign-up', () => {
    const message = credentialsErrorMessage('sign-up', new Error('422: {"message":"User already exists"}'));
    expect(message).not.toMatch(/already exists|registered/i);
  });

  it('explains rate limiting and server failures', () => {
    expect(credentialsErrorMessage('sign-in', new Error('429: Too Many Requests'))).toMatch(
      /Too many attempts/,
    );
    expect(credentialsErrorMessage('sign-up', new Error('500: Internal'))).toMatch(/went wrong/);
    expect(credentialsErrorMessage('sign-up', new TypeError('Failed to fetch'))).toMatch(/went wrong/);
  });
});
