import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { maskSecretsIn } from './credentials-in-text.ts';

/**
 * Provider keys (and curl commands, which usually carry one) at rest: AES-256-GCM with a key
 * derived from APP_SECRET by HKDF, a fresh 12-byte IV per value, stored as `v1:<iv>:<ct>:<tag>`
 * (base64url). A flipped byte or another secret makes decryption throw; there is no plaintext path.
 */
const VERSION = 'v1';
const INFO = 'hireproof/api-config-secrets/v1';

export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

export class UnreadableSecretError extends Error {
  constructor() {
    super('The stored key is unreadable; re-enter it.');
    this.name = 'UnreadableSecretError';
  }
}

export function createSecretBox(appSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'hireproof', INFO, 32));
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, ct, tag]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join(':');
    },
    open(sealed) {
      const [version, iv, ct, tag] = sealed.split(':');
      if (version !== VERSION || !iv || ct === undefined || !tag) throw new UnreadableSecretError();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new UnreadableSecretError();
      }
    },
  };
}

/** '••••••••abcd': the last 4 characters only (fewer for very short keys, so most stays hidden). */
export function maskKey(key: string): string {
  const visible = key.length >= 12 ? 4 : Math.max(0, Math.floor(key.length / 4));
  return `••••••••${visible ? key.slice(-visible) : ''}`;
}

/**
 * Replaces every occurrence of each secret in a text (error messages, echoed bodies, URLs), also
 * URL-encoded, by its mask; longer secrets first so one containing another is masked whole.
 */
export function scrubSecrets(text: string, secrets: Array<string | undefined>): string {
  const known = secrets.filter((secret): secret is string => !!secret && secret.length >= 4);
  return maskSecretsIn(
    text,
    [...known].sort((a, b) => b.length - a.length),
    maskKey,
  );
}
