import { describe, expect, it } from 'vitest';
import { greetingFor } from './dashboard-greeting.ts';

describe('greetingFor', () => {
  const createdAt = '2026-11-25T10:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('welcomes a brand-new account as new', () => {
    expect(greetingFor({ createdAt }, at('2026-11-25T10:00:05.000Z'))).toBe('Welcome to Hireproof, ');
    expect(greetingFor({ createdAt }, at('2026-11-25T10:59:59.000Z'))).toBe('Welcome to Hireproof, ');
  });

  it('welcomes an account older than an hour back', () => {
    expect(greetingFor({ createdAt }, at('2026-11-25T11:00:00.000Z'))).toBe('Welcome back, ');
  });
});
