import type { ErrorBody } from '@hireproof/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, isAppError } from '../app-error.ts';

export const INTERNAL_ERROR_MESSAGE = 'Internal error';

function fieldOf(path: string): string {
  return path.replace(/^\//, '').replaceAll('/', '.');
}

function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Maps any thrown value to the AppError the client sees. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = error.validation
      .map((issue) => {
        const field = fieldOf(issue.instancePath);
        return field ? `${field}: ${issue.message}` : issue.message;
      })
      .join('; ');
    return new AppError('INVALID_INPUT', message || 'Invalid input');
  }
  if (error instanceof ZodError) return new AppError('INVALID_INPUT', describeZodError(error));
  const statusCode = (error as FastifyError).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    // Fastify's own 4xx (bad JSON, wrong content type, body too large): their messages are safe.
    const code =
      statusCode === 413
        ? 'PAYLOAD_TOO_LARGE'
        : statusCode === 415
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : statusCode === 404
            ? 'NOT_FOUND'
            : statusCode === 429
              ? 'RATE_LIMITED'
              : 'INVALID_INPUT';
    return new AppError(code, (error as Error).message);
  }
  return new AppError('INTERNAL', INTERNAL_ERROR_MESSAGE, { cause: error });
}

export function sendError(reply: FastifyReply, request: FastifyRequest, error: AppError): FastifyReply {
  const body: ErrorBody = {
    code: error.code,
    // A 5xx message might carry SQL, paths or stack fragments: it stays in the log.
    message: error.statusCode >= 500 ? INTERNAL_ERROR_MESSAGE : error.message,
    requestId: request.id,
  };
  return reply.status(error.statusCode).type('application/json; charset=utf-8').send(body);
}

/** The one error handler: AppError, validation errors and Fastify 4xx pass through; the rest is 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (appError.statusCode !== 401 && appError.statusCode !== 404) {
      request.log.info({ code: appError.code, message: appError.message }, 'request refused');
    }
    return sendError(reply, request, appError);
  });
}
