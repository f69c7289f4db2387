/**
 * A non-ok answer from our API. The status and the body stay available to callers (they decide on
 * the status, and read our server's `{ message }` from the body) while the message keeps the display
 * text of SPEC §7: `'{status}: {body text}'`, or `'{status}: {status text}'` when the body is empty.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: string,
    statusText = '',
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** Reads the body of a non-ok response once and keeps it. */
  static async from(response: Response): Promise<ApiError> {
    return new ApiError(response.status, await response.text(), response.statusText);
  }
}

/** An ok answer whose body is not what the contract says it is (an old server, a proxy's page). */
export class UnexpectedResponseError extends Error {
  override name = 'UnexpectedResponseError';

  constructor(url: string, options?: ErrorOptions) {
    super(`The server's answer to ${url} was not understood.`, options);
  }
}
