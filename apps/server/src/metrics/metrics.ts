import { timingSafeEqual } from 'node:crypto';
import client from 'prom-client';

/**
 * The process's Prometheus metrics (DESIGN §10, issue 15 item 6). One registry per process: the web
 * process and the worker-only process each expose their own, and Prometheus adds them up. Names
 * start with `hireproof_`; Node's own (event-loop delay, heap, CPU) come from prom-client's
 * defaults, `nodejs_eventloop_lag_*` among them.
 */
export const metricsRegistry = new client.Registry();
client.collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

export const httpRequestDuration = new client.Histogram({
  name: 'hireproof_http_request_duration_seconds',
  help: 'HTTP request latency by route pattern (never the raw URL), method and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

/** How a job run ended: done, retry (failed, tried again later), failed (for good), abandoned (lease lost). */
export type JobOutcome = 'done' | 'retry' | 'failed' | 'abandoned';

const jobDuration = new client.Histogram({
  name: 'hireproof_job_duration_seconds',
  help: 'Duration of a job run in this process, by job type and outcome',
  labelNames: ['type', 'outcome'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120],
  registers: [metricsRegistry],
});

export function observeJobRun(type: string, outcome: JobOutcome, seconds: number): void {
  jobDuration.observe({ type, outcome }, seconds);
}

/** Jobs by status, read from the database when scraped (the same figure on every node). */
export function registerQueueDepth(read: () => Promise<Record<string, number>>): void {
  const name = 'hireproof_queue_jobs';
  metricsRegistry.removeSingleMetric(name);
  new client.Gauge({
    name,
    help: 'Jobs in the queue by status (queued, running, failed, completed), all nodes together',
    labelNames: ['status'] as const,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      for (const [status, count] of Object.entries(await read())) this.set({ status }, count);
    },
  });
}

/** What the engine pool reports when scraped: its thread count and the share of their time spent busy. */
export interface EnginePoolGauge {
  threads: number;
  /** 0 to 1 (piscina's utilisation). */
  utilisation: number;
}

/**
 * The engine pool's figures, read at each scrape: threads, busy threads (threads × utilisation) and the
 * utilisation itself. Called again (a test, a second app in one process) it replaces the source.
 */
export function registerEnginePool(read: () => EnginePoolGauge): void {
  const gauges: Array<[string, string, (state: EnginePoolGauge) => number]> = [
    ['hireproof_engine_pool_workers', 'Engine pool threads', (state) => state.threads],
    [
      'hireproof_engine_pool_busy_workers',
      'Engine pool threads busy, on average since the pool started',
      (state) => state.threads * state.utilisation,
    ],
    [
      'hireproof_engine_pool_utilization',
      'Share of the engine pool busy, 0 to 1',
      (state) => state.utilisation,
    ],
  ];
  for (const [name, help, value] of gauges) {
    metricsRegistry.removeSingleMetric(name);
    new client.Gauge({
      name,
      help,
      registers: [metricsRegistry],
      collect() {
        this.set(value(read()));
      },
    });
  }
}

/** Whether an Authorization header carries exactly `Bearer <token>` (compared in constant time). */
export function carriesMetricsToken(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const METRICS_CONTENT_TYPE = metricsRegistry.contentType;
