import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { registerAdminRoutes } from '../admin/admin.routes.ts';
import { createAdminService } from '../admin/admin.service.ts';
import { createFileStore } from '../files/file-store.ts';
import { registerPayPalRoutes } from '../paypal/paypal.routes.ts';
import { createPayPalService } from '../paypal/paypal.service.ts';
import { createPayPalClient, type PayPalClient } from '../paypal/paypal-client.ts';
import { registerOrderRoutes } from './orders.routes.ts';
import { createOrdersService } from './orders.service.ts';

/**
 * Credits and payments: orders and UPI proofs (/api/orders), PayPal Orders v2 (/paypal/*), and
 * the admin console's order, price and user routes (/api/admin/*).
 */
export async function registerPaymentsModule(
  app: FastifyInstance,
  deps: { config: Config; db: Db; logger: Logger; clock: Clock; paypalClient?: PayPalClient },
): Promise<void> {
  const { config, db, logger, clock } = deps;
  const fileStore = createFileStore({ driver: config.fileStore, db, dataDir: config.dataDir });
  const orders = createOrdersService({ db, fileStore, config });
  const client = deps.paypalClient ?? (config.paypal ? createPayPalClient(config.paypal) : undefined);
  const paypal = createPayPalService({
    db,
    orders,
    client,
    webhookId: config.paypal?.webhookId,
    appUrl: config.appUrl,
    logger,
  });
  await registerOrderRoutes(app, { orders, paypal });
  await registerPayPalRoutes(app, { paypal });
  registerAdminRoutes(app, { admin: createAdminService({ db, clock }) });
}
