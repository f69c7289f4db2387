import { z } from 'zod';

/** Every error the API can answer with. The client switches on `code`; `message` is for people. */
export const ERROR_CODES = [
  'INVALID_INPUT',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INSUFFICIENT_CREDITS',
  'RATE_LIMITED',
  'CROSS_ORIGIN',
  'UNPROCESSABLE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  INVALID_INPUT: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INSUFFICIENT_CREDITS: 402,
  RATE_LIMITED: 429,
  CROSS_ORIGIN: 403,
  UNPROCESSABLE: 422,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The body of every error response. */
export const errorBodySchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
