import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { listAccounts } from '../identity/accounts.service.ts';
import { createOrderReviewService } from '../orders/order-review.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { registerAdminRoutes } from './admin.routes.ts';

/** The admin console (/api/admin/*): routes over the orders, settings and accounts services. */
export function registerAdminModule(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; settings: SettingsService },
): void {
  const { db, clock, settings } = deps;
  registerAdminRoutes(app, {
    reviews: createOrderReviewService({ db, clock }),
    settings,
    listAccounts: () => listAccounts(db),
  });
}
