import { resolve } from 'node:path';
import type { Config } from './config.ts';

interface DatabaseFacts {
  driver: 'pglite' | 'postgres';
  /** Where the data lives: a folder for the embedded database, host and name for PostgreSQL. */
  location: string;
}

/** An optional service, whether it is on, and the variables that switch it on. */
interface OptionalService {
  name: string;
  on: boolean;
  howToSwitchOn: string;
}

function optionalServices(config: Config): OptionalService[] {
  return [
    {
      name: 'PayPal payments',
      on: !!config.paypal,
      howToSwitchOn: 'set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    },
    { name: 'UPI payments', on: !!config.upi, howToSwitchOn: 'set UPI_VPA and UPI_PAYEE_NAME' },
    {
      name: 'Sign-in with an OpenID Connect provider',
      on: !!config.oidc,
      howToSwitchOn: 'set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
    },
    { name: 'Email (verification links)', on: !!config.smtpUrl, howToSwitchOn: 'set SMTP_URL' },
    {
      name: 'AI provider from the environment',
      on: !!config.ai,
      howToSwitchOn: 'set AI_BASE_URL, AI_API_KEY and AI_MODEL, or add one in Admin → API Management',
    },
    { name: 'Background worker in this process', on: config.worker, howToSwitchOn: 'set WORKER=on' },
  ];
}

/** Whether other machines can reach this process, and how to change that (HOST). */
function listeningLine(host: string, port: number): string {
  const where = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
  return isLoopback(host)
    ? `Listening on ${where}: this machine only (set HOST=0.0.0.0 to accept connections from the network)`
    : `Listening on ${where}: reachable from the network (set HOST=127.0.0.1 to accept this machine only)`;
}

function isLoopback(host: string): boolean {
  return host === '::1' || host.startsWith('127.');
}

/**
 * The first lines a person reads after `npm start`: where the product is served, which database and
 * file store it uses, and which optional services are on or off (with how to switch each one on).
 */
export function startupSummary(config: Config, database: DatabaseFacts): string[] {
  const databaseLine =
    database.driver === 'pglite'
      ? `Database: embedded PostgreSQL (PGlite) in ${resolve(database.location)}; set DATABASE_URL to use a PostgreSQL server`
      : `Database: PostgreSQL at ${database.location}`;
  const fileStoreLine =
    config.fileStore === 'db'
      ? 'File store: in the database (FILE_STORE=db)'
      : `File store: ${resolve(config.dataDir, 'files')} (FILE_STORE=disk)`;
  const lines = [
    `Hireproof is serving on ${config.appUrl}`,
    listeningLine(config.host, config.port),
    databaseLine,
    fileStoreLine,
  ];
  for (const service of optionalServices(config)) {
    lines.push(
      service.on ? `${service.name}: on` : `${service.name}: off (to switch it on, ${service.howToSwitchOn})`,
    );
  }
  return lines;
}
