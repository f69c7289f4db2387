import { readabilityRequestSchema, readabilityResultSchema } from '@hireproof/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scoreResumeReadability } from './readability.service.ts';

/** POST /api/analysis/readability — scores resume HTML or text against a job title and keywords. */
export function registerAnalysisRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/analysis/readability',
    { schema: { body: readabilityRequestSchema, response: { 200: readabilityResultSchema } } },
    (request) => scoreResumeReadability(request.body),
  );
}
