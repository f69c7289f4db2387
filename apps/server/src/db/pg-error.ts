/** SQLSTATE codes the services turn into answers of their own. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The SQLSTATE of a database error, looked for down the `cause` chain because the driver's error
 * (with its five-character `code`) may arrive wrapped; other codes (ECONNRESET …) are passed over.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
