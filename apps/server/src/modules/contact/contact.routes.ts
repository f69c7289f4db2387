import { CONTACT_THANK_YOU_MESSAGE, contactRequestSchema, contactResponseSchema } from '@hireproof/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { RateLimiters } from '../../plugins/rate-limits.ts';
import { insertContactMessage } from './contact.queries.ts';

export function registerContactRoutes(
  root: FastifyInstance,
  deps: { db: Db; clock: Clock; limiters: RateLimiters },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/contact',
    {
      schema: { body: contactRequestSchema, response: { 200: contactResponseSchema } },
      preHandler: deps.limiters.contactPerIp,
    },
    async (request) => {
      await insertContactMessage(deps.db, { ...request.body, ip: request.ip, createdAt: deps.clock.now() });
      request.log.info({ event: 'contact_message' }, 'contact message stored');
      return { message: CONTACT_THANK_YOU_MESSAGE };
    },
  );
}
