import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startupSummary } from './startup-summary.ts';

describe('startupSummary', () => {
  it('says where it serves, which database and file store, and how to switch each service on', () => {
    const config = loadConfig({ PORT: '3000', DATA_DIR: './data' });
    const lines = startupSummary(config, { driver: 'pglite', location: './data/db' });
    expect(lines[0]).toBe('Hireproof is serving on http://localhost:3000');
    expect(lines[1]).toBe(
      'Listening on 127.0.0.1:3000: this machine only (set HOST=0.0.0.0 to accept connections from the network)',
    );
    expect(lines[2]).toBe(
      `Database: embedded PostgreSQL (PGlite) in ${resolve('./data/db')}; set DATABASE_URL to use a PostgreSQL server`,
    );
    expect(lines[3]).toBe(`File store: ${resolve('./data/files')} (FILE_STORE=disk)`);
    expect(lines).toContain(
      'PayPal payments: off (to switch it on, set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET)',
    );
    expect(lines).toContain('UPI payments: off (to switch it on, set UPI_VPA and UPI_PAYEE_NAME)');
  });

  it('reports configured services as on and a PostgreSQL server by its location', () => {
    const config = loadConfig({
      UPI_VPA: 'shop@upi',
      UPI_PAYEE_NAME: 'Shop',
      SMTP_URL: 'smtp://mail.example.test:587',
      FILE_STORE: 'db',
      HOST: '0.0.0.0',
    });
    const lines = startupSummary(config, { driver: 'postgres', location: 'db.example.test:5432/hireproof' });
    expect(lines[1]).toBe(
      'Listening on 0.0.0.0:3000: reachable from the network (set HOST=127.0.0.1 to accept this machine only)',
    );
    expect(lines[2]).toBe('Database: PostgreSQL at db.example.test:5432/hireproof');
    expect(lines[3]).toBe('File store: in the database (FILE_STORE=db)');
    expect(lines).toContain('UPI payments: on');
    expect(lines).toContain('Email (verification links): on');
  });
});
