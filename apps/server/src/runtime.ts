import type { Logger } from 'pino';
import { resolveAppSecret } from './app-secret.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createLogger } from './logger.ts';

export interface Runtime {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
}

/**
 * What every process (web, worker, CLI) does first: parse the environment, resolve the secret,
 * open the database (taking the PGlite directory lock) and apply pending migrations.
 */
export async function openRuntime(
  env: Record<string, string | undefined>,
  options: { logLevel?: Config['logLevel'] } = {},
): Promise<Runtime> {
  const parsed = loadConfig(env);
  const config: Config = { ...parsed, logLevel: options.logLevel ?? parsed.logLevel };
  const logger = createLogger(config);
  config.appSecret = resolveAppSecret(config);
  const database = await openDatabase({
    ...config,
    onIdleError: (error) => logger.warn({ err: error }, 'idle database connection lost'),
  });
  try {
    const started = performance.now();
    await migrateDatabase(database);
    logger.info(
      { driver: database.driver, location: database.location, ms: Math.round(performance.now() - started) },
      'database ready',
    );
  } catch (error) {
    await database.close();
    throw error;
  }
  return { config, logger, database };
}

/** Start-up failures people can fix themselves get a plain message instead of a stack trace. */
export function reportStartupFailure(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits. A second signal while stopping forces the
 * exit, so a stuck shutdown can always be interrupted.
 */
export function onShutdownSignal(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
