import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../test/fake-fetch.ts';
import { makeUser } from '../test/render.tsx';
import { UnexpectedResponseError } from './api-error.ts';
import { currentUserQuery } from './current-user.ts';
import { createQueryClient } from './query-client.ts';

describe('currentUserQuery', () => {
  it('returns the user the contract accepts', async () => {
    const user = makeUser({ role: 'admin', credits: 0 });
    fakeFetch({ 'GET /api/auth/user': () => ({ body: user }) });
    await expect(createQueryClient().fetchQuery(currentUserQuery)).resolves.toEqual(user);
  });

  it('is null for a signed-out visitor (401)', async () => {
    fakeFetch({ 'GET /api/auth/user': () => ({ status: 401, body: 'Unauthorized' }) });
    await expect(createQueryClient().fetchQuery(currentUserQuery)).resolves.toBeNull();
  });

  it('fails on an answer that is not a user, rather than passing it on', async () => {
    fakeFetch({ 'GET /api/auth/user': () => ({ body: { email: 'jane@example.test', role: 'owner' } }) });
    await expect(createQueryClient().fetchQuery(currentUserQuery)).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
  });
});
