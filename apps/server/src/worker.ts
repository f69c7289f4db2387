import { onShutdownSignal, openRuntime, reportStartupFailure } from './runtime.ts';

/**
 * The worker-only process of DESIGN §3. The job queue (claim, lease, retry) and its job
 * definitions arrive with the applications capability; until then this process connects,
 * applies migrations, reports that it has no job types to run, and idles until SIGTERM so
 * deployments can already run it as a separate process.
 */
async function worker(): Promise<void> {
  const { logger, database } = await openRuntime(process.env);
  // Keeps the event loop alive until a signal arrives.
  const idle = setInterval(() => undefined, 60_000);
  onShutdownSignal(logger, async () => {
    clearInterval(idle);
    await database.close();
  });
  logger.info({ jobTypes: [] }, 'worker started; no job types are registered yet');
}

worker().catch(reportStartupFailure);
