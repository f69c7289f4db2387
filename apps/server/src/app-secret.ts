import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';

export const APP_SECRET_FILE = 'app-secret';

/**
 * APP_SECRET signs sessions and encrypts stored keys, so it must survive restarts. When the
 * environment does not set one, the first start writes a random secret into DATA_DIR (mode 0600)
 * and every later start reads it back.
 */
export function resolveAppSecret(config: Pick<Config, 'appSecret' | 'dataDir'>): string {
  if (config.appSecret) return config.appSecret;
  mkdirSync(config.dataDir, { recursive: true });
  const path = join(config.dataDir, APP_SECRET_FILE);
  try {
    // 'wx' fails when the file exists, so two processes starting together never overwrite each other.
    writeFileSync(path, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${path} holds a secret shorter than 32 characters; delete it or set APP_SECRET`);
  return secret;
}
