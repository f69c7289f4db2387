import {
  AUTH_FAILURE_QUERY,
  IDENTITY_BASE_PATH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@hireproof/contract';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { account, session, user, verification } from '../../db/schema.ts';
import {
  ensureAccountEntitlements,
  findUserById,
  grantSignupCredits,
  isOwedAdminRole,
  splitName,
} from './accounts.service.ts';
import { createVerificationMailer } from './verification-mail.ts';

/** The better-auth provider id of the OIDC provider configured through OIDC_*. */
export const OIDC_PROVIDER_ID = 'oidc';

export interface AuthDeps {
  config: Config;
  db: Db;
  /** APP_SECRET, resolved (see app-secret.ts). */
  secret: string;
  logger: Logger;
}

/**
 * better-auth over our own Drizzle tables, mounted under /api/identity. Its rate limiter is off:
 * the Fastify rate limits (plugins/rate-limits.ts) cover these routes, keyed by IP and email.
 */
export function createAuth({ config, db, secret, logger }: AuthDeps) {
  const authLogger = logger.child({ module: 'identity' });
  const sendVerificationMail = createVerificationMailer(config);
  return betterAuth({
    appName: 'Hireproof',
    baseURL: config.appUrl,
    basePath: IDENTITY_BASE_PATH,
    secret,
    trustedOrigins: [new URL(config.appUrl).origin],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    // No signed copy of the session in a cookie: nothing could revoke one before it expired (issue
    // 26: logout left the session usable ~55 s). The web process's memo of verified sessions, which
    // the database's announcements clear at once, spares most requests the session read instead.
    session: { cookieCache: { enabled: false } },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      // Our schemas count characters (code points, see passwordLength); better-auth counts UTF-16
      // units, up to two per character. Ours decide; this only keeps better-auth from refusing what
      // ours accepted.
      maxPasswordLength: PASSWORD_MAX_LENGTH * 2,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, input: false, defaultValue: 'user' },
        credits: { type: 'number', required: false, input: false, defaultValue: 0 },
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
      },
    },
    // With SMTP_URL, every new email-and-password account is mailed a link that verifies its email;
    // a verified email listed in ADMIN_EMAILS becomes admin (isOwedAdminRole).
    ...(sendVerificationMail
      ? {
          emailVerification: {
            sendOnSignUp: true,
            sendVerificationEmail: async ({ user: account, url }) => {
              await sendVerificationMail({ to: account.email, name: account.name, url });
            },
            afterEmailVerification: async (account) => {
              await ensureAccountEntitlements(db, config, {
                id: account.id,
                email: account.email,
                emailVerified: true,
              });
            },
          },
        }
      : {}),
    rateLimit: { enabled: false },
    // Provider failures that happen before the sign-in's own error URL is known (forged or
    // expired state) land on the landing page's error banner instead of a bare error page.
    onAPIError: { errorURL: `${config.appUrl}/?auth=${AUTH_FAILURE_QUERY.error}` },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        authLogger[level]({ details: args.length > 0 ? args : undefined }, message);
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (candidate) => {
            const email = String(candidate.email).toLowerCase();
            return {
              data: {
                ...candidate,
                email,
                ...splitName(candidate.name),
                role: isOwedAdminRole(config, { email, emailVerified: candidate.emailVerified === true })
                  ? 'admin'
                  : 'user',
                credits: 0,
              },
            };
          },
          after: async (created) => {
            await grantSignupCredits(db, created.id);
          },
        },
      },
      session: {
        create: {
          // Runs at every sign-in (and the sign-in that follows sign-up).
          after: async (created) => {
            const row = await findUserById(db, created.userId);
            if (row) await ensureAccountEntitlements(db, config, row);
          },
        },
      },
    },
    plugins: config.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                discoveryUrl: `${config.oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
