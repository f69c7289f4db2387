import { systemClock } from './clock.ts';
import { createQueueRuntime } from './jobs/queue-runtime.ts';
import { registerEnginePool, registerQueueDepth } from './metrics/metrics.ts';
import { serveWorkerMetrics } from './metrics/metrics-server.ts';
import { createAiRuntime } from './modules/ai/ai-runtime.ts';
import { createApplicationJobs } from './modules/applications/application-jobs.ts';
import { createFileStore } from './modules/files/index.ts';
import { sharedPoolGauge } from './pool/engine-pool.ts';
import { onShutdownSignal, openRuntime, reportStartupFailure } from './runtime.ts';

/**
 * The worker-only process of DESIGN §3 (`npm run worker`): connects, applies migrations and runs
 * the job queue's worker with every job definition, without serving HTTP. Run the web processes
 * with WORKER=off when workers run this way. SIGTERM stops claiming at once and waits for running
 * jobs before closing the database.
 */
async function worker(): Promise<void> {
  const { config, logger, database } = await openRuntime(process.env);
  const fileStore = createFileStore({ driver: config.fileStore, db: database.db, dataDir: config.dataDir });
  // Generations here use the same provider pool as the web process (its configurations are in the database).
  const { chooseWriter } = createAiRuntime({
    config,
    db: database.db,
    logger,
    clock: systemClock,
    options: { allowLoopbackHttp: config.aiAllowLoopbackHttp },
  });
  const runtime = await createQueueRuntime({
    database,
    logger,
    settings: { startWorker: true, prewarm: true, leaseMs: config.jobLeaseMs },
    jobSets: [
      createApplicationJobs({
        db: database.db,
        fileStore,
        clock: systemClock,
        chooseWriter,
      }),
    ],
  });
  // The same queue and pool figures as a web process's /metrics.
  registerQueueDepth(async () => ({ ...(await runtime.queue.counts()) }));
  registerEnginePool(sharedPoolGauge);
  const metrics =
    config.metricsPort && config.metricsToken
      ? await serveWorkerMetrics({ port: config.metricsPort, host: config.host, token: config.metricsToken })
      : undefined;
  onShutdownSignal(logger, async () => {
    metrics?.close();
    await runtime.stop();
    await database.close();
  });
  logger.info({ driver: database.driver }, 'worker process started');
}

worker().catch(reportStartupFailure);
