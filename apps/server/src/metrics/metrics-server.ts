import { createServer, type Server } from 'node:http';
import { carriesMetricsToken, METRICS_CONTENT_TYPE, metricsRegistry } from './metrics.ts';

/**
 * The worker-only process has no web server; with METRICS_PORT (and METRICS_TOKEN) it answers
 * GET /metrics on that port with the same bearer token, and nothing else.
 */
export function serveWorkerMetrics(options: { port: number; host: string; token: string }): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (!carriesMetricsToken(request.headers.authorization, options.token)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
