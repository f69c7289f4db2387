import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.ts';
import {
  carriesMetricsToken,
  type EnginePoolGauge,
  httpRequestDuration,
  METRICS_CONTENT_TYPE,
  metricsRegistry,
  registerEnginePool,
  registerQueueDepth,
} from './metrics.ts';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN as a bearer token;
 * without METRICS_TOKEN it answers 404 like any unknown path. Every request's latency is recorded
 * under its route pattern, so ids in URLs never become label values.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: {
    token: string | undefined;
    queueDepth: () => Promise<Record<string, number>>;
    enginePool?: () => EnginePoolGauge;
  },
): void {
  registerQueueDepth(deps.queueDepth);
  if (deps.enginePool) registerEnginePool(deps.enginePool);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    httpRequestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get(METRICS_PATH, async (request, reply) => {
    if (!deps.token) throw new AppError('NOT_FOUND', 'Not found');
    if (!carriesMetricsToken(request.headers.authorization, deps.token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHORIZED', 'Unauthorized');
    }
    reply.header('cache-control', 'no-store').type(METRICS_CONTENT_TYPE);
    return metricsRegistry.metrics();
  });
}
