import type { FastifyInstance } from 'fastify';
import { AppError } from '../../app-error.ts';

/**
 * A 503 whose message is written for people ("PayPal is not configured", "PayPal could not be
 * reached…"). The app's error handler hides every 5xx message, rightly for accidents; these are
 * deliberate, contain nothing internal, and tell the buyer what to do.
 */
export class PaymentUnavailableError extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('SERVICE_UNAVAILABLE', message, options);
    this.name = 'PaymentUnavailableError';
  }
}

/** In a payments route scope: send PaymentUnavailableError as is; everything else goes to the app's handler. */
export function exposePaymentUnavailable(scope: FastifyInstance): void {
  scope.setErrorHandler((error, request, reply) => {
    if (!(error instanceof PaymentUnavailableError)) throw error;
    request.log.warn(
      { event: 'payment_unavailable', message: error.message, err: error.cause },
      'payment unavailable',
    );
    return reply
      .status(503)
      .type('application/json; charset=utf-8')
      .send({ code: error.code, message: error.message, requestId: request.id });
  });
}
