import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema.ts';
import { testDrivers } from '../test/databases.ts';
import { createTestApp, signUp, TEST_APP_URL, type TestApp, uniqueEmail } from '../test/test-app.ts';
import { NON_CANONICAL_PATH_MESSAGE } from './canonical-path.ts';

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * Sends one HTTP/1.1 request with the target exactly as written. inject() and fetch() both resolve
 * dot segments before sending, so they cannot reproduce what an attacker's client sends.
 */
function rawRequest(port: number, method: string, target: string, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
    if (body !== undefined) {
      headers.push(`Origin: ${TEST_APP_URL}`, 'Content-Type: application/json');
      headers.push(`Content-Length: ${Buffer.byteLength(body)}`);
    }
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${headers.join('\r\n')}\r\n\r\n${body ?? ''}`);
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('end', () => {
      const split = answer.indexOf('\r\n\r\n');
      const head = answer.slice(0, split).toLowerCase();
      resolve({ status: Number(head.split(' ')[1]), head, body: answer.slice(split + 4) });
    });
    socket.on('error', reject);
  });
}

describe.each(testDrivers())('non-canonical /api paths on %s', (driver) => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(driver, { rateLimits: { identityPerEmail: { max: 2, windowMs: 60_000 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses other spellings of sign-in once the canonical path is rate-limited', async () => {
    const email = uniqueEmail('limited');
    await signUp(t.app, { email });
    const body = JSON.stringify({ email, password: 'correct horse battery' });
    const signInAt = (target: string) => rawRequest(port, 'POST', target, body);
    // The sign-up counted once against this email's limit of 2; the second sign-in is over it.
    expect((await signInAt('/api/identity/sign-in/email')).status).toBe(200);
    expect((await signInAt('/api/identity/sign-in/email')).status).toBe(429);
    for (const target of [
      '/api/identity/./sign-in/email',
      '/api/identity//sign-in/email',
      '/api/identity/%2e/sign-in/email',
      '/api/identity%2fsign-in/email',
      '/api/identity/sign-in/email.',
      '/api/identity/Sign-In/email',
    ]) {
      const answer = await signInAt(target);
      expect(answer.status, target).toBe(400);
      expect(JSON.parse(answer.body), target).toMatchObject({
        code: 'INVALID_INPUT',
        message: NON_CANONICAL_PATH_MESSAGE,
      });
      expect(answer.head, target).not.toContain('session_token');
    }
  });

  it('refuses a dot-segment sign-up before better-auth sees its oversized name', async () => {
    const email = uniqueEmail('oversized');
    const body = JSON.stringify({ email, password: 'correct horse battery', name: 'N'.repeat(900_000) });
    expect((await rawRequest(port, 'POST', '/api/identity/./sign-up/email', body)).status).toBe(400);
    expect(await t.database.handle.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('answers every spelling of /api/auth/user with Cache-Control: no-store', async () => {
    for (const target of [
      '/api/auth/user',
      '/%61pi/auth/user',
      '/api//auth/user',
      '/./api/auth/user',
      '/API/auth/user',
      `http://127.0.0.1:${port}/api/auth/user`,
    ]) {
      const answer = await rawRequest(port, 'GET', target);
      expect(answer.head, target).toContain('cache-control: no-store');
      expect(answer.status, target).toBe(target === '/api/auth/user' ? 204 : 400);
    }
  });
});
