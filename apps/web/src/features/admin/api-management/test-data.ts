import type { ApiConfig, ApiConfigTestResult } from '@hireproof/contract';

export function makeApiConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    id: 'cfg-1',
    name: 'OpenRouter main',
    type: 'api_key',
    curlCommand: null,
    apiKey: '••••••••wxyz',
    baseUrl: 'https://openrouter.ai/api/v1',
    model: 'openai/gpt-4o-mini',
    answerPath: null,
    priority: 1,
    rateLimitPerHour: 1000,
    active: true,
    healthy: true,
    currentUsage: 120,
    usagePercentage: 12,
    lastReset: '2026-03-05T09:00:00.000Z',
    lastError: null,
    ...overrides,
  };
}

export function makeTestResult(overrides: Partial<ApiConfigTestResult> = {}): ApiConfigTestResult {
  return {
    success: true,
    error: null,
    request: {
      method: 'POST',
      url: 'https://openrouter.ai/api/v1/chat/completions',
      headers: { authorization: 'Bearer ••••••••wxyz', 'content-type': 'application/json' },
      body: '{"model":"openai/gpt-4o-mini","messages":[{"role":"user","content":"Reply with OK"}]}',
    },
    response: { status: 200, body: '{"choices":[{"message":{"content":"OK"}}]}' },
    ...overrides,
  };
}
