import { buildApp } from './app.ts';
import { onShutdownSignal, openRuntime, reportStartupFailure } from './runtime.ts';

/**
 * The web process: configuration → database (migrated) → buildApp → listen. SIGTERM/SIGINT stop
 * accepting connections, let in-flight requests finish, close the database and release the
 * PGlite lock.
 */
async function main(): Promise<void> {
  const { config, logger, database } = await openRuntime(process.env);
  const app = await buildApp({
    config,
    database,
    logger,
    applications: { prewarm: true },
    // Plain HTTP to a model server on this machine is for development, or an explicit opt-in
    // (AI_ALLOW_LOOPBACK_HTTP=on: the browser journeys' local stub behind a production build).
    ai: {
      allowLoopbackHttp: process.env.NODE_ENV !== 'production' || process.env.AI_ALLOW_LOOPBACK_HTTP === 'on',
    },
  });
  onShutdownSignal(logger, async () => {
    await app.close();
    await database.close();
  });
  await app.listen({ port: config.port, host: '0.0.0.0' });
  logger.info({ url: config.appUrl, worker: config.worker }, 'Hireproof is serving');
}

main().catch(reportStartupFailure);
