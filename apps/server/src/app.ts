import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import { SUPPORT_EMAIL_DEFAULT } from '@hireproof/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { isApiRoute, ROUTE_ACCESS, type RouteAccessTable } from './http/route-access.ts';
import { registerQueue } from './jobs/register-queue.ts';
import { registerMetrics } from './metrics/metrics.routes.ts';
import { registerAdminModule } from './modules/admin/admin.module.ts';
import { registerAiModule } from './modules/ai/ai.module.ts';
import type { BuilderLimit } from './modules/ai/ai.routes.ts';
import { type AiOptions, createAiRuntime } from './modules/ai/ai-runtime.ts';
import { type AnalysisOptions, registerAnalysisRoutes } from './modules/analysis/analysis.routes.ts';
import { createApplicationJobs } from './modules/applications/application-jobs.ts';
import {
  type ApplicationsOptions,
  registerApplicationsModule,
} from './modules/applications/applications.module.ts';
import { registerBuilderRoutes } from './modules/builder/builder.routes.ts';
import { registerContactRoutes } from './modules/contact/contact.routes.ts';
import { createFileStore } from './modules/files/index.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { createAccountCache } from './modules/identity/account-cache.ts';
import { loadCurrentAccount } from './modules/identity/accounts.service.ts';
import { registerIdentityRoutes } from './modules/identity/identity.routes.ts';
import { createAuth } from './modules/identity/index.ts';
import { createSessionAnnouncements } from './modules/identity/session-announcements.ts';
import { type JobImportOptions, registerJobImportModule } from './modules/job-import/job-import.module.ts';
import { registerOrdersModule } from './modules/orders/orders.module.ts';
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { type CurrentUser, createSessionReader, registerAccessControl } from './plugins/access-control.ts';
import { pointsAtApi, registerCanonicalPathCheck } from './plugins/canonical-path.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings, registerRateLimits } from './plugins/rate-limits.ts';
import { registerSameOriginCheck } from './plugins/same-origin.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { defaultWebDistDir, registerWebApp } from './plugins/web-app.ts';
import { sharedPoolGauge } from './pool/engine-pool.ts';

export interface AppDeps {
  /** With appSecret resolved (see app-secret.ts). */
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  clock?: Clock;
  rateLimits?: Partial<RateLimitSettings>;
  /** The built SPA; defaults to apps/web/dist when it exists. `null` serves no web app. */
  webDistDir?: string | null;
  /** The route classification; tests extend it to prove the walk catches new routes. */
  routeAccess?: RouteAccessTable;
  /** Queue, worker and generation knobs (tests shorten the waits; WORKER decides the worker by default). */
  applications?: ApplicationsOptions;
  /** AI provider pool knobs (loopback HTTP for development and tests, timeouts, the builder limit). */
  ai?: AiOptions & { builderLimit?: BuilderLimit };
  /** Readability and fit-check knobs (the per-user limits; tests lower them). */
  analysis?: AnalysisOptions;
  /** Job-board import knobs (tests pass a simulated network, a rate limit and a cache). */
  jobImport?: JobImportOptions;
  /** Extra route modules registered after ours (tests use it to add probe routes). */
  extraModules?: Array<(app: FastifyInstance) => void | Promise<void>>;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The composition root shared by main.ts and the tests: cross-cutting plugins first (request
 * ids, errors, security headers, same-origin check, rate limits, access control), then modules.
 * The database must already be migrated.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const secret = config.appSecret;
  if (!secret) throw new Error('buildApp needs config.appSecret; resolve it with resolveAppSecret first');
  const db = database.db;

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Callback hooks, not async ones: they run on every request and cannot fail, so a promise each
  // would be pure overhead.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // Account data must never sit in a shared cache. Decided by the route the router matched and by
    // what the target could mean, never by one spelling of the URL (`/%61pi/auth/user` is /api too).
    const route = request.routeOptions.url;
    const api = (route !== undefined && isApiRoute(route)) || pointsAtApi(request.raw.url ?? request.url);
    if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  registerErrorHandler(app);
  registerCanonicalPathCheck(app);
  registerSecurityHeaders(app, { https: config.appUrl.startsWith('https://') });
  registerSameOriginCheck(app, config.appUrl);
  await app.register(cookie);
  await registerCompression(app);
  const limiters = await registerRateLimits(
    app,
    { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits },
    {
      db,
      redisUrl: config.redisUrl,
    },
  );

  const auth = createAuth({ config, db, secret, logger });
  const sessions = await createSessionAnnouncements(database, logger);
  app.addHook('onClose', () => sessions.close());
  const readSession = createSessionReader(auth, sessions.memo);
  const accounts = await createAccountCache<CurrentUser>(database, logger);
  app.addHook('onClose', () => accounts.close());
  const readAccount = (userId: string) =>
    accounts.cache.read(userId, () => loadCurrentAccount(db, config, userId));
  registerAccessControl(app, { readSession, readAccount, routeAccess: deps.routeAccess ?? ROUTE_ACCESS });
  // Before every route, so each one's latency is recorded; the queue is read when scraped.
  registerMetrics(app, {
    token: config.metricsToken,
    queueDepth: async () => ({ ...(await app.queueRuntime.queue.counts()) }),
    enginePool: sharedPoolGauge,
  });

  registerHealthRoutes(app, { db });
  registerIdentityRoutes(app, {
    config,
    auth,
    readSession,
    readAccount,
    limiters,
    sessionMemo: sessions.memo,
  });
  const settings = createSettingsService({ db, clock });
  registerSettingsRoutes(app, {
    settings,
    payments: { paypalEnabled: !!config.paypal, upiEnabled: !!config.upi },
    supportEmail: config.supportEmail ?? SUPPORT_EMAIL_DEFAULT,
    supportEmailConfigured: !!config.supportEmail,
  });
  registerContactRoutes(app, { db, clock, limiters });
  await registerOrdersModule(app, { config, db, logger, clock, settings });
  registerAdminModule(app, { db, clock, settings });
  const ai = createAiRuntime({ config, db, logger, clock, ...(deps.ai ? { options: deps.ai } : {}) });
  await registerAiModule(app, {
    ai,
    ...(deps.ai?.builderLimit ? { builderLimit: deps.ai.builderLimit } : {}),
  });
  const options = deps.applications ?? {};
  const fileStore =
    options.fileStore ?? createFileStore({ driver: config.fileStore, db, dataDir: config.dataDir });
  const applicationJobs = createApplicationJobs({
    db,
    fileStore,
    clock,
    chooseWriter: options.chooseWriter ?? ai.chooseWriter,
    ...(options.parse ? { parse: options.parse } : {}),
  });
  const queue = await registerQueue(app, {
    database,
    logger,
    settings: {
      ...options,
      startWorker: options.startWorker ?? config.worker,
      leaseMs: options.leaseMs ?? config.jobLeaseMs,
    },
    // The queue knows no module: the applications module hands in its jobs here.
    jobSets: [applicationJobs],
    ...(options.extraDefinitions ? { extraDefinitions: options.extraDefinitions } : {}),
  });
  await registerApplicationsModule(app, {
    db,
    fileStore,
    queue,
    clock,
    // The review's answers (issue 29) are drafted by the same writer as a generation, when there is one.
    chooseWriter: options.chooseWriter ?? ai.chooseWriter,
    ...(options.generationWaitMs !== undefined ? { generationWaitMs: options.generationWaitMs } : {}),
    ...(options.reviewWriteLimit ? { reviewWriteLimit: options.reviewWriteLimit } : {}),
  });
  // The fit check reads uploads with the same checks and engine pool as a generation.
  await registerAnalysisRoutes(app, { ...deps.analysis, readResume: applicationJobs.readResume });
  // The builder reads uploads with the applications module's checks and parser.
  await registerBuilderRoutes(app, { db, clock, readResume: applicationJobs.readResume });
  registerJobImportModule(app, {
    config,
    clock,
    logger,
    ...(deps.jobImport ? { options: deps.jobImport } : {}),
  });
  for (const register of deps.extraModules ?? []) await register(app);

  const webDistDir = deps.webDistDir === null ? undefined : (deps.webDistDir ?? defaultWebDistDir());
  await registerWebApp(app, webDistDir);

  await app.ready();
  return app;
}
