import { eq, like } from 'drizzle-orm';
import QRCode from 'qrcode';
import { expect } from 'vitest';
import type { Clock } from '../../clock.ts';
import { auditLog, creditLedger, orders, settings, user } from '../../db/schema.ts';
import type { TestDriver } from '../../test/databases.ts';
import type { PayPalStub } from '../../test/paypal-stub.ts';
import {
  createTestApp,
  signUp,
  signUpAdmin,
  TEST_ORIGIN,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app.ts';

/** Shared set-up for the payments integration tests (orders, PayPal, admin). */

/** The admin of the payments tests, made by the operator path (see newAdmin). */
export const ADMIN_EMAIL = 'payments-admin@example.test';
export const UPI_ENV = { UPI_VPA: 'hireproof@okaxis', UPI_PAYEE_NAME: 'Hireproof Labs' };

export function paypalEnv(stub: PayPalStub): Record<string, string> {
  return {
    PAYPAL_CLIENT_ID: stub.clientId,
    PAYPAL_CLIENT_SECRET: stub.clientSecret,
    PAYPAL_API_BASE: stub.url,
    PAYPAL_WEBHOOK_ID: stub.webhookId,
  };
}

export async function createPaymentsApp(
  driver: TestDriver,
  env: Record<string, string> = {},
  deps: { clock?: Clock } = {},
): Promise<TestApp> {
  return createTestApp(driver, { env, ...deps });
}

export interface Account {
  id: string;
  email: string;
  cookie: string;
}

export async function newAccount(t: TestApp, email = uniqueEmail('buyer')): Promise<Account> {
  const { cookie, response } = await signUp(t.app, { email });
  expect(response.statusCode).toBe(200);
  return accountOf(t, email, cookie);
}

/** An administrator, made as an operator makes one (sign-up, then `user:promote`). */
export async function newAdmin(t: TestApp, email = ADMIN_EMAIL): Promise<Account> {
  const { cookie, response } = await signUpAdmin(t, { email });
  expect(response.statusCode).toBe(200);
  return accountOf(t, email, cookie);
}

async function accountOf(t: TestApp, email: string, cookie: string): Promise<Account> {
  const [row] = await t.database.handle.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { id: row!.id, email, cookie };
}

export const headersOf = (account: Account) => ({ ...TEST_ORIGIN, cookie: account.cookie });

export async function balanceOf(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.database.handle.db
    .select({ credits: user.credits })
    .from(user)
    .where(eq(user.id, userId));
  return row!.credits;
}

export async function ledgerRowsFor(t: TestApp, orderId: string) {
  return t.database.handle.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.ref, `order:${orderId}`));
}

export async function orderRow(t: TestApp, orderId: string) {
  const [row] = await t.database.handle.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

/** Everything an admin route could change, to prove a refused call changed nothing. */
export async function paymentsSnapshot(t: TestApp) {
  const db = t.database.handle.db;
  return {
    orders: await db.select().from(orders).orderBy(orders.id),
    ledger: await db
      .select()
      .from(creditLedger)
      .where(like(creditLedger.ref, 'order:%'))
      .orderBy(creditLedger.ref),
    settings: await db.select().from(settings).orderBy(settings.key),
    audit: await db.select().from(auditLog).orderBy(auditLog.id),
    balances: await db.select({ id: user.id, credits: user.credits }).from(user).orderBy(user.id),
  };
}

/** POST /api/orders as the signed-in account; the payload is passed through unchecked. */
export function postOrder(t: TestApp, account: Account, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/orders', headers: headersOf(account), payload });
}

/** Creates a UPI order through the API and answers its id. */
export async function createUpiOrder(t: TestApp, account: Account): Promise<string> {
  const response = await postOrder(t, account, { method: 'upi', currency: 'INR' });
  expect(response.statusCode).toBe(201);
  return response.json().orderId;
}

/** Sends UPI proof as the dashboard does (multipart: upiRef, optional receipt). */
export function submitProof(
  t: TestApp,
  account: Account,
  orderId: string,
  proof: { upiRef?: string; receipt?: { bytes: Uint8Array; name: string; type: string } },
) {
  const form = new FormData();
  if (proof.upiRef !== undefined) form.append('upiRef', proof.upiRef);
  if (proof.receipt) {
    form.append(
      'receipt',
      new Blob([Buffer.from(proof.receipt.bytes)], { type: proof.receipt.type }),
      proof.receipt.name,
    );
  }
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/complete`,
    headers: headersOf(account),
    payload: form,
  });
}

/** A UPI order with proof, awaiting review. */
export async function pendingUpiOrder(t: TestApp, account: Account, upiRef: string): Promise<string> {
  const orderId = await createUpiOrder(t, account);
  const response = await submitProof(t, account, orderId, { upiRef });
  expect(response.statusCode).toBe(200);
  return orderId;
}

/** A real PNG made by our own QR code renderer: a receipt fixture with correct magic bytes. */
export async function pngReceipt(): Promise<Uint8Array> {
  return new Uint8Array(await QRCode.toBuffer('receipt fixture', { type: 'png' }));
}

let refCounter = 0;
/** A fresh 12-digit UPI transaction reference (UTR). */
export function newUtr(): string {
  refCounter += 1;
  return `${Date.now() % 1_000_000}${String(process.pid % 1000).padStart(3, '0')}${String(refCounter).padStart(3, '0')}`;
}
