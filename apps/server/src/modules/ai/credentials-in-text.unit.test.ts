import { describe, expect, it } from 'vitest';
import { credentialsOf, looksLikeSecretToken, maskSecretsIn } from './credentials-in-text.ts';

const mask = (secret: string) => `<${secret.length}>`;

describe('looksLikeSecretToken', () => {
  it.each([
    'sk-proj-Xy7Qa9LmN2pR4tV6wZ8bC1dE',
    'AIzaSyD3x9Kq7LmPz2Rt8Vw4Yb6Nc1Hj5Fg0',
    '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  ])('takes %s for a key', (token) => {
    expect(looksLikeSecretToken(token)).toBe(true);
  });

  it.each([
    'meta-llama-3-70b-instruct',
    'chat-completions-endpoint-name',
    '{{api_key_placeholder_here}}',
    'short1A',
  ])('leaves %s readable', (token) => {
    expect(looksLikeSecretToken(token)).toBe(false);
  });
});

describe('credentialsOf', () => {
  it('finds credential-named query, JSON and form values and unnamed high-entropy tokens', () => {
    const found = credentialsOf({
      url: 'https://ai.example.test/v1/generate?key=AbC123xYz789&model=m&access_token=tok-secret-9',
      headers: [
        ['Authorization', 'Bearer sk-header-secret'],
        ['X-Request-Source', 'Zq8WvX3kLp0mNn7RtY2bQc5dEe'],
        ['Content-Type', 'application/json'],
      ],
      body: '{"model":"m","auth":{"api_key":"body-secret-42"},"prompt":"{{prompt}}"}',
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'AbC123xYz789',
        'tok-secret-9',
        'sk-header-secret',
        'Zq8WvX3kLp0mNn7RtY2bQc5dEe',
        'body-secret-42',
      ]),
    );
    expect(found).not.toContain('Bearer sk-header-secret');
    expect(found).not.toContain('application/json');
    expect(found).not.toContain('m');
  });

  it('reads form bodies and ignores placeholders', () => {
    const found = credentialsOf({
      url: 'https://ai.example.test/v1',
      headers: [['Authorization', 'Bearer {{api_key}}']],
      body: 'client_secret=form-secret-7&prompt={{prompt}}',
    });
    expect(found).toEqual(['form-secret-7']);
  });
});

describe('maskSecretsIn', () => {
  it('masks plain and URL-encoded occurrences', () => {
    expect(maskSecretsIn('a=p@ss/word!&b=p%40ss%2Fword!', ['p@ss/word!'], mask)).toBe('a=<10>&b=<10>');
  });
});
