import { z } from 'zod';

/** GET /healthz: the process is up. */
export const healthSchema = z.object({ status: z.literal('ok') });

/** GET /readyz: the database answers and every migration is applied. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
});
export type Readiness = z.infer<typeof readinessSchema>;
