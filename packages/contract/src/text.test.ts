import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarDateSchema, NUL_CHARACTER_MESSAGE, withoutNul } from './text.ts';

describe('withoutNul', () => {
  const name = withoutNul(z.string().trim().max(10));

  it('accepts text without NUL and keeps the other rules', () => {
    expect(name.parse('  Ada ')).toBe('Ada');
    expect(name.safeParse('x'.repeat(11)).success).toBe(false);
  });

  it('refuses a NUL anywhere with its own message', () => {
    const result = name.safeParse('Ada\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
  });
});

describe('calendarDateSchema', () => {
  it.each(['2026-01-31', '2024-02-29', '1999-12-31'])('accepts %s', (date) => {
    expect(calendarDateSchema.parse(date)).toBe(date);
  });

  it.each(['2026-13-45', '2026-02-29', '2026-04-31', '2026-00-10', '26-01-01', '2026-1-1'])(
    'refuses %s',
    (date) => {
      expect(calendarDateSchema.safeParse(date).success).toBe(false);
    },
  );
});
