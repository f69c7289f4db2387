import { ApiError } from './api-error.ts';

/**
 * The human part of an API error: our server's body is JSON with a `message`, other bodies are plain
 * text. Anything that is not an ApiError (a network failure, a bug) is not a server message, so
 * callers show their own fallback text: null.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body.trim();
  if (!body) return null;
  if (!body.startsWith('{')) return body;
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
