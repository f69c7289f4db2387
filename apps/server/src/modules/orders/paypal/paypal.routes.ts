import {
  capturePayPalOrderResponseSchema,
  createPayPalOrderRequestSchema,
  createPayPalOrderResponseSchema,
  ORDER_MESSAGES,
} from '@hireproof/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../app-error.ts';
import { exposePaymentUnavailable } from '../payment-errors.ts';
import type { PayPalService } from './paypal.service.ts';

const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The PayPal routes of SPEC §7 (outside /api, as the client calls them): create the PayPal order,
 * capture it after the buyer approved, and PayPal's webhook, which must see the body's raw bytes.
 */
export async function registerPayPalRoutes(
  root: FastifyInstance,
  deps: { paypal: PayPalService },
): Promise<void> {
  const { paypal } = deps;
  await root.register(async (scope) => {
    exposePaymentUnavailable(scope);
    scope.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/paypal/order',
      {
        schema: { body: createPayPalOrderRequestSchema, response: { 200: createPayPalOrderResponseSchema } },
      },
      (request) => {
        if (request.body.currency !== 'USD') {
          throw new AppError('INVALID_INPUT', ORDER_MESSAGES.methodCurrencyMismatch);
        }
        return paypal.createCheckout(request.currentUser!, { orderId: request.body.orderId });
      },
    );

    app.post(
      '/paypal/order/:token/capture',
      { schema: { params: tokenParams, response: { 200: capturePayPalOrderResponseSchema } } },
      (request) => paypal.capture(request.currentUser!, request.params.token),
    );

    await app.register(async (webhookScope) => {
      // Only here: keep the body as the exact string PayPal signed.
      webhookScope.removeAllContentTypeParsers();
      webhookScope.addContentTypeParser(
        '*',
        { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      webhookScope.post('/paypal/webhook', async (request) => {
        const headers = request.headers;
        return paypal.handleWebhook(
          {
            authAlgo: header(headers['paypal-auth-algo']),
            certUrl: header(headers['paypal-cert-url']),
            transmissionId: header(headers['paypal-transmission-id']),
            transmissionSig: header(headers['paypal-transmission-sig']),
            transmissionTime: header(headers['paypal-transmission-time']),
          },
          typeof request.body === 'string' ? request.body : '',
        );
      });
    });
  });
}
