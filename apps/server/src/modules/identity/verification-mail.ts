import { SUPPORT_EMAIL_DEFAULT } from '@hireproof/contract';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export const VERIFICATION_MAIL_SUBJECT = 'Confirm your email for Hireproof';

/** Sends the link that verifies an account's email (SMTP_URL). */
export type SendVerificationMail = (message: { to: string; name: string; url: string }) => Promise<void>;

/** The verification mail's text: plain, with the link on its own line. */
export function verificationMailText(name: string, url: string): string {
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  return [
    greeting,
    '',
    'Please confirm that this email address is yours by opening this link:',
    '',
    url,
    '',
    'If you did not create a Hireproof account, you can ignore this message.',
    '',
    '— Hireproof',
  ].join('\n');
}

/** A mailer over SMTP_URL (smtp:// or smtps://), or undefined when no SMTP server is configured. */
export function createVerificationMailer(
  config: Pick<Config, 'smtpUrl' | 'supportEmail'>,
): SendVerificationMail | undefined {
  if (!config.smtpUrl) return undefined;
  const transport = nodemailer.createTransport(config.smtpUrl);
  const from = config.supportEmail ?? SUPPORT_EMAIL_DEFAULT;
  return async ({ to, name, url }) => {
    await transport.sendMail({
      from: `Hireproof <${from}>`,
      to,
      subject: VERIFICATION_MAIL_SUBJECT,
      text: verificationMailText(name, url),
    });
  };
}
