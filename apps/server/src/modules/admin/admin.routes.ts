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
import type { Actor, AdminService } from './admin.service.ts';

const idParams = z.object({ id: z.string().max(64) });
const actorOf = (request: FastifyRequest): Actor => ({ user: request.currentUser!, ip: request.ip });

/**
 * The admin console's API. Every route is 'admin' in ROUTE_ACCESS, so the role is checked on the
 * server before any handler runs; every decision is written to the audit log with its change.
 */
export function registerAdminRoutes(root: FastifyInstance, deps: { admin: AdminService }): void {
  const { admin } = deps;
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/orders', { schema: { response: { 200: orderListSchema } } }, () =>
    admin.pendingUpiOrders(),
  );

  app.post(
    '/api/admin/orders/:id/approve',
    { schema: { params: idParams, response: { 200: orderSchema } } },
    async (request) => {
      const order = await admin.approve(actorOf(request), request.params.id);
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
      const order = await admin.reject(actorOf(request), request.params.id, request.body?.reason);
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
    (request) => admin.cleanupPayPal(actorOf(request)),
  );

  app.get(
    '/api/admin/orders/completed',
    { schema: { querystring: completedOrdersQuerySchema, response: { 200: orderListSchema } } },
    (request) => admin.completedOrders(request.query),
  );

  app.get(
    '/api/admin/orders/export',
    { schema: { querystring: completedOrdersQuerySchema } },
    async (request, reply) => {
      const { fileName, csv } = await admin.exportCsv(request.query);
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
    (request) => admin.updatePrices(actorOf(request), request.body),
  );

  app.get('/api/admin/users', { schema: { response: { 200: userAnalyticsSchema } } }, () =>
    admin.userAnalytics(),
  );
}
