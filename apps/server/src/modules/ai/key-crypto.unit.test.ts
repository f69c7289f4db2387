import { describe, expect, it } from 'vitest';
import { createSecretBox, maskKey, scrubSecrets, UnreadableSecretError } from './key-crypto.ts';

const SECRET = 'unit-test-app-secret-unit-test-app-secret';
const CANARY = 'sk-canary-7f3e9c1d';

describe('secret box (AES-256-GCM keyed from APP_SECRET)', () => {
  const box = createSecretBox(SECRET);

  it('round-trips and never stores the plaintext', () => {
    const sealed = box.seal(CANARY);
    expect(sealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain(CANARY);
    expect(box.open(sealed)).toBe(CANARY);
  });

  it('uses a fresh IV every time', () => {
    const ivs = new Set(Array.from({ length: 2000 }, () => box.seal(CANARY).split(':')[1]));
    expect(ivs.size).toBe(2000);
  });

  it('refuses a flipped byte and another secret', () => {
    const sealed = box.seal(CANARY);
    const [v, iv, ct, tag] = sealed.split(':') as [string, string, string, string];
    const bytes = Buffer.from(ct, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    expect(() => box.open([v, iv, bytes.toString('base64url'), tag].join(':'))).toThrow(
      UnreadableSecretError,
    );
    expect(() => createSecretBox(`${SECRET}-other`).open(sealed)).toThrow(UnreadableSecretError);
    expect(() => box.open(CANARY)).toThrow(UnreadableSecretError);
  });
});

describe('masking', () => {
  it('shows only the last four characters', () => {
    expect(maskKey('sk-live-abcdefghabcd')).toBe('••••••••abcd');
    expect(maskKey('short')).not.toContain('short');
  });

  it('scrubs every occurrence of a secret from a text', () => {
    const text = `failed with key ${CANARY} (again ${CANARY})`;
    const scrubbed = scrubSecrets(text, [CANARY]);
    expect(scrubbed).not.toContain(CANARY);
    expect(scrubbed).toContain('••••••••9c1d');
  });
});
