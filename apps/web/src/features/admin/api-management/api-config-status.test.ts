import { describe, expect, it } from 'vitest';
import { apiConfigStatus, curlSummary, formatUsagePercent, usageTone } from './api-config-status.ts';

describe('apiConfigStatus (SPEC §4)', () => {
  it('is inactive whenever the configuration is off, whatever its health or usage', () => {
    expect(apiConfigStatus({ active: false, healthy: true, usagePercentage: 0 })).toBe('inactive');
    expect(apiConfigStatus({ active: false, healthy: false, usagePercentage: 99 })).toBe('inactive');
  });

  it('is unhealthy for an active configuration the server marked unhealthy', () => {
    expect(apiConfigStatus({ active: true, healthy: false, usagePercentage: 10 })).toBe('unhealthy');
    expect(apiConfigStatus({ active: true, healthy: false, usagePercentage: 95 })).toBe('unhealthy');
  });

  it('warns from 90 % usage on a healthy configuration', () => {
    expect(apiConfigStatus({ active: true, healthy: true, usagePercentage: 89.9 })).toBe('ok');
    expect(apiConfigStatus({ active: true, healthy: true, usagePercentage: 90 })).toBe('near-limit');
    expect(apiConfigStatus({ active: true, healthy: true, usagePercentage: 100 })).toBe('near-limit');
  });
});

describe('usageTone (SPEC §4)', () => {
  it('is green below 70, yellow from 70, red from 90', () => {
    expect(usageTone(0)).toBe('ok');
    expect(usageTone(69.99)).toBe('ok');
    expect(usageTone(70)).toBe('warning');
    expect(usageTone(89.99)).toBe('warning');
    expect(usageTone(90)).toBe('danger');
    expect(usageTone(150)).toBe('danger');
  });
});

describe('formatUsagePercent', () => {
  it('rounds to a whole percent', () => {
    expect(formatUsagePercent(42.4)).toBe('42%');
    expect(formatUsagePercent(89.6)).toBe('90%');
  });
});

describe('curlSummary', () => {
  it('gives the method and the host and path, not the headers', () => {
    const command = `curl -X PUT 'https://api.example.com/v1/generate?x=1' -H 'Authorization: Bearer ••••abcd' -d '{"p":"{{prompt}}"}'`;
    const summary = curlSummary(command);
    expect(summary).toBe('PUT api.example.com/v1/generate');
    expect(summary).not.toContain('abcd');
  });

  it('assumes POST when the command has a body and no -X, GET otherwise', () => {
    expect(curlSummary(`curl https://llm.example.org/chat --data-raw '{}'`)).toBe(
      'POST llm.example.org/chat',
    );
    expect(curlSummary(`curl https://llm.example.org/`)).toBe('GET llm.example.org');
    expect(curlSummary(`curl --json '{"a":1}' http://127.0.0.1:4010/v1/chat/completions`)).toBe(
      'POST 127.0.0.1:4010/v1/chat/completions',
    );
  });

  it('copes with a missing command or one without a URL', () => {
    expect(curlSummary(null)).toBe('curl command');
    expect(curlSummary('curl -d x')).toBe('curl POST');
  });
});
