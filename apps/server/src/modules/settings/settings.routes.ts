import { type PaymentAvailability, publicSettingsSchema } from '@hireproof/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { readSettings } from './settings.queries.ts';

export function registerSettingsRoutes(
  root: FastifyInstance,
  deps: { db: Db; payments: PaymentAvailability; supportEmail: string },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/api/settings', { schema: { response: { 200: publicSettingsSchema } } }, async () => ({
    ...(await readSettings(deps.db)),
    ...deps.payments,
    supportEmail: deps.supportEmail,
  }));
}
