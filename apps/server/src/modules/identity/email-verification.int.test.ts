import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema.ts';
import { type SmtpStub, startSmtpStub } from '../../test/smtp-stub.ts';
import { createTestApp, signUp, TEST_APP_URL, type TestApp, uniqueEmail } from '../../test/test-app.ts';
import { VERIFICATION_MAIL_SUBJECT } from './verification-mail.ts';

/** The verification link in a mail (quoted-printable soft breaks undone). */
function linkIn(raw: string): URL {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const found = text.match(/https?:\/\/\S+\/api\/identity\/verify-email\?\S+/);
  if (!found) throw new Error(`no verification link in:\n${raw}`);
  return new URL(found[0]);
}

describe('email verification by a mailed link (SMTP_URL)', () => {
  let smtp: SmtpStub;
  let t: TestApp;
  const adminEmail = `mail-boss-${process.pid}@example.test`;

  beforeAll(async () => {
    smtp = await startSmtpStub();
    t = await createTestApp('pglite', {
      env: { SMTP_URL: smtp.url, ADMIN_EMAILS: adminEmail, SUPPORT_EMAIL: 'help@hireproof.example' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const isVerified = async (email: string) => {
    const [row] = await t.database.handle.db.select().from(user).where(eq(user.email, email));
    return row!.emailVerified;
  };

  const me = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();

  it('mails a link at sign-up; opening it verifies the email and grants the ADMIN_EMAILS role', async () => {
    const { cookie } = await signUp(t.app, { email: adminEmail, name: 'Grace Hopper' });
    expect(await me(cookie)).toMatchObject({ role: 'user' });

    const mail = await smtp.mailTo(adminEmail);
    expect(mail.from).toBe('help@hireproof.example');
    expect(mail.raw).toContain(`Subject: ${VERIFICATION_MAIL_SUBJECT}`);
    const link = linkIn(mail.raw);
    expect(link.origin).toBe(TEST_APP_URL);

    const opened = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    expect(await me(cookie)).toMatchObject({ role: 'admin' });
  });

  it('verifies an ordinary account without making it admin, and refuses a forged token', async () => {
    const email = uniqueEmail('mailed');
    const { cookie } = await signUp(t.app, { email });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/identity/verify-email?token=forged.token.value&callbackURL=%2F',
    });
    expect(forged.statusCode).toBeGreaterThanOrEqual(300);
    expect(await isVerified(email)).toBe(false);
    const link = linkIn((await smtp.mailTo(email)).raw);
    await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(await isVerified(email)).toBe(true);
    expect(await me(cookie)).toMatchObject({ role: 'user', email });
  });
});
