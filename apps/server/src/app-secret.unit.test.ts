import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SECRET_FILE, resolveAppSecret } from './app-secret.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'hireproof-secret-'));

describe('resolveAppSecret', () => {
  it('prefers APP_SECRET and writes nothing', () => {
    const dataDir = freshDir();
    expect(resolveAppSecret({ appSecret: 'x'.repeat(40), dataDir })).toBe('x'.repeat(40));
    expect(() => statSync(join(dataDir, APP_SECRET_FILE))).toThrow();
  });

  it('generates a private secret on first start and reads the same one afterwards', () => {
    const dataDir = join(freshDir(), 'nested', 'data');
    const first = resolveAppSecret({ appSecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, APP_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(resolveAppSecret({ appSecret: undefined, dataDir })).toBe(first);
    expect(readFileSync(join(dataDir, APP_SECRET_FILE), 'utf8')).toBe(first);
    expect(resolveAppSecret({ appSecret: undefined, dataDir: freshDir() })).not.toBe(first);
  });

  it('refuses a stored secret that is too short', () => {
    const dataDir = freshDir();
    writeFileSync(join(dataDir, APP_SECRET_FILE), 'short');
    expect(() => resolveAppSecret({ appSecret: undefined, dataDir })).toThrow(/shorter than 32/);
  });
});
