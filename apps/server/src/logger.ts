import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config.ts';

/**
 * Values that must never reach a log line: session cookies, bearer tokens, passwords, API keys.
 * Paths are pino redact paths; a wildcard matches one level, so common depths are listed.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'password',
  '*.password',
  '*.*.password',
  'newPassword',
  '*.newPassword',
  'apiKey',
  '*.apiKey',
  '*.*.apiKey',
  'token',
  '*.token',
  '*.*.token',
  'secret',
  '*.secret',
  'clientSecret',
  '*.clientSecret',
];

/**
 * Readable lines for a person at a terminal; JSON (one object a line) for everything else: a log
 * collector, a file, a pipe. The redaction and serializers below apply to both.
 */
function defaultDestination(): DestinationStream | undefined {
  if (!process.stdout.isTTY) return undefined;
  return pretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,service',
    sync: true,
  });
}

export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination: DestinationStream | undefined = defaultDestination(),
): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      base: { service: 'hireproof' },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: {
        // Query strings can carry one-time codes (OIDC callback): log the path only.
        req: (req: { method?: string; url?: string; ip?: string }) => ({
          method: req.method,
          path: req.url?.split('?')[0],
          ip: req.ip,
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    destination,
  );
}
