import { describe, expect, it } from 'vitest';
import { ConfigError, isAdminEmail, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives every variable its documented default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      appSecret: undefined,
      adminEmails: [],
      worker: true,
      fileStore: 'disk',
      oidc: undefined,
      paypal: undefined,
      paypalApiBase: 'https://api-m.sandbox.paypal.com',
      upi: undefined,
      supportEmail: undefined,
      smtpUrl: undefined,
      ai: undefined,
      logLevel: 'info',
    });
  });

  it('listens on loopback only unless HOST names another address', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
  });

  it('derives APP_URL from PORT and strips a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ APP_URL: 'https://hireproof.example/' }).appUrl).toBe('https://hireproof.example');
  });

  it('parses lists, switches and groups', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com ',
      WORKER: 'OFF',
      FILE_STORE: 'db',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
      PAYPAL_CLIENT_ID: 'pp',
      PAYPAL_CLIENT_SECRET: 'pps',
      UPI_VPA: 'shop@upi',
      UPI_PAYEE_NAME: 'Shop',
      AI_BASE_URL: 'https://openrouter.ai/api/v1',
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'some/model',
      DATABASE_URL: 'postgres://u@db:5432/app',
    });
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.worker).toBe(false);
    expect(config.fileStore).toBe('db');
    expect(config.oidc).toEqual({
      issuer: 'https://id.example.com',
      clientId: 'client',
      clientSecret: 'secret',
    });
    expect(config.paypal?.apiBase).toBe('https://api-m.sandbox.paypal.com');
    expect(config.upi).toEqual({ vpa: 'shop@upi', payeeName: 'Shop' });
    expect(config.ai?.model).toBe('some/model');
    expect(config.databaseUrl).toBe('postgres://u@db:5432/app');
    expect(isAdminEmail(config, ' BOSS@example.com')).toBe(true);
    expect(isAdminEmail(config, 'someone@example.com')).toBe(false);
  });

  it('allows plain HTTP to a loopback model server outside production, or when switched on', () => {
    expect(loadConfig({}).aiAllowLoopbackHttp).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).aiAllowLoopbackHttp).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', AI_ALLOW_LOOPBACK_HTTP: 'on' }).aiAllowLoopbackHttp).toBe(
      true,
    );
    expect(loadConfig({ AI_ALLOW_LOOPBACK_HTTP: 'off' }).aiAllowLoopbackHttp).toBe(false);
  });

  it('reads the job-board test network only as a loopback upstream together with its CA', () => {
    expect(loadConfig({}).jobBoardTestNetwork).toBeUndefined();
    expect(
      loadConfig({ JOB_BOARD_TEST_UPSTREAM: '127.0.0.1:3239', JOB_BOARD_TEST_CA: '/tmp/ca.pem' })
        .jobBoardTestNetwork,
    ).toEqual({ upstream: { host: '127.0.0.1', port: 3239 }, caPath: '/tmp/ca.pem' });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', OIDC_ISSUER: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['HOST', { HOST: 'localhost; rm -rf /' }],
    ['APP_URL', { APP_URL: 'localhost' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db' }],
    ['APP_SECRET', { APP_SECRET: 'short' }],
    ['ADMIN_EMAILS', { ADMIN_EMAILS: 'boss@example.com, not-an-email' }],
    ['WORKER', { WORKER: 'maybe' }],
    ['AI_ALLOW_LOOPBACK_HTTP', { AI_ALLOW_LOOPBACK_HTTP: 'sometimes' }],
    ['FILE_STORE', { FILE_STORE: 's3' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['OIDC_CLIENT_SECRET', { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'x' }],
    ['PAYPAL_CLIENT_SECRET', { PAYPAL_CLIENT_ID: 'x' }],
    ['AI_MODEL', { AI_BASE_URL: 'https://ai.example.com', AI_API_KEY: 'k' }],
    [
      'JOB_BOARD_TEST_UPSTREAM',
      { JOB_BOARD_TEST_UPSTREAM: '10.0.0.5:443', JOB_BOARD_TEST_CA: '/tmp/ca.pem' },
    ],
    [
      'JOB_BOARD_TEST_UPSTREAM',
      { JOB_BOARD_TEST_UPSTREAM: 'boards.example:443', JOB_BOARD_TEST_CA: '/tmp/ca.pem' },
    ],
    ['JOB_BOARD_TEST_CA', { JOB_BOARD_TEST_UPSTREAM: '127.0.0.1:3239' }],
  ])('names %s when it is wrong', (name, env) => {
    let caught: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).message).toContain(name);
  });
});
