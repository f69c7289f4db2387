import {
  cleanupPayPalResponseSchema,
  completedOrdersQuerySchema,
  orderListSchema,
  orderSchema,
  rejectOrderRequestSchema,
  updatePricesRequestSchema,
  userAnalyticsSchema,
} from '@hireproof/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../audit/index.ts';
import type { AccountSummary } from '../identity/accounts.service.ts';
import type { OrderReviewService } from '../orders/order-review.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { summariseUsers } from './user-analytics.ts';

const idParams = z.object({ id: z.string().max(64) });
const actorOf = (request: FastifyRequest): Actor => ({ user: request.currentUser!, ip: request.ip });

/**
 * The admin console's API: thin routes over the services that own each table (orders, settings,
 * accounts). Every route is 'admin' in ROUTE_ACCESS, so the role is checked on the server before
 * any handler runs; every decision is written to the audit log by its owner, with its change.
 */
export function registerAdminRoutes(
  root: FastifyInstance,
  deps: {
    reviews: OrderReviewService;
    settings: SettingsService;
    listAccounts: () => Promise<AccountSummary[]>;
  },
): void {
  const { reviews, settings } = deps;
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/orders', { schema: { response: { 200: orderListSchema } } }, () =>
    reviews.pendingUpiOrders(),
  );

  app.post(
    '/api/admin/orders/:id/approve',
    { schema: { params: idParams, response: { 200: orderSchema } } },
    async (request) => {
      const order = await reviews.approve(actorOf(request), request.params.id);
      request.log.info(
        { event: 'upi_approved', orderId: order.id, userId: request.currentUser!.id },
        'order approved',
      );
      return order;
    },
  );

  app.post(
    '/api/admin/orders/:id/reject',
    {
      schema: { params: idParams, body: rejectOrderRequestSchema.optional(), response: { 200: orderSchema } },
    },
    async (request) => {
      const order = await reviews.reject(actorOf(request), request.params.id, request.body?.reason);
      request.log.info(
        { event: 'upi_rejected', orderId: order.id, userId: request.currentUser!.id },
        'order rejected',
      );
      return order;
    },
  );

  app.post(
    '/api/admin/cleanup-paypal',
    { schema: { response: { 200: cleanupPayPalResponseSchema } } },
    (request) => reviews.cleanupPayPal(actorOf(request)),
  );

  app.get(
    '/api/admin/orders/completed',
    { schema: { querystring: completedOrdersQuerySchema, response: { 200: orderListSchema } } },
    (request) => reviews.completedOrders(request.query),
  );

  app.get(
    '/api/admin/orders/export',
    { schema: { querystring: completedOrdersQuerySchema } },
    async (request, reply) => {
      const { fileName, csv } = await reviews.exportCsv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );

  app.put(
    '/api/admin/settings',
    { schema: { body: updatePricesRequestSchema, response: { 200: updatePricesRequestSchema } } },
    (request) => settings.updatePrices(actorOf(request), request.body),
  );

  app.get('/api/admin/users', { schema: { response: { 200: userAnalyticsSchema } } }, async () => {
    const [accounts, payers] = await Promise.all([deps.listAccounts(), reviews.payingUserIds()]);
    return summariseUsers(accounts, payers);
  });
}
