import { type PaymentAvailability, publicSettingsSchema } from '@hireproof/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SettingsService } from './settings.service.ts';

export function registerSettingsRoutes(
  root: FastifyInstance,
  deps: {
    settings: SettingsService;
    payments: PaymentAvailability;
    supportEmail: string;
    supportEmailConfigured: boolean;
  },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/api/settings', { schema: { response: { 200: publicSettingsSchema } } }, async () => ({
    ...(await deps.settings.readOrRestoreDefaults()),
    ...deps.payments,
    supportEmail: deps.supportEmail,
    supportEmailConfigured: deps.supportEmailConfigured,
  }));
}
