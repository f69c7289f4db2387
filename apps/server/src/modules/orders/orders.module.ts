import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createFileStore } from '../files/index.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { registerOrderRoutes } from './orders.routes.ts';
import { createOrdersService } from './orders.service.ts';
import { registerPayPalRoutes } from './paypal/paypal.routes.ts';
import { createPayPalService } from './paypal/paypal.service.ts';
import { createPayPalClient, type PayPalClient } from './paypal/paypal-client.ts';

/** Orders and UPI proofs (/api/orders) and PayPal Orders v2 (/paypal/*), which settles orders. */
export async function registerOrdersModule(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    logger: Logger;
    clock: Clock;
    settings: SettingsService;
    paypalClient?: PayPalClient;
  },
): Promise<void> {
  const { config, db, logger, clock, settings } = deps;
  const fileStore = createFileStore({ driver: config.fileStore, db, dataDir: config.dataDir });
  const orders = createOrdersService({ db, fileStore, settings, clock, config });
  const client = deps.paypalClient ?? (config.paypal ? createPayPalClient(config.paypal) : undefined);
  const paypal = createPayPalService({
    db,
    orders,
    client,
    webhookId: config.paypal?.webhookId,
    appUrl: config.appUrl,
    logger,
    clock,
  });
  await registerOrderRoutes(app, { orders, paypal });
  await registerPayPalRoutes(app, { paypal });
}
