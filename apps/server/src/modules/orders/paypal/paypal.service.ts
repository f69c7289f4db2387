import {
  type CapturePayPalOrderResponse,
  type CreatePayPalOrderResponse,
  ORDER_MESSAGES,
  type Order,
} from '@hireproof/contract';
import type { Logger } from 'pino';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/client.ts';
import type { CurrentUser } from '../../../plugins/access-control.ts';
import { linkPayPalOrder, type OrderRow, selectOrderByPayPalId } from '../orders.queries.ts';
import type { OrdersService } from '../orders.service.ts';
import { PaymentUnavailableError } from '../payment-errors.ts';
import { approveLink, PayPalApiError, type PayPalClient } from './paypal-client.ts';
import {
  captureOfWebhook,
  capturesOfOrder,
  type Settlement,
  settlePayPalCaptures,
} from './paypal-settlement.ts';
import type { PayPalCapture, PayPalOrder, PayPalWebhookEvent, WebhookTransmission } from './paypal-types.ts';

export interface PayPalService {
  createCheckout(user: CurrentUser, input: { orderId?: string }): Promise<CreatePayPalOrderResponse>;
  capture(user: CurrentUser, paypalOrderId: string): Promise<CapturePayPalOrderResponse>;
  /** POST /api/orders/:id/complete {paypalOrderId}: verify at PayPal, then credit. */
  complete(user: CurrentUser, orderId: string, paypalOrderId: string): Promise<Order>;
  handleWebhook(transmission: Partial<WebhookTransmission>, rawBody: string): Promise<{ received: true }>;
}

/** Events whose resource is a capture; only a COMPLETED capture ever grants anything. */
const CAPTURE_EVENTS = new Set([
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.DECLINED',
]);
/** PayPal answers these when the capture already happened (or is happening): read the order instead. */
const ALREADY_CAPTURED_ISSUES = new Set(['ORDER_ALREADY_CAPTURED', 'PREVIOUS_REQUEST_IN_PROGRESS']);

export const captureRequestId = (orderId: string) => `capture-${orderId}`;

const unavailable = (cause: unknown) =>
  new PaymentUnavailableError(ORDER_MESSAGES.paypalUnavailable, { cause });

/** Our verdict for the browser: COMPLETED only when the money is verified and credited. */
function verdictOf(settlement: Settlement): CapturePayPalOrderResponse['status'] {
  switch (settlement.outcome) {
    case 'credited':
    case 'already_paid':
      return 'COMPLETED';
    case 'pending':
      return 'PENDING';
    case 'declined':
      return 'DECLINED';
    default:
      return 'FAILED';
  }
}

export function createPayPalService(deps: {
  db: Db;
  orders: OrdersService;
  /** Undefined when PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET are not set: every route answers 503. */
  client: PayPalClient | undefined;
  webhookId: string | undefined;
  appUrl: string;
  logger: Logger;
  clock: Clock;
}): PayPalService {
  const { db, logger, clock } = deps;

  function client(): PayPalClient {
    if (!deps.client) throw new PaymentUnavailableError(ORDER_MESSAGES.paypalNotConfigured);
    return deps.client;
  }

  async function ownPayPalOrder(user: CurrentUser, paypalOrderId: string): Promise<OrderRow> {
    const row = await selectOrderByPayPalId(db, paypalOrderId, user.id);
    if (!row) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    return row;
  }

  /** The order as PayPal has it after a capture attempt (a replayed capture reads it back). */
  async function captureAtPayPal(order: OrderRow, paypalOrderId: string): Promise<PayPalOrder | 'DECLINED'> {
    const paypal = client();
    try {
      return await paypal.captureOrder(paypalOrderId, captureRequestId(order.id));
    } catch (error) {
      if (error instanceof PayPalApiError && error.status === 422) {
        if (error.issue && ALREADY_CAPTURED_ISSUES.has(error.issue)) {
          try {
            return await paypal.getOrder(paypalOrderId);
          } catch (readError) {
            throw unavailable(readError);
          }
        }
        if (error.issue === 'ORDER_NOT_APPROVED') {
          throw new AppError('UNPROCESSABLE', ORDER_MESSAGES.paypalNotApproved);
        }
        if (error.issue === 'INSTRUMENT_DECLINED') return 'DECLINED';
      }
      if (error instanceof PayPalApiError && error.status === 404) {
        throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
      }
      logger.warn({ event: 'paypal_capture_error', orderId: order.id, err: error }, 'PayPal capture failed');
      throw unavailable(error);
    }
  }

  return {
    async createCheckout(user, input) {
      const paypal = client();
      let order: OrderRow;
      if (input.orderId) {
        order = await deps.orders.ownOrder(user, input.orderId);
        if (order.provider !== 'paypal')
          throw new AppError('INVALID_INPUT', ORDER_MESSAGES.methodCurrencyMismatch);
        if (order.status !== 'created') throw new AppError('CONFLICT', ORDER_MESSAGES.orderNotAwaitingProof);
      } else {
        order = await deps.orders.insertOrder(user, 'paypal');
      }
      let created: PayPalOrder;
      try {
        // Same PayPal-Request-Id for the same order of ours: a retry gets the same PayPal order.
        created = await paypal.createOrder({
          orderId: order.id,
          amount: order.amount,
          currency: order.currency,
          returnUrl: `${deps.appUrl}/paypal/return`,
          cancelUrl: `${deps.appUrl}/dashboard?payment=cancelled`,
          description: `Hireproof: ${order.credits} credits`,
        });
      } catch (error) {
        logger.warn(
          { event: 'paypal_create_error', orderId: order.id, err: error },
          'PayPal order creation failed',
        );
        throw unavailable(error);
      }
      const linked = await linkPayPalOrder(db, order.id, created.id);
      if (!linked) throw new AppError('CONFLICT', ORDER_MESSAGES.paypalOrderMismatch);
      if (!approveLink(created.links)) throw unavailable(new Error('PayPal order has no approve link'));
      return {
        id: created.id,
        links: (created.links ?? []).map(({ href, rel, method }) => ({ href, rel, method })),
        orderId: order.id,
        amount: Number(order.amount),
        currency: order.currency,
      };
    },

    async capture(user, paypalOrderId) {
      const order = await ownPayPalOrder(user, paypalOrderId);
      if (order.status === 'paid') return { status: 'COMPLETED', orderId: order.id };
      const result = await captureAtPayPal(order, paypalOrderId);
      if (result === 'DECLINED') return { status: 'DECLINED', orderId: order.id };
      const settlement = await settlePayPalCaptures(db, capturesOfOrder(result), {
        expectedOrderId: order.id,
        logger,
        now: clock.now(),
      });
      return { status: verdictOf(settlement), orderId: order.id };
    },

    async complete(user, orderId, paypalOrderId) {
      const order = await deps.orders.ownOrder(user, orderId);
      if (order.provider !== 'paypal' || order.providerOrderId !== paypalOrderId) {
        throw new AppError('INVALID_INPUT', ORDER_MESSAGES.paypalOrderMismatch);
      }
      if (order.status !== 'paid') {
        let paypalOrder: PayPalOrder;
        try {
          paypalOrder = await client().getOrder(paypalOrderId);
        } catch (error) {
          if (error instanceof AppError) throw error;
          throw unavailable(error);
        }
        const settlement = await settlePayPalCaptures(db, capturesOfOrder(paypalOrder), {
          expectedOrderId: order.id,
          logger,
          now: clock.now(),
        });
        const verdict = verdictOf(settlement);
        if (verdict !== 'COMPLETED') {
          throw new AppError('UNPROCESSABLE', `The PayPal payment is not completed (status ${verdict})`);
        }
      }
      return deps.orders.orderView(order.id);
    },

    async handleWebhook(transmission, rawBody) {
      const paypal = client();
      if (!deps.webhookId) throw new PaymentUnavailableError('PayPal webhooks are not configured');
      let event: PayPalWebhookEvent;
      try {
        event = JSON.parse(rawBody) as PayPalWebhookEvent;
      } catch {
        throw new AppError('INVALID_INPUT', 'The webhook body is not JSON');
      }
      const { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime } = transmission;
      if (
        typeof event !== 'object' ||
        event === null ||
        !authAlgo ||
        !certUrl ||
        !transmissionId ||
        !transmissionSig ||
        !transmissionTime
      ) {
        logger.warn({ event: 'paypal_webhook_rejected', reason: 'missing headers' }, 'webhook refused');
        throw new AppError('INVALID_INPUT', 'Webhook signature verification failed');
      }
      let verified: boolean;
      try {
        verified = await paypal.verifyWebhookSignature(
          { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime },
          rawBody,
          deps.webhookId,
        );
      } catch (error) {
        // PayPal retries deliveries that did not get a 2xx, so an unverifiable one is not lost.
        logger.warn({ event: 'paypal_webhook_verify_error', err: error }, 'webhook verification unavailable');
        throw unavailable(error);
      }
      if (!verified) {
        logger.warn({ event: 'paypal_webhook_rejected', transmissionId }, 'webhook signature refused');
        throw new AppError('INVALID_INPUT', 'Webhook signature verification failed');
      }
      if (!CAPTURE_EVENTS.has(event.event_type) || typeof event.resource !== 'object' || !event.resource) {
        logger.info(
          { event: 'paypal_webhook_ignored', type: event.event_type, id: event.id },
          'webhook ignored',
        );
        return { received: true };
      }
      const settlement = await settlePayPalCaptures(db, [captureOfWebhook(event.resource as PayPalCapture)], {
        logger,
        now: clock.now(),
      });
      logger.info(
        { event: 'paypal_webhook', type: event.event_type, id: event.id, outcome: settlement.outcome },
        'webhook handled',
      );
      return { received: true };
    },
  };
}
