import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
  SIGN_UP_RECEIVED_BODY,
  SIGNUP_CREDITS,
} from '@hireproof/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, session, user } from '../../db/schema.ts';
import { testDrivers } from '../../test/databases.ts';
import {
  createTestApp,
  sessionCookie,
  signIn,
  signUp,
  TEST_ORIGIN,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app.ts';
import { signupCreditRef } from './accounts.service.ts';

describe.each(testDrivers())('accounts on %s', (driver) => {
  let t: TestApp;
  const adminEmail = `boss-${process.pid}@example.test`;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      env: { ADMIN_EMAILS: `someone@example.test, ${adminEmail.toUpperCase()}` },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const currentUser = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });

  /**
   * Reads until `check` holds or two seconds pass: a change written behind the web process's back
   * (as another node writes it) reaches its caches when the database's announcement arrives.
   */
  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 2_000;
    let value = await read();
    while (!check(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      value = await read();
    }
    return value;
  }

  const ledgerRows = (userId: string) =>
    t.database.handle.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));

  it('answers 204 No Content without a session (signed out is not an error)', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('signs up, grants 2 credits once through the ledger, and answers the current user', async () => {
    const email = uniqueEmail('new');
    const { response, cookie } = await signUp(t.app, { email, name: 'Ada King Lovelace' });
    expect(response.statusCode).toBe(200);

    const me = await currentUser(cookie);
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'King Lovelace',
      credits: SIGNUP_CREDITS,
      role: 'user',
    });
    expect(Object.keys(body).sort()).toEqual([
      'createdAt',
      'credits',
      'email',
      'firstName',
      'id',
      'lastName',
      'role',
    ]);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);

    // Signing in again and asking again never grants twice.
    expect((await signIn(t.app, { email, password: 'correct horse battery' })).statusCode).toBe(200);
    await currentUser(cookie);
    const rows = await ledgerRows(body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ delta: SIGNUP_CREDITS, ref: signupCreditRef(body.id), reason: 'signup' });
    expect((await currentUser(cookie)).json().credits).toBe(SIGNUP_CREDITS);
  });

  it('grants the sign-up credits exactly once under 20 concurrent sign-ups and sign-ins for one email', async () => {
    const email = uniqueEmail('race');
    const password = 'race condition 123';
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? signUp(t.app, { email, password }).then(({ response }) => response)
          : signIn(t.app, { email, password }),
      ),
    );
    for (const response of attempts) {
      expect([200, 401, 422]).toContain(response.statusCode);
    }
    // Whatever the interleaving, one account exists afterwards and it holds the grant once.
    const signedIn = await signIn(t.app, { email, password });
    expect(signedIn.statusCode).toBe(200);
    const after = await Promise.all(Array.from({ length: 20 }, () => currentUser(sessionCookie(signedIn))));
    for (const response of after) expect(response.json().credits).toBe(SIGNUP_CREDITS);
    const [account] = await t.database.handle.db.select().from(user).where(eq(user.email, email));
    expect(account?.credits).toBe(SIGNUP_CREDITS);
    expect(await ledgerRows(account!.id)).toHaveLength(1);
  });

  it('restores sign-up credits lost between account creation and the grant', async () => {
    const email = uniqueEmail('crash');
    const { cookie } = await signUp(t.app, { email });
    const id = (await currentUser(cookie)).json().id as string;
    // Simulate a crash right after the account row was written: no ledger row, no balance.
    await t.database.handle.db.delete(creditLedger).where(eq(creditLedger.userId, id));
    await t.database.handle.db.update(user).set({ credits: 0 }).where(eq(user.id, id));
    // The stale copy shows the same balance, so wait for the grant itself (the ledger row).
    const rows = await eventually(
      async () => {
        await currentUser(cookie);
        return ledgerRows(id);
      },
      (found) => found.length === 1,
    );
    expect(rows).toHaveLength(1);
    expect((await currentUser(cookie)).json().credits).toBe(SIGNUP_CREDITS);
  });

  const markEmailVerified = (email: string) =>
    t.database.handle.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));

  it('keeps an unverified sign-up with an ADMIN_EMAILS address (any case) a user', async () => {
    const { response, cookie } = await signUp(t.app, { email: adminEmail.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect((await currentUser(cookie)).json()).toMatchObject({ role: 'user', credits: SIGNUP_CREDITS });
    // Signing in again changes nothing while the email is unverified.
    const again = await signIn(t.app, { email: adminEmail, password: 'correct horse battery' });
    expect((await currentUser(sessionCookie(again))).json().role).toBe('user');
  });

  it('makes an ADMIN_EMAILS account admin once its email is verified', async () => {
    const { cookie } = await signUp(t.app, { email: adminEmail.replace('boss', 'verified-boss') });
    const verifiedAdmin = adminEmail.replace('boss', 'verified-boss');
    const listed = await createTestApp(driver, {
      database: t.database,
      env: { ADMIN_EMAILS: verifiedAdmin },
    });
    try {
      const me = () => listed.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect((await me()).json().role).toBe('user');
      await markEmailVerified(verifiedAdmin);
      expect(
        await eventually(
          async () => (await me()).json().role,
          (role) => role === 'admin',
        ),
      ).toBe('admin');
    } finally {
      await listed.close();
    }
  });

  it('grants admin at sign-in to a verified email added to ADMIN_EMAILS later', async () => {
    const email = uniqueEmail('later');
    await signUp(t.app, { email });
    await markEmailVerified(email);
    const promoted = await createTestApp(driver, { database: t.database, env: { ADMIN_EMAILS: email } });
    try {
      const response = await signIn(promoted.app, { email, password: 'correct horse battery' });
      expect(response.statusCode).toBe(200);
      const me = await promoted.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: sessionCookie(response) },
      });
      expect(me.json().role).toBe('admin');
    } finally {
      await promoted.close();
    }
  });

  it('answers one generic message for a wrong password and for an unknown email', async () => {
    const email = uniqueEmail('known');
    await signUp(t.app, { email });
    const wrongPassword = await signIn(t.app, { email, password: 'not the password' });
    const unknownEmail = await signIn(t.app, { email: uniqueEmail('nobody'), password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().message).toBe(SIGN_IN_FAILED_MESSAGE);
  });

  it('answers a sign-up for a registered email exactly like one for a new email, without a session', async () => {
    const email = uniqueEmail('twice');
    const first = await signUp(t.app, { email });
    const again = await signUp(t.app, { email, password: 'another password' });
    for (const { response } of [first, again]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SIGN_UP_RECEIVED_BODY);
    }
    expect(first.cookie).not.toBe('');
    expect(again.cookie).toBe('');
    // The account keeps its own password.
    expect((await signIn(t.app, { email, password: 'another password' })).statusCode).toBe(401);
    expect((await signIn(t.app, { email, password: 'correct horse battery' })).statusCode).toBe(200);
  });

  it('enforces password length 8 to 128 and names the field', async () => {
    const short = await signUp(t.app, { email: uniqueEmail('short'), password: 'seven77' });
    expect(short.response.statusCode).toBe(400);
    expect(short.response.json().message).toMatch(/^password: /);
    const longest = await signUp(t.app, { email: uniqueEmail('long'), password: `${'ü'.repeat(127)}!` });
    expect(longest.response.statusCode).toBe(200);
    const tooLong = await signUp(t.app, { email: uniqueEmail('toolong'), password: 'x'.repeat(129) });
    expect(tooLong.response.statusCode).toBe(400);
    const eight = await signUp(t.app, { email: uniqueEmail('eight'), password: '12345678' });
    expect(eight.response.statusCode).toBe(200);
  });

  it('checks every character of a long password (no truncation at 72 bytes)', async () => {
    const email = uniqueEmail('long-pw');
    const password = `${'a'.repeat(72)}X${'b'.repeat(40)}`;
    await signUp(t.app, { email, password });
    const variant = `${'a'.repeat(72)}Y${'b'.repeat(40)}`;
    expect((await signIn(t.app, { email, password: variant })).statusCode).toBe(401);
    expect((await signIn(t.app, { email, password })).statusCode).toBe(200);
  });

  it('keeps the session token in the HttpOnly cookie only, never in the JSON body', async () => {
    const email = uniqueEmail('token-body');
    const { response, cookie } = await signUp(t.app, { email });
    expect(cookie).not.toBe('');
    expect(response.json()).toEqual(SIGN_UP_RECEIVED_BODY);
    expect(response.body).not.toContain(cookie.split('=')[1]!.split('.')[0]!);
    const signedIn = await signIn(t.app, { email, password: 'correct horse battery' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).not.toHaveProperty('token');
    expect(signedIn.body).not.toContain(sessionCookie(signedIn).split('=')[1]!.split('.')[0]!);
  });

  it('strips session tokens from get-session and list-sessions', async () => {
    const email = uniqueEmail('sessions');
    const { cookie } = await signUp(t.app, { email });
    const tokenValue = cookie.split('=')[1]!.split('.')[0]!;
    for (const url of ['/api/identity/get-session', '/api/identity/list-sessions']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('"token"');
      expect(response.body, url).not.toContain(tokenValue);
    }
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/identity/get-session',
      headers: { cookie },
    });
    expect(session.json()).toMatchObject({ user: { email }, session: { userId: expect.any(String) } });
  });

  it('counts password length in characters, the same way as better-auth accepts it', async () => {
    const longest = '𝒜'.repeat(PASSWORD_MAX_LENGTH);
    const email = uniqueEmail('astral');
    const { response } = await signUp(t.app, { email, password: longest });
    expect(response.statusCode).toBe(200);
    expect((await signIn(t.app, { email, password: longest })).statusCode).toBe(200);

    const tooLong = await signUp(t.app, { email: uniqueEmail('astral'), password: `${longest}𝒜` });
    expect(tooLong.response.statusCode).toBe(400);
    expect(tooLong.response.json().message).toBe(`password: ${PASSWORD_TOO_LONG_MESSAGE}`);
  });

  it('applies our limits to every better-auth call: an oversized name in update-user is refused', async () => {
    const { cookie } = await signUp(t.app, { email: uniqueEmail('rename') });
    const update = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/identity/update-user',
        headers: { ...TEST_ORIGIN, cookie },
        payload: { name },
      });
    expect((await update('N'.repeat(900_000))).statusCode).toBe(400);
    expect((await update('Ada\u0000Lovelace')).statusCode).toBe(400);
    expect((await update('Ada Lovelace')).statusCode).toBe(200);
  });

  it('issues a new session token at every sign-in', async () => {
    const email = uniqueEmail('fixation');
    const { cookie } = await signUp(t.app, { email });
    const again = sessionCookie(await signIn(t.app, { email, password: 'correct horse battery' }));
    expect(again).not.toBe(cookie);
  });

  it('logout ends the session on the server: the old cookie gets 401', async () => {
    const { cookie } = await signUp(t.app, { email: uniqueEmail('bye') });
    expect((await currentUser(cookie)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    const cleared = logout.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cleared?.value ?? '').toBe('');
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  /** Every cookie a browser keeps after signing up, as one Cookie header. */
  const browserCookies = (response: { cookies: Array<{ name: string; value: string }> }) =>
    response.cookies
      .filter((c) => c.value)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');

  it('refuses every cookie of a browser at once after logout, without a signed copy of the session to replay (issue 26.4)', async () => {
    const { response } = await signUp(t.app, { email: uniqueEmail('replay') });
    // No signed copy of the session is handed out: nothing a revocation cannot reach.
    expect(response.cookies.filter((c) => c.name.endsWith('session_data') && c.value)).toEqual([]);
    const all = browserCookies(response);
    // Verified and remembered by this process, as a browser's burst of requests would be.
    expect((await currentUser(all)).statusCode).toBe(200);
    expect((await currentUser(all)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...TEST_ORIGIN, cookie: all },
    });
    expect(logout.statusCode).toBe(302);
    // The very next request with the same cookies, on the same process: refused.
    expect((await currentUser(all)).statusCode).toBe(401);
  });

  it("ends a session removed behind the web process's back (another node, an admin, an operator) as soon as it is announced; role and credits always come from the account row", async () => {
    const email = uniqueEmail('revoked');
    const { response } = await signUp(t.app, { email });
    const all = browserCookies(response);
    expect((await currentUser(all)).statusCode).toBe(200);

    // The account row still decides: a change made behind the session's back shows at once.
    await t.database.handle.db.update(user).set({ credits: 7 }).where(eq(user.email, email));
    const changed = await eventually(
      async () => (await currentUser(all)).json(),
      (body) => body.credits === 7,
    );
    expect(changed).toMatchObject({ email, credits: 7 });

    // Deleted through the database, as another node's sign-out or an admin's revocation does: the
    // trigger announces it and this process forgets the session it had verified.
    const [row] = await t.database.handle.db.select().from(user).where(eq(user.email, email));
    await t.database.handle.db.delete(session).where(eq(session.userId, row!.id));
    const refused = await eventually(
      async () => (await currentUser(all)).statusCode,
      (status) => status === 401,
    );
    expect(refused).toBe(401);
  });

  it('asks before logging out when the GET comes from another site, and logs out on the button', async () => {
    const { cookie } = await signUp(t.app, { email: uniqueEmail('csrf-logout') });
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, {}]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { ...headers, cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<form method="post" action="/api/logout">');
      expect(response.cookies.filter((c) => c.name.endsWith('session_token'))).toEqual([]);
      expect((await currentUser(cookie)).statusCode).toBe(200);
    }
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'http://evil.test' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await currentUser(cookie)).statusCode).toBe(200);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...TEST_ORIGIN, cookie },
    });
    expect(confirmed.statusCode).toBe(302);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('sends /api/login to the sign-in page when no OIDC provider is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/sign-in');
  });

  it("opens the sign-in page on 'Create account' when a call to action asks for sign-up", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login?mode=sign-up' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/sign-in?mode=sign-up');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const { response } = await signUp(t.app, { email: uniqueEmail('cookie') });
    const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('refuses a sign-up from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-up/email',
      headers: { origin: 'http://evil.test' },
      payload: { email: uniqueEmail('csrf'), password: 'correct horse battery', name: 'X' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN');
    expect(TEST_ORIGIN.origin).not.toBe('http://evil.test');
  });
});
