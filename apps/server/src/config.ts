import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Every environment variable of DESIGN §10, parsed once. Nothing else in the server reads
 * process.env: main, worker and CLI call loadConfig(process.env) and pass the result down.
 */

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const onOff = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(['on', 'off']),
);

const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  // An IPv4 or IPv6 address to listen on. Loopback by default, so a fresh `npm start` is reachable from
  // this machine only; 0.0.0.0 (or ::) opens it to the network, e.g. in a container behind a proxy.
  HOST: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => isIP(value) !== 0, 'must be an IP address such as 0.0.0.0 or 127.0.0.1')
      .default('127.0.0.1'),
  ),
  APP_URL: optionalUrl,
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  APP_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter((email) => email.length > 0),
      )
      .pipe(z.array(z.email('must be a comma-separated list of email addresses'))),
  ),
  WORKER: z.preprocess(emptyToUndefined, onOff.default('on')),
  FILE_STORE: z.preprocess(emptyToUndefined, z.enum(['disk', 'db']).default('disk')),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_API_BASE: z.preprocess(emptyToUndefined, z.url().default('https://api-m.sandbox.paypal.com')),
  PAYPAL_WEBHOOK_ID: optionalString,
  UPI_VPA: optionalString,
  UPI_PAYEE_NAME: optionalString,
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  /** Plain HTTP to a model server on this machine (loopback only). On outside production by default. */
  AI_ALLOW_LOOPBACK_HTTP: z.preprocess(emptyToUndefined, onOff.optional()),
  /**
   * Test seam (ADR 0016): job-board connections go to this local HTTPS server (loopback host:port)
   * through a simulated network, with JOB_BOARD_TEST_CA trusted. The guard's checks still run.
   */
  JOB_BOARD_TEST_UPSTREAM: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(
        /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\]):\d{1,5}$/,
        'must be a loopback host:port such as 127.0.0.1:3239',
      )
      .optional(),
  ),
  JOB_BOARD_TEST_CA: optionalString,
  NODE_ENV: optionalString,
  /** Redis for the rate-limit counters shared by every node; unset keeps them in the database. */
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  /** Bearer token that opens GET /metrics; unset keeps /metrics off (404). */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  /**
   * How long a claimed job stays a worker's without a heartbeat: after a worker dies, its job is
   * taken over once this runs out (heartbeats every third of it).
   */
  JOB_LEASE_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  ),
  /** A worker-only process serves /metrics on this port (it has no other HTTP server). */
  METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface Config {
  port: number;
  /** The address the web process listens on (HOST). */
  host: string;
  /** Public origin of the app, without a trailing slash. */
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Unset means "generate one into DATA_DIR/app-secret on first start" (see app-secret.ts). */
  appSecret: string | undefined;
  adminEmails: string[];
  worker: boolean;
  fileStore: 'disk' | 'db';
  oidc: OidcConfig | undefined;
  paypal:
    | { clientId: string; clientSecret: string; apiBase: string; webhookId: string | undefined }
    | undefined;
  paypalApiBase: string;
  upi: { vpa: string; payeeName: string } | undefined;
  supportEmail: string | undefined;
  smtpUrl: string | undefined;
  ai: { baseUrl: string; apiKey: string; model: string } | undefined;
  /**
   * Whether AI provider calls may use plain HTTP to a loopback address: development, or an
   * explicit AI_ALLOW_LOOPBACK_HTTP=on (the browser journeys' local stub behind a production build).
   */
  aiAllowLoopbackHttp: boolean;
  /** Set only by the browser journeys: fake job boards on this machine (see JOB_BOARD_TEST_UPSTREAM). */
  jobBoardTestNetwork: { upstream: { host: string; port: number }; caPath: string } | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** REDIS_URL: where the rate-limit counters live; undefined keeps them in the database. */
  redisUrl: string | undefined;
  /** METRICS_TOKEN: the bearer token of GET /metrics; undefined keeps it off. */
  metricsToken: string | undefined;
  /** METRICS_PORT: where a worker-only process serves /metrics. */
  metricsPort: number | undefined;
  /** JOB_LEASE_MS: a dead worker's job is taken over this long after its last heartbeat. */
  jobLeaseMs: number;
}

/** A bad or incomplete environment; the message names every offending variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Variables that only make sense together: set all of them or none. */
const GROUPS: Array<{ name: string; required: Array<keyof z.infer<typeof envSchema>> }> = [
  { name: 'OIDC', required: ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] },
  { name: 'PayPal', required: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'] },
  { name: 'UPI', required: ['UPI_VPA', 'UPI_PAYEE_NAME'] },
  { name: 'AI provider', required: ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] },
  { name: 'job-board test network', required: ['JOB_BOARD_TEST_UPSTREAM', 'JOB_BOARD_TEST_CA'] },
];

function hostPort(value: string): { host: string; port: number } {
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at).replace(/^\[|\]$/g, ''), port: Number(value.slice(at + 1)) };
}

/** Parses an environment (normally process.env) into a Config, or throws ConfigError. Pure. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`),
    );
  }
  const e = parsed.data;

  const problems: string[] = [];
  for (const group of GROUPS) {
    const present = group.required.filter((key) => e[key] !== undefined);
    if (present.length > 0 && present.length < group.required.length) {
      const missing = group.required.filter((key) => e[key] === undefined);
      problems.push(`${missing.join(', ')}: required when ${present.join(', ')} is set (${group.name})`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    appSecret: e.APP_SECRET,
    adminEmails: e.ADMIN_EMAILS,
    worker: e.WORKER === 'on',
    fileStore: e.FILE_STORE,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            apiBase: e.PAYPAL_API_BASE,
            webhookId: e.PAYPAL_WEBHOOK_ID,
          }
        : undefined,
    paypalApiBase: e.PAYPAL_API_BASE,
    upi: e.UPI_VPA && e.UPI_PAYEE_NAME ? { vpa: e.UPI_VPA, payeeName: e.UPI_PAYEE_NAME } : undefined,
    supportEmail: e.SUPPORT_EMAIL,
    smtpUrl: e.SMTP_URL,
    ai:
      e.AI_BASE_URL && e.AI_API_KEY && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL }
        : undefined,
    aiAllowLoopbackHttp: e.AI_ALLOW_LOOPBACK_HTTP
      ? e.AI_ALLOW_LOOPBACK_HTTP === 'on'
      : e.NODE_ENV !== 'production',
    jobBoardTestNetwork:
      e.JOB_BOARD_TEST_UPSTREAM && e.JOB_BOARD_TEST_CA
        ? { upstream: hostPort(e.JOB_BOARD_TEST_UPSTREAM), caPath: e.JOB_BOARD_TEST_CA }
        : undefined,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    jobLeaseMs: e.JOB_LEASE_MS,
  };
}

/** True when the email is listed in ADMIN_EMAILS (case-insensitive). */
export function isAdminEmail(config: Pick<Config, 'adminEmails'>, email: string): boolean {
  return config.adminEmails.includes(email.trim().toLowerCase());
}
