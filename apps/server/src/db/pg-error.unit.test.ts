import { describe, expect, it } from 'vitest';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from './pg-error.ts';

describe('pgErrorCode', () => {
  it('reads the SQLSTATE on the error itself', () => {
    expect(pgErrorCode(Object.assign(new Error('dup'), { code: UNIQUE_VIOLATION }))).toBe('23505');
  });

  it('finds the SQLSTATE on a wrapped cause', () => {
    const driverError = Object.assign(new Error('fk'), { code: FOREIGN_KEY_VIOLATION });
    const wrapped = new Error('Failed query', { cause: new Error('inner', { cause: driverError }) });
    expect(pgErrorCode(wrapped)).toBe('23503');
  });

  it('passes over codes that are not SQLSTATEs', () => {
    const wrapped = Object.assign(new Error('outer', { cause: { code: '23505' } }), { code: 'ECONNRESET' });
    expect(pgErrorCode(wrapped)).toBe('23505');
    expect(pgErrorCode(Object.assign(new Error('net'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(pgErrorCode(undefined)).toBeUndefined();
    expect(pgErrorCode('text')).toBeUndefined();
  });
});
