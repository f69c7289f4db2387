import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hireproof/contract';
import { z } from 'zod';
import { copyPgliteToPostgres } from '../db/copy-to-postgres.ts';
import { applyCredit } from '../modules/credits/index.ts';
import { findUserByEmail, promoteToAdmin } from '../modules/identity/accounts.service.ts';
import { createAuth } from '../modules/identity/index.ts';
import { openRuntime, type Runtime } from '../runtime.ts';

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  user:create --email E --password P [--name N] [--admin] [--credits N]
      Create an email + password account. It gets the sign-up credits like any new account;
      --credits sets the starting balance instead, --admin makes it an administrator.
  user:promote --email E
      Make an existing account an administrator.
  credits:grant --email E --credits N
      Add N credits to an existing account (recorded in its credit ledger as the operator's), for an
      installation that sells none.
  migrate
      Apply pending database migrations and exit.
  db:copy-to-postgres --to postgres://user:password@host:5432/database
      Copy the embedded database in DATA_DIR (stop the server first) into a new, empty PostgreSQL
      database, uploaded files included (moved into the database store: run with FILE_STORE=db
      afterwards). Then set DATABASE_URL to that database. docs/operations.md walks through it.
`;

export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

const createOptions = z.object({
  email: z.email('--email must be an email address'),
  password: z
    .string('--password is required')
    .min(PASSWORD_MIN_LENGTH, `--password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `--password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  name: z.string().optional(),
  admin: z.boolean().optional(),
  credits: z.coerce
    .number()
    .int('--credits must be a whole number')
    .min(0, '--credits cannot be negative')
    .optional(),
});

async function withRuntime<T>(
  env: Record<string, string | undefined>,
  run: (runtime: Runtime) => Promise<T>,
) {
  const runtime = await openRuntime(env, { logLevel: 'warn' });
  try {
    return await run(runtime);
  } finally {
    await runtime.database.close();
  }
}

async function createUser(
  runtime: Runtime,
  options: z.infer<typeof createOptions>,
  out: CliOutput,
): Promise<number> {
  const { config, database, logger } = runtime;
  const db = database.db;
  const email = options.email.toLowerCase();
  if (await findUserByEmail(db, email)) {
    out.error(`An account with the email ${email} already exists.`);
    return 1;
  }
  const auth = createAuth({ config, db, secret: config.appSecret!, logger });
  const created = await auth.api.signUpEmail({
    body: { email, password: options.password, name: options.name ?? email.split('@')[0] ?? email },
  });
  const userId = created.user.id;
  if (options.admin) await promoteToAdmin(db, email);
  if (options.credits !== undefined) {
    const account = await findUserByEmail(db, email);
    const delta = options.credits - (account?.credits ?? 0);
    if (delta !== 0) {
      await applyCredit(db, { userId, delta, reason: 'operator', ref: `operator:user-create:${userId}` });
    }
  }
  const account = await findUserByEmail(db, email);
  out.log(
    `Created ${account?.role ?? 'user'} ${email} (id ${userId}) with ${account?.credits ?? 0} credits.`,
  );
  return 0;
}

const grantOptions = z.object({
  email: z.email('--email must be an email address'),
  credits: z.coerce
    .number('--credits is required')
    .int('--credits must be a whole number')
    .min(1, '--credits must be at least 1'),
});

async function grantCredits(
  { database }: Runtime,
  options: z.infer<typeof grantOptions>,
  out: CliOutput,
): Promise<number> {
  const email = options.email.toLowerCase();
  const account = await findUserByEmail(database.db, email);
  if (!account) {
    out.error(`No account has the email ${email}.`);
    return 1;
  }
  // Each grant is its own ledger entry: a fresh ref, so running the command twice grants twice.
  await applyCredit(database.db, {
    userId: account.id,
    delta: options.credits,
    reason: 'operator',
    ref: `operator:grant:${account.id}:${randomUUID()}`,
  });
  const after = await findUserByEmail(database.db, email);
  out.log(`Added ${options.credits} credits to ${email}; the balance is now ${after?.credits ?? 0}.`);
  return 0;
}

/** Runs one operator command; answers the process exit code. */
export async function runCli(
  argv: string[],
  env: Record<string, string | undefined>,
  out: CliOutput = { log: (line) => console.log(line), error: (line) => console.error(line) },
): Promise<number> {
  const [command, ...rest] = argv;
  const parse = () =>
    parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        admin: { type: 'boolean' },
        credits: { type: 'string' },
        to: { type: 'string' },
      },
      strict: true,
    }).values;

  switch (command) {
    case 'migrate':
      return withRuntime(env, async () => {
        out.log('Migrations applied; the database is up to date.');
        return 0;
      });
    case 'user:create': {
      const parsed = createOptions.safeParse(parse());
      if (!parsed.success) {
        for (const issue of parsed.error.issues) out.error(issue.message);
        return 2;
      }
      return withRuntime(env, (runtime) => createUser(runtime, parsed.data, out));
    }
    case 'user:promote': {
      const { email } = parse();
      if (!email) {
        out.error('--email is required');
        return 2;
      }
      return withRuntime(env, async ({ database }) => {
        if (!(await promoteToAdmin(database.db, email))) {
          out.error(`No account has the email ${email}.`);
          return 1;
        }
        out.log(`${email} is now an administrator.`);
        return 0;
      });
    }
    case 'credits:grant': {
      const parsed = grantOptions.safeParse(parse());
      if (!parsed.success) {
        for (const issue of parsed.error.issues) out.error(issue.message);
        return 2;
      }
      return withRuntime(env, (runtime) => grantCredits(runtime, parsed.data, out));
    }
    case 'db:copy-to-postgres': {
      const { to } = parse();
      if (!to || !/^postgres(ql)?:\/\//.test(to)) {
        out.error('--to must be the postgres:// URL of the new, empty database');
        return 2;
      }
      if (env.DATABASE_URL) {
        out.error('Unset DATABASE_URL: the copy reads the embedded database in DATA_DIR.');
        return 2;
      }
      return withRuntime(env, async ({ config, database }) => {
        if (database.driver !== 'pglite') return 2;
        const report = await copyPgliteToPostgres({
          source: database.client,
          targetUrl: to,
          fileStore: config.fileStore,
          dataDir: config.dataDir,
          log: out.log,
        });
        const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
        out.log(
          `Copied ${rows} rows in ${report.tables.length} tables${report.filesMoved ? ` and ${report.filesMoved} uploaded files` : ''}. ` +
            "Start the server with DATABASE_URL set to the new database, FILE_STORE=db and APP_SECRET set to the install's (DATA_DIR/app-secret unless APP_SECRET was set).",
        );
        return 0;
      });
    }
    default:
      if (command && command !== 'help' && command !== '--help') out.error(`Unknown command: ${command}`);
      out.log(USAGE);
      return command && command !== 'help' && command !== '--help' ? 2 : 0;
  }
}
