/**
 * The human part of an API error. `apiRequest` errors read `'{status}: {body}'`; our server's body is
 * JSON with a `message`, other bodies are plain text. Returns null when there is nothing readable.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  const body = (match ? match[1] : error.message)?.trim();
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
