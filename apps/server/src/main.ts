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
    ai: { allowLoopbackHttp: config.aiAllowLoopbackHttp },
  });
  onShutdownSignal(logger, async () => {
    await app.close();
    await database.close();
  });
  await app.listen({ port: config.port, host: '0.0.0.0' });
  logger.info({ url: config.appUrl, worker: config.worker }, 'Hireproof is serving');
}

main().catch(reportStartupFailure);
