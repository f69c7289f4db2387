import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { credentialsErrorMessage, submitCredentials } from './credentials-api.ts';

const input = { email: 'jane@example.test', password: 'correct horse', firstName: 'Jane', lastName: '' };

describe('submitCredentials for a new account', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The server's answers, in order: the sign-up's, then the current user's. */
  function serverAnswers(...statuses: number[]) {
    const fetchMock = vi.fn();
    for (const status of statuses) fetchMock.mockResolvedValueOnce(new Response('{}', { status }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('resolves when the sign-up left a session', async () => {
    const fetchMock = serverAnswers(200, 200);
    await expect(submitCredentials('sign-up', input)).resolves.toBeUndefined();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/identity/sign-up/email',
      '/api/auth/user',
    ]);
  });

  it('fails with the sign-up message when the server answered but made no session', async () => {
    serverAnswers(200, 401);
    const error = await submitCredentials('sign-up', input).catch((caught: unknown) => caught);
    expect(credentialsErrorMessage('sign-up', error)).toBe(
      'We could not create an account with these details. If you already have one, sign in instead.',
    );
  });
});

describe('credentialsErrorMessage', () => {
  it('gives the same sign-in message whatever the server says about the account', () => {
    const unknownUser = credentialsErrorMessage('sign-in', new ApiError(401, '{"message":"User not found"}'));
    const wrongPassword = credentialsErrorMessage(
      'sign-in',
      new ApiError(401, '{"message":"Invalid password"}'),
    );
    expect(unknownUser).toBe(wrongPassword);
    expect(unknownUser).not.toMatch(/not found|exists|registered/i);
  });

  it('does not reveal an existing account on sign-up', () => {
    const message = credentialsErrorMessage(
      'sign-up',
      new ApiError(422, '{"message":"User already exists"}'),
    );
    expect(message).not.toMatch(/already exists|registered/i);
  });

  it('explains rate limiting and server failures', () => {
    expect(credentialsErrorMessage('sign-in', new ApiError(429, 'Too Many Requests'))).toMatch(
      /Too many attempts/,
    );
    expect(credentialsErrorMessage('sign-up', new ApiError(500, 'Internal'))).toMatch(/went wrong/);
    expect(credentialsErrorMessage('sign-up', new TypeError('Failed to fetch'))).toMatch(/went wrong/);
  });
});
