import { DEFAULT_AI_BASE_URL } from '@hireproof/contract';
import { describe, expect, it } from 'vitest';
import {
  type ApiConfigFormValues,
  EMPTY_API_CONFIG_FORM,
  toCreateRequest,
  validateApiConfigForm,
} from './api-config-form-values.ts';

const form = (overrides: Partial<ApiConfigFormValues>): ApiConfigFormValues => ({
  ...EMPTY_API_CONFIG_FORM,
  ...overrides,
});

describe('validateApiConfigForm (SPEC §5)', () => {
  it('starts with the SPEC defaults: api_key type, default base URL, priority 1, 1000 per hour', () => {
    expect(EMPTY_API_CONFIG_FORM).toMatchObject({
      type: 'api_key',
      baseUrl: DEFAULT_AI_BASE_URL,
      priority: '1',
      rateLimitPerHour: '1000',
    });
  });

  it('needs a name and, for api_key, a key', () => {
    expect(validateApiConfigForm(form({ name: '  ', apiKey: '' }))).toEqual({
      name: 'Name is required',
      apiKey: 'API key is required',
    });
    expect(validateApiConfigForm(form({ name: 'Main', apiKey: 'sk-1' }))).toEqual({});
  });

  it('needs a curl command for curl and no key', () => {
    expect(validateApiConfigForm(form({ name: 'Curl', type: 'curl', curlCommand: ' ' }))).toEqual({
      curlCommand: 'Curl command is required',
    });
    expect(
      validateApiConfigForm(form({ name: 'Curl', type: 'curl', curlCommand: 'curl https://x.test' })),
    ).toEqual({});
  });

  it('needs whole numbers of at least 1 for priority and rate limit', () => {
    const base = { name: 'Main', apiKey: 'sk-1' };
    expect(validateApiConfigForm(form({ ...base, priority: '0', rateLimitPerHour: '-5' }))).toEqual({
      priority: 'Priority must be at least 1',
      rateLimitPerHour: 'Rate limit must be at least 1',
    });
    expect(validateApiConfigForm(form({ ...base, priority: '1.5', rateLimitPerHour: '' }))).toEqual({
      priority: 'Priority must be a whole number',
      rateLimitPerHour: 'Rate limit is required',
    });
  });
});

describe('toCreateRequest', () => {
  it('sends the api_key fields with numbers, leaving blanks out', () => {
    expect(
      toCreateRequest(
        form({
          name: ' Main ',
          apiKey: ' sk-1 ',
          model: '',
          priority: '2',
          rateLimitPerHour: '50',
          curlCommand: 'x',
        }),
      ),
    ).toEqual({
      name: 'Main',
      type: 'api_key',
      apiKey: 'sk-1',
      baseUrl: DEFAULT_AI_BASE_URL,
      model: undefined,
      priority: 2,
      rateLimitPerHour: 50,
      active: true,
    });
  });

  it('sends the curl fields without a key', () => {
    expect(
      toCreateRequest(form({ name: 'C', type: 'curl', curlCommand: 'curl https://x.test', apiKey: 'stale' })),
    ).toEqual({
      name: 'C',
      type: 'curl',
      curlCommand: 'curl https://x.test',
      answerPath: undefined,
      priority: 1,
      rateLimitPerHour: 1000,
      active: true,
    });
  });
});
