import { ORDER_MESSAGES } from '@hireproof/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../clock.ts';
import { auditLog, orders, settings } from '../../db/schema.ts';
import { testDrivers } from '../../test/databases.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  type Account,
  balanceOf,
  createPaymentsApp,
  createUpiOrder,
  headersOf,
  ledgerRowsFor,
  newAccount,
  newAdmin,
  newUtr,
  orderRow,
  paymentsSnapshot,
  pendingUpiOrder,
  pngReceipt,
  postOrder,
  submitProof,
  UPI_ENV,
} from '../orders/payments.test-kit.ts';

/** Parses the export (RFC 4180, every cell quoted by us). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

/**
 * The app's clock, fixed at the last millisecond of a UTC day: the export's file name comes from it, so
 * the test can name the file without reading the wall clock (which failed at UTC midnight).
 */
const FIXED_NOW = new Date('2026-03-07T23:59:59.999Z');
const fixedClock: Clock = { now: () => FIXED_NOW };

describe.each(testDrivers())('admin console API on %s', (driver) => {
  let t: TestApp;
  let admin: Account;
  let buyer: Account;
  beforeAll(async () => {
    t = await createPaymentsApp(driver, UPI_ENV, { clock: fixedClock });
    admin = await newAdmin(t);
    buyer = await newAccount(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headersOf(admin), ...(payload ? { payload } : {}) });
  const auditRows = (targetId: string) =>
    t.database.handle.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

  it('lists pending UPI orders with their proofs, oldest first', async () => {
    const png = await pngReceipt();
    const first = await createUpiOrder(t, buyer);
    const utr = newUtr();
    await submitProof(t, buyer, first, {
      upiRef: utr,
      receipt: { bytes: png, name: 'r.png', type: 'image/png' },
    });
    const second = await pendingUpiOrder(t, buyer, newUtr());
    const response = await asAdmin('GET', '/api/admin/orders');
    expect(response.statusCode).toBe(200);
    const listed = response.json() as Array<{ id: string }>;
    const ids = listed.map((order) => order.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(listed.find((order) => order.id === first)).toMatchObject({
      userId: buyer.id,
      userEmail: buyer.email,
      method: 'upi',
      currency: 'INR',
      amount: 399,
      status: 'pending',
      upiRef: utr,
      receiptUrl: `/api/orders/${first}/receipt`,
    });
  });

  it('approves once under 50 concurrent approvals: one ledger row, +15, one audit row', async () => {
    const account = await newAccount(t);
    const orderId = await pendingUpiOrder(t, account, newUtr());
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => asAdmin('POST', `/api/admin/orders/${orderId}/approve`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await ledgerRowsFor(t, orderId)).toHaveLength(1);
    expect(await balanceOf(t, account.id)).toBe(17);
    const row = await orderRow(t, orderId);
    expect(row).toMatchObject({ status: 'paid', reviewedBy: admin.id });
    expect(row.paidAt).not.toBeNull();
    const audits = await auditRows(orderId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.id, action: 'order.approve', targetType: 'order' });
    expect(audits[0]!.details).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'paid', creditsGranted: 15 },
    });
    const approved = responses.find((response) => response.statusCode === 200)!.json();
    expect(approved).toMatchObject({ id: orderId, status: 'paid' });
    expect(approved.approvedAt).not.toBeNull();
  });

  it('needs a reason to reject; the user then sees it on their order', async () => {
    const account = await newAccount(t);
    const orderId = await pendingUpiOrder(t, account, newUtr());
    for (const payload of [{}, { reason: '   ' }]) {
      const refused = await asAdmin('POST', `/api/admin/orders/${orderId}/reject`, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(ORDER_MESSAGES.rejectReasonRequired);
    }
    expect((await orderRow(t, orderId)).status).toBe('pending');
    const rejected = await asAdmin('POST', `/api/admin/orders/${orderId}/reject`, {
      reason: '  No payment with this reference reached our account.  ',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders', headers: headersOf(account) });
    expect(mine.json()).toEqual([
      expect.objectContaining({
        id: orderId,
        status: 'rejected',
        rejectionReason: 'No payment with this reference reached our account.',
      }),
    ]);
    expect(await balanceOf(t, account.id)).toBe(2);
    const [audit] = await auditRows(orderId);
    expect(audit).toMatchObject({ action: 'order.reject', actorId: admin.id });
    expect(audit!.details).toMatchObject({
      before: { status: 'pending', rejectionReason: null },
      after: { status: 'rejected', rejectionReason: 'No payment with this reference reached our account.' },
    });
    // Decided orders cannot be decided again.
    expect((await asAdmin('POST', `/api/admin/orders/${orderId}/approve`)).statusCode).toBe(409);
    expect(
      (await asAdmin('POST', `/api/admin/orders/${orderId}/reject`, { reason: 'again' })).statusCode,
    ).toBe(409);
    // And the user can no longer send proof for it.
    expect((await submitProof(t, account, orderId, { upiRef: newUtr() })).statusCode).toBe(409);
  });

  it('answers 404 for unknown orders and 409 for orders not awaiting review', async () => {
    expect(
      (await asAdmin('POST', '/api/admin/orders/00000000-0000-4000-8000-000000000000/approve')).statusCode,
    ).toBe(404);
    expect((await asAdmin('POST', '/api/admin/orders/nope/approve')).statusCode).toBe(404);
    const created = await createUpiOrder(t, buyer);
    expect((await asAdmin('POST', `/api/admin/orders/${created}/approve`)).statusCode).toBe(409);
    expect(await ledgerRowsFor(t, created)).toHaveLength(0);
  });

  it('refuses every admin route to a user with 403 and changes nothing', async () => {
    const pending = await pendingUpiOrder(t, buyer, newUtr());
    const before = await paymentsSnapshot(t);
    const calls: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }> = [
      { method: 'GET', url: '/api/admin/orders' },
      { method: 'POST', url: `/api/admin/orders/${pending}/approve` },
      { method: 'POST', url: `/api/admin/orders/${pending}/reject`, payload: { reason: 'no' } },
      { method: 'POST', url: '/api/admin/cleanup-paypal' },
      { method: 'GET', url: '/api/admin/orders/completed' },
      { method: 'GET', url: '/api/admin/orders/export' },
      { method: 'PUT', url: '/api/admin/settings', payload: { pricingUSD: 1, pricingINR: 1 } },
      { method: 'GET', url: '/api/admin/users' },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: headersOf(buyer) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await paymentsSnapshot(t)).toEqual(before);
  });

  it('cleans up PayPal orders left unpaid over 24 hours, and audits it', async () => {
    const db = t.database.handle.db;
    // The cut-off is 24 hours before the app's clock; rows without a time are created by the database now.
    const old = new Date(FIXED_NOW.getTime() - 25 * 3_600_000);
    // A $9 bundle of the buyer's in the given state; created now unless a time is given.
    const paypalOrder = (status: 'created' | 'pending' | 'paid', createdAt?: Date) => ({
      userId: buyer.id,
      provider: 'paypal' as const,
      status,
      amount: '9.00',
      currency: 'USD' as const,
      credits: 15,
      createdAt,
    });
    const inserted = await db
      .insert(orders)
      .values([
        paypalOrder('created', old),
        paypalOrder('pending', old),
        paypalOrder('created'),
        paypalOrder('paid', old),
        {
          userId: buyer.id,
          provider: 'upi',
          status: 'pending',
          amount: '399.00',
          currency: 'INR',
          credits: 15,
          createdAt: old,
        },
      ])
      .returning({ id: orders.id });
    const ids = inserted.map((row) => row.id);
    const response = await asAdmin('POST', '/api/admin/cleanup-paypal');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cleanedCount: 2 });
    const rows = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids));
    const statusOf = new Map(rows.map((row) => [row.id, row.status]));
    expect(ids.map((id) => statusOf.get(id))).toEqual(['failed', 'failed', 'created', 'paid', 'pending']);
    expect((await asAdmin('POST', '/api/admin/cleanup-paypal')).json()).toEqual({ cleanedCount: 0 });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'orders.cleanup_paypal'), eq(auditLog.actorId, admin.id)));
    expect(audits).toHaveLength(2);
    expect(audits[0]!.details).toMatchObject({ after: { cleanedCount: 2, orderIds: ids.slice(0, 2) } });
  });

  it('filters completed orders by status, method, search and dates', async () => {
    const account = await newAccount(t);
    const utr = newUtr();
    const paid = await pendingUpiOrder(t, account, utr);
    await asAdmin('POST', `/api/admin/orders/${paid}/approve`);
    const rejected = await pendingUpiOrder(t, account, newUtr());
    await asAdmin('POST', `/api/admin/orders/${rejected}/reject`, { reason: 'Amount did not match' });
    const pending = await pendingUpiOrder(t, account, newUtr());

    const list = async (query: string) => {
      const response = await asAdmin('GET', `/api/admin/orders/completed${query}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as Array<{ id: string }>).map((order) => order.id);
    };
    const byEmail = await list(`?search=${encodeURIComponent(account.email.toUpperCase())}`);
    expect(byEmail).toEqual([rejected, paid]);
    expect(byEmail).not.toContain(pending);
    expect(await list(`?search=${encodeURIComponent(account.email)}&status=paid`)).toEqual([paid]);
    expect(await list(`?search=${encodeURIComponent(account.email)}&status=rejected&method=upi`)).toEqual([
      rejected,
    ]);
    expect(await list(`?search=${encodeURIComponent(account.email)}&method=paypal`)).toEqual([]);
    expect(await list(`?search=${utr}`)).toEqual([paid]);
    expect(await list(`?search=${paid.slice(0, 13)}`)).toContain(paid);
    expect(await list('?search=%25')).toEqual([]);
    // The day range the two orders were created in, by the database's clock (they may straddle midnight).
    const createdOn = async (orderId: string) =>
      (await orderRow(t, orderId)).createdAt.toISOString().slice(0, 10);
    const firstDay = await createdOn(paid);
    const lastDay = await createdOn(rejected);
    expect(
      await list(`?search=${encodeURIComponent(account.email)}&startDate=${firstDay}&endDate=${lastDay}`),
    ).toEqual([rejected, paid]);
    expect(await list(`?search=${encodeURIComponent(account.email)}&endDate=2000-01-01`)).toEqual([]);
    expect(await list('?status=&method=&search=')).toContain(paid);
    expect((await asAdmin('GET', '/api/admin/orders/completed?status=pending')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/orders/completed?startDate=22-11-2026')).statusCode).toBe(400);
  });

  it('exports the filtered orders as a formula-safe CSV attachment', async () => {
    const account = await newAccount(t);
    const orderId = await pendingUpiOrder(t, account, newUtr());
    const reason = '=HYPERLINK("http://evil.example","Click")';
    await asAdmin('POST', `/api/admin/orders/${orderId}/reject`, { reason });
    const response = await asAdmin(
      'GET',
      `/api/admin/orders/export?search=${encodeURIComponent(account.email)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="orders_export_2026-03-07.csv"',
    );
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([
      'Order ID',
      'User Email',
      'User ID',
      'Method',
      'Currency',
      'Amount',
      'Status',
      'UPI Reference',
      'Rejection Reason',
      'Created At',
      'Approved At',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ 0: orderId, 1: account.email, 3: 'upi', 5: '399.00', 6: 'Rejected' });
    expect(rows[1]![8]).toBe(`'${reason}`);
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r\0]/);
  });

  it('changes prices (positive, two decimals), audits it, and new orders use them', async () => {
    const db = t.database.handle.db;
    for (const payload of [
      { pricingUSD: 0, pricingINR: 399 },
      { pricingUSD: -1, pricingINR: 399 },
      { pricingUSD: 9.999, pricingINR: 399 },
      { pricingUSD: 9 },
      { pricingUSD: '9', pricingINR: 399 },
    ]) {
      expect((await asAdmin('PUT', '/api/admin/settings', payload)).statusCode).toBe(400);
    }
    const response = await asAdmin('PUT', '/api/admin/settings', { pricingUSD: 12.5, pricingINR: 499.99 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ pricingUSD: 12.5, pricingINR: 499.99 });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({
        pricingUSD: 12.5,
        pricingINR: 499.99,
      });
      const order = await postOrder(t, buyer, { method: 'upi', currency: 'INR' });
      expect(order.json()).toMatchObject({ amount: 499.99, displayAmount: '₹499.99' });
      const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'settings.update_prices'));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actorId: admin.id, targetType: 'settings' });
      expect(audits[0]!.details).toEqual({
        before: { pricingUSD: 9, pricingINR: 399 },
        after: { pricingUSD: 12.5, pricingINR: 499.99 },
      });
    } finally {
      await db.update(settings).set({ value: 9 }).where(eq(settings.key, 'pricingUSD'));
      await db.update(settings).set({ value: 399 }).where(eq(settings.key, 'pricingINR'));
    }
  });

  it('reports user analytics: totals, free and paid users, credits', async () => {
    const payer = await newAccount(t);
    const orderId = await pendingUpiOrder(t, payer, newUtr());
    await asAdmin('POST', `/api/admin/orders/${orderId}/approve`);
    const response = await asAdmin('GET', '/api/admin/users');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const everyone = await paymentsSnapshot(t);
    expect(body.totalUsers).toBe(everyone.balances.length);
    expect(body.totalCredits).toBe(everyone.balances.reduce((sum, row) => sum + row.credits, 0));
    const paidIds = new Set(everyone.orders.filter((row) => row.status === 'paid').map((row) => row.userId));
    expect(body.paidUsers).toBe(paidIds.size);
    expect(body.freeUsers).toBe(body.totalUsers - body.paidUsers);
    expect(body.users[0]).toMatchObject({
      id: payer.id,
      email: payer.email,
      credits: 17,
      role: 'user',
      hasPaid: true,
    });
    expect(body.users.find((row: { id: string }) => row.id === admin.id)).toMatchObject({ role: 'admin' });
  });
});
