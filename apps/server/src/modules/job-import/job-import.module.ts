import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { OutboundNetwork } from '../../http/outbound/network.ts';
import { createBoardFetch } from './board-fetch.ts';
import { type ImportLimit, registerJobImportRoutes } from './job-import.routes.ts';
import { createJobImportService, DEFAULT_RESULT_CACHE } from './job-import.service.ts';
import { createPostingReader } from './posting-reader.ts';
import { jobBoardTestNetwork } from './test-network.ts';

/** Knobs of the job-board import; production uses the defaults. */
export interface JobImportOptions {
  /** Where board connections go (tests: a simulated network); defaults to the system's, or the
   * JOB_BOARD_TEST_* network when configured. */
  network?: OutboundNetwork;
  limit?: ImportLimit;
  cache?: { ttlMs: number; maxEntries: number };
  /** Per fetch, redirects included (default 10 s). */
  timeoutMs?: number;
}

export function registerJobImportModule(
  app: FastifyInstance,
  deps: { config: Config; clock: Clock; logger: Logger; options?: JobImportOptions },
): void {
  const options = deps.options ?? {};
  const network = options.network ?? jobBoardTestNetwork(deps.config);
  if (!options.network && network)
    deps.logger.warn(
      { event: 'job_board_test_network', upstream: deps.config.jobBoardTestNetwork?.upstream },
      'job-board fetches go to a local test server (JOB_BOARD_TEST_UPSTREAM); never set this in production',
    );
  const fetch = createBoardFetch({
    ...(network ? { network } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const reader = createPostingReader();
  app.addHook('onClose', () => reader.close());
  const service = createJobImportService({
    fetch,
    read: reader.read,
    clock: deps.clock,
    logger: deps.logger,
    cache: options.cache ?? DEFAULT_RESULT_CACHE,
  });
  registerJobImportRoutes(app, { service, ...(options.limit ? { limit: options.limit } : {}) });
}
