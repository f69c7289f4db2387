import { buildApp } from './app.ts';
import { onShutdownSignal, openRuntime, reportStartupFailure } from './runtime.ts';
import { startupSummary } from './startup-summary.ts';

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
  await app.listen({ port: config.port, host: config.host });
  // Lines for the person who ran `npm start`: where to open it, what it stores where, what is off.
  for (const line of startupSummary(config, database)) logger.info(line);
}

main().catch(reportStartupFailure);
