import type { FastifyInstance } from 'fastify';
import { type BuilderLimit, registerAiRoutes } from './ai.routes.ts';
import type { AiRuntime } from './ai-runtime.ts';

/** Registers the AI routes and seeds the environment's configuration (AI_* variables) once per start. */
export async function registerAiModule(
  app: FastifyInstance,
  deps: { ai: AiRuntime; builderLimit?: BuilderLimit },
): Promise<void> {
  await deps.ai.seedFromConfig();
  registerAiRoutes(app, deps);
}
