/**
 * Finds the credentials in what an admin pasted (a curl command, a URL, a request body) so they can
 * be masked wherever the configuration is shown or echoed: values whose name says "credential"
 * (headers, query parameters, JSON and form fields) and any long, high-entropy token (a key pasted
 * where no name gives it away).
 */

/** Names that say their value is a credential: authorization, api_key, x-api-key, token, secret… */
export const CREDENTIAL_NAME =
  /auth|api[-_]?key|^key$|[-_]key$|token|secret|password|passwd|cookie|signature|^sig$/i;

const PLACEHOLDER = /\{\{[^}]*\}\}/;

/** Shannon entropy in bits per character. */
function entropyOf(text: string): number {
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * True for a token that looks generated rather than written: long, and mixing upper case, lower
 * case and digits (or, for hex-like keys, long and dense). Model names such as
 * "meta-llama-3-70b-instruct" mix only two classes and stay readable.
 */
export function looksLikeSecretToken(token: string): boolean {
  if (token.length < 24 || PLACEHOLDER.test(token)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((pattern) => pattern.test(token)).length;
  if (classes === 3) return entropyOf(token) >= 3.5;
  return classes === 2 && token.length >= 32 && entropyOf(token) >= 3.5;
}

/** Candidate tokens: runs of key-like characters (no dots or slashes, so hosts and paths stay out). */
function highEntropyTokens(text: string): string[] {
  return (text.match(/[A-Za-z0-9_\-+=]{24,}/g) ?? []).filter(looksLikeSecretToken);
}

/** The value after "Bearer "/"Basic "/"Token ", or the value itself. */
function withoutScheme(value: string): string {
  return value.replace(/^(Bearer|Basic|Token)\s+/i, '').trim();
}

function credentialFieldsOfJson(value: unknown, found: string[], depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  for (const [name, item] of Object.entries(value)) {
    if (typeof item === 'string' && CREDENTIAL_NAME.test(name)) found.push(item);
    else credentialFieldsOfJson(item, found, depth + 1);
  }
}

function credentialFieldsOfBody(body: string): string[] {
  const found: string[] = [];
  const trimmed = body.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      credentialFieldsOfJson(JSON.parse(trimmed), found);
      return found;
    } catch {
      // Not JSON after all (a template with {{prompt}} unquoted): read it as a form below.
    }
  }
  for (const pair of trimmed.split('&')) {
    const [name, value] = pair.split('=');
    if (name && value && CREDENTIAL_NAME.test(name)) found.push(safelyDecoded(value));
  }
  return found;
}

function credentialQueryValues(url: string): string[] {
  try {
    return [...new URL(url).searchParams]
      .filter(([name]) => CREDENTIAL_NAME.test(name))
      .map(([, value]) => value);
  } catch {
    return [];
  }
}

function safelyDecoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** Every credential in a request: to mask when shown and to scrub from errors and echoed bodies. */
export function credentialsOf(request: {
  url: string;
  headers: ReadonlyArray<readonly [string, string]>;
  body: string | undefined;
}): string[] {
  const found = [
    ...request.headers
      .filter(([name]) => CREDENTIAL_NAME.test(name))
      .map(([, value]) => withoutScheme(value)),
    ...credentialQueryValues(request.url),
    ...(request.body ? credentialFieldsOfBody(request.body) : []),
    ...highEntropyTokens(
      [request.url, ...request.headers.map(([, value]) => value), request.body ?? ''].join('\n'),
    ),
  ];
  const secrets = found.filter((value) => value.length >= 4 && !PLACEHOLDER.test(value));
  // Longest first, so a value containing a shorter one is masked whole.
  return [...new Set(secrets)].sort((a, b) => b.length - a.length);
}

/** Replaces every occurrence of each secret (and its URL-encoded form) by its mask. */
export function maskSecretsIn(
  text: string,
  secrets: readonly string[],
  mask: (secret: string) => string,
): string {
  let out = text;
  for (const secret of secrets) {
    out = out.split(secret).join(mask(secret));
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) out = out.split(encoded).join(mask(secret));
  }
  return out;
}

/** Masks the long, high-entropy tokens of a text that could not be read as a request. */
export function maskHighEntropyTokens(text: string, mask: (secret: string) => string): string {
  return maskSecretsIn(text, highEntropyTokens(text), mask);
}
