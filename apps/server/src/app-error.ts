import { type ErrorCode, STATUS_BY_CODE } from '@hireproof/contract';

/**
 * The one error type the server throws on purpose. The error handler turns it into
 * `{ code, message, requestId }` with the status the contract assigns to the code.
 * Messages of 4xx errors are shown to people; 5xx messages never leave the server.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
