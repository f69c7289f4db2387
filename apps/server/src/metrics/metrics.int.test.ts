import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, type JobDefinition } from '../jobs/job-definition.ts';
import { testDrivers } from '../test/databases.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-test-0123';

const quick = defineJob({
  name: 'test.metrics-quick',
  payload: z.object({ fail: z.boolean() }),
  maxAttempts: 1,
  async run(payload) {
    if (payload.fail) throw new Error('asked to fail');
  },
});

describe.each(testDrivers())('GET /metrics on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      env: { METRICS_TOKEN: TOKEN },
      applications: {
        startWorker: true,
        pollMs: 100,
        extraDefinitions: [quick as JobDefinition<never>],
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the token or with another one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
  });

  it('reports latency by route pattern, the event loop, the queue, job runs by outcome and the pool', async () => {
    await t.app.inject({ method: 'GET', url: '/api/settings' });
    await t.app.inject({ method: 'GET', url: '/api/applications/00000000-0000-0000-0000-000000000001' });
    const queue = t.app.queueRuntime.queue;
    const db = t.database.handle.db;
    await queue.enqueue(db, quick, { fail: false });
    await queue.enqueue(db, quick, { fail: true });
    await t.app.queueRuntime.events.publishEnqueued();
    const deadline = Date.now() + 20_000;
    while ((await queue.counts()).queued + (await queue.counts()).running > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /hireproof_http_request_duration_seconds_count\{method="GET",route="\/api\/settings",status_code="200"\} [1-9]/,
    );
    // The pattern, never the id in the URL.
    expect(text).toContain('route="/api/applications/:id",status_code="401"');
    expect(text).not.toContain('00000000-0000-0000-0000-000000000001');
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    expect(text).toMatch(/hireproof_queue_jobs\{status="completed"\} [1-9]/);
    expect(text).toMatch(/hireproof_queue_jobs\{status="failed"\} [1-9]/);
    expect(text).toMatch(
      /hireproof_job_duration_seconds_count\{type="test.metrics-quick",outcome="done"\} [1-9]/,
    );
    expect(text).toMatch(
      /hireproof_job_duration_seconds_count\{type="test.metrics-quick",outcome="failed"\} [1-9]/,
    );
    // The app's own engine pool, read at the scrape.
    expect(text).toMatch(/^hireproof_engine_pool_workers [1-9]/m);
    expect(text).toMatch(/^hireproof_engine_pool_utilization (0|0?\.\d+|1)(e-\d+)?$/m);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is off: 404 even with a bearer token', async () => {
    const t = await createTestApp('pglite');
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer anything-anything-anything' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
