import {
  aiBulletsRequestSchema,
  aiBulletsResponseSchema,
  aiSkillsRequestSchema,
  aiSkillsResponseSchema,
  aiSummarizeRequestSchema,
  aiSummarizeResponseSchema,
  apiConfigListSchema,
  apiConfigSchema,
  apiConfigTestResultSchema,
  createApiConfigRequestSchema,
  SUMMARY_NEEDS_FACTS_MESSAGE,
  updateApiConfigRequestSchema,
} from '@hireproof/contract';
import { builtInWriter, type Writer } from '@hireproof/engine';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { RATE_LIMITED_MESSAGE } from '../../plugins/rate-limits.ts';
import { resumeFromDraft } from '../builder/builder.service.ts';
import type { AiRuntime } from './ai-runtime.ts';

const idParams = z.object({ id: z.uuid('API configuration not found') });

export interface BuilderLimit {
  max: number;
  windowMs: number;
}
export const DEFAULT_BUILDER_LIMIT: BuilderLimit = { max: 20, windowMs: 60_000 };

/**
 * The admin API of SPEC §7 for provider configurations (every route 'admin' in ROUTE_ACCESS) and
 * the builder's AI endpoints (signed-in users, rate-limited per user, built-in writer as fallback).
 */
export function registerAiRoutes(
  root: FastifyInstance,
  deps: { ai: AiRuntime; builderLimit?: BuilderLimit },
): void {
  const { ai } = deps;
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/api-configs', { schema: { response: { 200: apiConfigListSchema } } }, () =>
    ai.service.list(),
  );

  app.post(
    '/api/admin/api-configs',
    { schema: { body: createApiConfigRequestSchema, response: { 201: apiConfigSchema } } },
    async (request, reply) => {
      const created = await ai.service.create(request.body);
      request.log.info(
        { event: 'api_config_created', configId: created.id, userId: request.currentUser?.id },
        'API configuration added',
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/admin/api-configs/:id',
    { schema: { params: idParams, body: updateApiConfigRequestSchema, response: { 200: apiConfigSchema } } },
    async (request) => {
      const updated = await ai.service.update(request.params.id, request.body);
      request.log.info(
        {
          event: request.body.apiKey ? 'api_key_rotated' : 'api_config_updated',
          configId: updated.id,
          userId: request.currentUser?.id,
        },
        'API configuration updated',
      );
      return updated;
    },
  );

  app.delete('/api/admin/api-configs/:id', { schema: { params: idParams } }, async (request, reply) => {
    await ai.service.remove(request.params.id);
    request.log.info(
      { event: 'api_config_deleted', configId: request.params.id, userId: request.currentUser?.id },
      'API configuration deleted',
    );
    return reply.code(204).send();
  });

  app.post(
    '/api/admin/api-configs/:id/test',
    { schema: { params: idParams, response: { 200: apiConfigTestResultSchema } } },
    (request) => ai.service.test(request.params.id),
  );

  // Builder endpoints: each request may cost a provider call, so each user gets a small budget.
  const limit = deps.builderLimit ?? DEFAULT_BUILDER_LIMIT;
  const count = root.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `ai-builder:${request.currentUser?.id ?? request.ip}`,
  });
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    request.log.warn({ event: 'rate_limited', limit: 'ai-builder' }, 'rate limit reached');
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  };
  /**
   * What a helper request works with, all of its CPU work in the engine pool in the user's lane
   * (nothing that grows with the text runs on the event loop): the document the typed experience
   * becomes, and the answering writer — the LLM writer when a provider is usable, else the built-in
   * writer's answers from the pool.
   */
  const helperWork = async (request: FastifyRequest) => {
    const owner = request.currentUser!.id;
    const abort = new AbortController();
    request.raw.once('close', () => {
      if (request.raw.destroyed && !request.raw.complete) abort.abort();
    });
    const work = ai.builderWork(owner);
    const chosen = await ai.chooseWriter(abort.signal, owner);
    const writer: Pick<Writer, 'summarize' | 'bullets' | 'skills'> =
      chosen === builtInWriter ? work.writer : chosen;
    return { resume: work.resume, writer, skillList: work.skillList };
  };

  app.post(
    '/api/create-resume/ai-summarize',
    {
      preHandler: limited,
      schema: { body: aiSummarizeRequestSchema, response: { 200: aiSummarizeResponseSchema } },
    },
    async (request) => {
      const { resume, writer } = await helperWork(request);
      const { draft, experience, jobTitle } = request.body;
      // The draft's structure (roles with dates and employers, degrees, skills) is what a grounded
      // summary states; free text alone is one untitled role, which gives the built-in writer nothing.
      const { text } = await writer.summarize({
        resume: draft
          ? resumeFromDraft({ ...draft, professionalSummary: '' })
          : await resume(experience, jobTitle),
        targetTitle: jobTitle,
      });
      if (!text.trim()) throw new AppError('INVALID_INPUT', SUMMARY_NEEDS_FACTS_MESSAGE);
      return { summary: text };
    },
  );

  app.post(
    '/api/create-resume/ai-bullets',
    {
      preHandler: limited,
      schema: { body: aiBulletsRequestSchema, response: { 200: aiBulletsResponseSchema } },
    },
    async (request) => {
      const { writer } = await helperWork(request);
      return { bullets: await writer.bullets({ bullets: request.body.raw }) };
    },
  );

  app.post(
    '/api/create-resume/ai-skills',
    {
      preHandler: limited,
      schema: { body: aiSkillsRequestSchema, response: { 200: aiSkillsResponseSchema } },
    },
    async (request) => {
      const { resume, writer, skillList } = await helperWork(request);
      const { jobDescription, experience } = request.body;
      const result = await writer.skills({
        resume: await resume(experience),
        // Without a job ad, the experience itself says which skills are worth listing.
        job: { title: '', description: jobDescription || experience },
      });
      // SPEC §5 'Skills': the skills shown, then the ones the experience supports for this job.
      return { skills: await skillList([...result.skills, ...result.supported.map((s) => s.skill)]) };
    },
  );
}
