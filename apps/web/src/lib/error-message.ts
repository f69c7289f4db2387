/**
 * The human part of an API error. `apiRequest` errors read `'{status}: {body}'`; our server's body is
 * JSON with a `message`, other bodies are plain text. Anything else (a network failure, a bug) is not
 * a server message, so callers show their own fallback text: null.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  const body = match?.[1]?.trim();
  if (!body) return null;
  if (body.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message.trim() || null;
      }
      return null;
    } catch {
      return body;
    }
  }
  return body;
}
