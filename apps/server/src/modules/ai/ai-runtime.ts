import { builtInWriter, type Writer } from '@hireproof/engine';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createGuardedFetch, type OutboundPolicy } from '../../http/outbound/outbound-fetch.ts';
import type { EnginePool } from '../../pool/engine-pool.ts';
import { pooledBuilderWork, pooledWriterWork } from '../../pool/engine-work.ts';
import { type ApiConfigsService, createApiConfigsService } from './api-configs.service.ts';
import { createSecretBox } from './key-crypto.ts';
import { createLlmWriter } from './llm-writer.ts';
import { createProviderRouter, type ProviderRouter } from './provider-router.ts';

/** Knobs of the AI capability; production uses the defaults. */
export interface AiOptions {
  /** Plain HTTP to loopback (a local model server, the test stub). Off unless the caller turns it on. */
  allowLoopbackHttp?: boolean;
  /** Per provider call (default 45 s). */
  timeoutMs?: number;
  /** DNS and sockets for outbound calls (tests pass a simulated network). */
  network?: OutboundPolicy['network'];
  /** Where the LLM writer's CPU work runs (the process's shared engine pool by default). */
  pool?: EnginePool;
}

export const DEFAULT_AI_TIMEOUT_MS = 45_000;

export interface AiRuntime {
  service: ApiConfigsService;
  router: ProviderRouter;
  /**
   * The writer for one generation: the LLM writer over the pool when a configuration is active and
   * healthy, the built-in writer otherwise. The LLM writer still falls back per edit and per call;
   * its CPU work runs in the engine pool in `owner`'s lane.
   */
  chooseWriter(signal?: AbortSignal, owner?: string): Promise<Writer>;
  /** The builder's AI helpers' engine work, in the engine pool in `owner`'s lane. */
  builderWork(owner: string): ReturnType<typeof pooledBuilderWork>;
  /** AI_BASE_URL / AI_API_KEY / AI_MODEL → the 'Environment' configuration (idempotent). */
  seedFromConfig(): Promise<void>;
}

/** Everything the AI module needs, shared by the web process (routes, jobs) and the worker (jobs). */
export function createAiRuntime(deps: {
  config: Config;
  db: Db;
  logger: Logger;
  clock: Clock;
  options?: AiOptions;
}): AiRuntime {
  const { config, db, logger, clock } = deps;
  const options = deps.options ?? {};
  if (!config.appSecret) throw new Error('the AI module needs config.appSecret');
  const policy = {
    allowLoopbackHttp: options.allowLoopbackHttp ?? false,
    ...(options.network ? { network: options.network } : {}),
  };
  const fetch = createGuardedFetch(policy);
  const timeoutMs = options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  const service = createApiConfigsService({
    db,
    box: createSecretBox(config.appSecret),
    clock,
    fetch,
    policy,
    timeoutMs,
  });
  const router = createProviderRouter({ db, clock, fetch, logger, targetOf: service.targetOf, timeoutMs });
  return {
    service,
    router,
    async chooseWriter(signal, owner) {
      if (!(await router.hasUsable())) return builtInWriter;
      const cpu = pooledWriterWork(options.pool, owner).writer;
      return createLlmWriter({ router, logger, cpu, ...(signal ? { signal } : {}) });
    },
    builderWork: (owner) => pooledBuilderWork(options.pool, owner),
    async seedFromConfig() {
      if (!config.ai) return;
      await service.seedFromEnvironment(config.ai);
      logger.info(
        { event: 'ai_config_seeded', model: config.ai.model },
        'AI provider configuration seeded from the environment',
      );
    },
  };
}
