import multipart from '@fastify/multipart';
import {
  completePayPalOrderRequestSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  ORDER_MESSAGES,
  orderListSchema,
  RECEIPT_MAX_BYTES,
} from '@hireproof/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { OrdersService, UpiProof } from './orders.service.ts';
import { exposePaymentUnavailable } from './payment-errors.ts';
import type { PayPalService } from './paypal/paypal.service.ts';
import { RECEIPT_MEDIA_TYPES } from './receipt-check.ts';

const idParams = z.object({ id: z.string().max(64) });

/** One receipt, one reference field; the file size limit makes the parser stop reading at 5 MB. */
const MULTIPART_LIMITS = { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 };

async function readProofForm(request: FastifyRequest): Promise<UpiProof> {
  const proof: UpiProof = { upiRef: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A form with no file chosen still sends an empty file part.
        if (part.fieldname === 'receipt' && bytes.byteLength > 0) {
          proof.receipt = { bytes, originalName: part.filename };
        }
      } else if (part.fieldname === 'upiRef') {
        proof.upiRef = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', ORDER_MESSAGES.receiptTooLarge);
    }
    throw error;
  }
  return proof;
}

/** /api/orders: create, list own, submit UPI proof or confirm a PayPal payment, and receipts. */
export async function registerOrderRoutes(
  root: FastifyInstance,
  deps: { orders: OrdersService; paypal: PayPalService },
): Promise<void> {
  const { orders, paypal } = deps;
  await root.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    exposePaymentUnavailable(scope);
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/orders',
      { schema: { body: createOrderRequestSchema, response: { 201: createOrderResponseSchema } } },
      async (request, reply) =>
        reply.status(201).send(await orders.createOrder(request.currentUser!, request.body)),
    );

    app.get('/api/orders', { schema: { response: { 200: orderListSchema } } }, (request) =>
      orders.listOwnOrders(request.currentUser!),
    );

    app.post('/api/orders/:id/complete', { schema: { params: idParams } }, async (request) => {
      const user = request.currentUser!;
      const { id } = request.params;
      if (request.isMultipart()) return orders.submitUpiProof(user, id, await readProofForm(request));
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
        string,
        unknown
      >;
      const order = await orders.ownOrder(user, id);
      if (order.provider === 'paypal') {
        const { paypalOrderId } = completePayPalOrderRequestSchema.parse(body);
        return paypal.complete(user, id, paypalOrderId);
      }
      return orders.submitUpiProof(user, id, { upiRef: body.upiRef });
    });

    app.get('/api/orders/:id/receipt', { schema: { params: idParams } }, async (request, reply) => {
      const receipt = await orders.receipt(request.currentUser!, request.params.id);
      // Stored receipts are PNG, JPEG or WebP by their bytes; anything else is only ever downloaded.
      // Opened in a tab, the browser wraps the image in a document of its own: img-src 'self' lets
      // that show the image, and nothing else may load or run.
      const safe = RECEIPT_MEDIA_TYPES.has(receipt.mediaType);
      return reply
        .header('content-type', safe ? receipt.mediaType : 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', safe ? 'inline' : 'attachment')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .header('cache-control', 'private, no-store')
        .send(receipt.bytes);
    });
  });
}
