/** Why one provider call failed; the router decides from `kind` whether to fail over and what to count. */
export type ProviderFailureKind =
  | 'timeout'
  | 'rate_limited'
  | 'server_error'
  | 'network'
  | 'blocked'
  | 'bad_request'
  | 'unauthorized'
  | 'format_unsupported'
  | 'bad_answer'
  | 'over_limit'
  | 'unreadable_key'
  | 'aborted';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderFailureKind,
    message: string,
    readonly status: number | null = null,
    readonly responseBody: string | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  /** Failures that say nothing about the provider's health (our limit, the caller's cancel). */
  get countsAsFailure(): boolean {
    return !['over_limit', 'aborted', 'rate_limited', 'format_unsupported'].includes(this.kind);
  }
}

/** 400s that mean "this server does not do structured output", so the next format is worth a try. */
export function mentionsResponseFormat(text: string): boolean {
  return /response_format|json_schema|json schema|structured output|schema/i.test(text);
}

export function kindOfStatus(status: number, body: string): ProviderFailureKind {
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server_error';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 400 && mentionsResponseFormat(body)) return 'format_unsupported';
  if (status === 408) return 'timeout';
  return 'bad_request';
}

/** No configuration answered; `attempts` says why each one did not. */
export class NoProviderAvailableError extends Error {
  constructor(
    readonly attempts: Array<{ configId: string; name: string; kind: ProviderFailureKind; message: string }>,
  ) {
    super(
      attempts.length
        ? `No AI provider answered (${attempts.map((a) => `${a.name}: ${a.kind}`).join('; ')})`
        : 'No AI provider is configured, active and healthy',
    );
    this.name = 'NoProviderAvailableError';
  }
}
