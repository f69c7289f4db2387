import { ORDER_MESSAGES, RECEIPT_MAX_BYTES } from '@hireproof/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, settings } from '../../db/schema.ts';
import { testDrivers } from '../../test/databases.ts';
import { TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import {
  type Account,
  createPaymentsApp,
  createUpiOrder,
  headersOf,
  newAccount,
  newAdmin,
  newUtr,
  orderRow,
  pngReceipt,
  postOrder,
  submitProof,
  UPI_ENV,
} from './payments.test-kit.ts';

describe.each(testDrivers())('orders and UPI proofs on %s', (driver) => {
  let t: TestApp;
  let buyer: Account;
  let other: Account;
  let admin: Account;
  beforeAll(async () => {
    t = await createPaymentsApp(driver, UPI_ENV);
    buyer = await newAccount(t);
    other = await newAccount(t);
    admin = await newAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const createOrder = (account: Account, payload: object) => postOrder(t, account, payload);

  it('prices a UPI order from settings and answers the NPCI link, its QR code and the payee', async () => {
    const response = await createOrder(buyer, { method: 'upi', currency: 'INR', amount: 1 });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      amount: 399,
      currency: 'INR',
      displayAmount: '₹399.00',
      payeeName: 'Hireproof Labs',
      upiId: 'hireproof@okaxis',
    });
    expect(body.upiLink).toBe(
      `upi://pay?pa=hireproof%40okaxis&pn=Hireproof%20Labs&am=399.00&cu=INR&tn=Order%20${body.orderId}&tr=${body.orderId}`,
    );
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    const row = await orderRow(t, body.orderId);
    expect(row).toMatchObject({
      provider: 'upi',
      status: 'created',
      amount: '399.00',
      credits: 15,
      userId: buyer.id,
    });
  });

  it('follows a price change in settings, never the client', async () => {
    const db = t.database.handle.db;
    await db.update(settings).set({ value: 449.5 }).where(eq(settings.key, 'pricingINR'));
    try {
      const response = await createOrder(buyer, { method: 'upi', currency: 'INR' });
      expect(response.json()).toMatchObject({ amount: 449.5, displayAmount: '₹449.50' });
      expect(response.json().upiLink).toContain('am=449.50');
    } finally {
      await db.update(settings).set({ value: 399 }).where(eq(settings.key, 'pricingINR'));
    }
  });

  it.each([[{ method: 'upi', currency: 'USD' }], [{ method: 'paypal', currency: 'INR' }]])(
    'refuses a method and currency that do not go together: %o',
    async (payload) => {
      const response = await createOrder(buyer, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ORDER_MESSAGES.methodCurrencyMismatch);
    },
  );

  it('refuses an unknown method or currency', async () => {
    expect((await createOrder(buyer, { method: 'card', currency: 'USD' })).statusCode).toBe(400);
    expect((await createOrder(buyer, { method: 'upi', currency: 'EUR' })).statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: TEST_ORIGIN,
      payload: { method: 'upi', currency: 'INR' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps a proof pending for review, trimmed, with a receipt only its owner and admins can see', async () => {
    const orderId = await createUpiOrder(t, buyer);
    const png = await pngReceipt();
    const utr = newUtr();
    const response = await submitProof(t, buyer, orderId, {
      upiRef: `  ${utr}  `,
      receipt: { bytes: png, name: 'screenshot.html', type: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: orderId,
      status: 'pending',
      upiRef: utr,
      method: 'upi',
      userEmail: buyer.email,
      receiptUrl: `/api/orders/${orderId}/receipt`,
      approvedAt: null,
    });
    const row = await orderRow(t, orderId);
    expect(row.status).toBe('pending');
    const [file] = await t.database.handle.db.select().from(files).where(eq(files.id, row.receiptFileId!));
    // Stored for what the bytes are, under a name of ours.
    expect(file).toMatchObject({
      kind: 'receipt',
      mediaType: 'image/png',
      originalName: 'receipt.png',
      ownerId: buyer.id,
    });

    for (const viewer of [buyer, admin]) {
      const receipt = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/receipt`,
        headers: headersOf(viewer),
      });
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['content-type']).toBe('image/png');
      expect(receipt.headers['x-content-type-options']).toBe('nosniff');
      expect(receipt.headers['content-disposition']).toBe('inline');
      expect(Buffer.compare(receipt.rawPayload, Buffer.from(png))).toBe(0);
    }
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/receipt`,
      headers: headersOf(other),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('replaces the proof while the order is pending', async () => {
    const orderId = await createUpiOrder(t, buyer);
    const png = await pngReceipt();
    await submitProof(t, buyer, orderId, {
      upiRef: newUtr(),
      receipt: { bytes: png, name: 'a.png', type: 'image/png' },
    });
    const firstReceipt = (await orderRow(t, orderId)).receiptFileId!;
    const second = newUtr();
    const response = await submitProof(t, buyer, orderId, {
      upiRef: second,
      receipt: { bytes: png, name: 'b.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(200);
    const row = await orderRow(t, orderId);
    expect(row.upiReference).toBe(second);
    expect(row.receiptFileId).not.toBe(firstReceipt);
    expect(await t.database.handle.db.select().from(files).where(eq(files.id, firstReceipt))).toEqual([]);
  });

  it.each([
    ['missing', undefined, ORDER_MESSAGES.upiRefRequired],
    ['blank', '   ', ORDER_MESSAGES.upiRefRequired],
    ['too long', '1'.repeat(65), ORDER_MESSAGES.upiRefTooLong],
    ['odd characters', '12345<script>', ORDER_MESSAGES.upiRefCharset],
  ])('refuses a %s UPI reference and leaves the order as it was', async (_label, upiRef, message) => {
    const orderId = await createUpiOrder(t, buyer);
    const response = await submitProof(t, buyer, orderId, { upiRef });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await orderRow(t, orderId)).status).toBe('created');
  });

  it('accepts a reference sent as JSON, without a receipt', async () => {
    const orderId = await createUpiOrder(t, buyer);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/complete`,
      headers: headersOf(buyer),
      payload: { upiRef: newUtr() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'pending', receiptUrl: null });
  });

  it('refuses a receipt that is not a PNG, JPEG or WebP by its bytes, whatever its name', async () => {
    const orderId = await createUpiOrder(t, buyer);
    const fakes = [
      {
        bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
        name: 'r.png',
        type: 'image/png',
      },
      { bytes: new TextEncoder().encode('%PDF-1.7\n%%EOF'), name: 'r.jpg', type: 'image/jpeg' },
      {
        bytes: new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0]),
        name: 'r.webp',
        type: 'image/webp',
      },
    ];
    for (const receipt of fakes) {
      const response = await submitProof(t, buyer, orderId, { upiRef: newUtr(), receipt });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(ORDER_MESSAGES.receiptNotImage);
    }
    expect((await orderRow(t, orderId)).status).toBe('created');
  });

  it('refuses a receipt over 5 MB', async () => {
    const orderId = await createUpiOrder(t, buyer);
    const png = await pngReceipt();
    const big = new Uint8Array(RECEIPT_MAX_BYTES + 1);
    big.set(png);
    const response = await submitProof(t, buyer, orderId, {
      upiRef: newUtr(),
      receipt: { bytes: big, name: 'big.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(ORDER_MESSAGES.receiptTooLarge);
    expect((await orderRow(t, orderId)).status).toBe('created');
  });

  it("answers 404 for another user's order, and changes nothing", async () => {
    const orderId = await createUpiOrder(t, buyer);
    const response = await submitProof(t, other, orderId, { upiRef: newUtr() });
    expect(response.statusCode).toBe(404);
    expect((await orderRow(t, orderId)).status).toBe('created');
    const unknown = await submitProof(t, other, '00000000-0000-4000-8000-000000000000', { upiRef: newUtr() });
    expect(unknown.statusCode).toBe(404);
    const notUuid = await submitProof(t, other, 'not-an-id', { upiRef: newUtr() });
    expect(notUuid.statusCode).toBe(404);
  });

  it('refuses a UPI reference already used on another order', async () => {
    const utr = newUtr();
    const first = await createUpiOrder(t, buyer);
    expect((await submitProof(t, buyer, first, { upiRef: utr })).statusCode).toBe(200);
    const second = await createUpiOrder(t, other);
    const response = await submitProof(t, other, second, { upiRef: utr.toLowerCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ORDER_MESSAGES.upiRefAlreadyUsed);
  });

  it('refuses the same reference written with separators or spaces, and warns the admin on the holder', async () => {
    const digits = newUtr().replace(/\D/g, '');
    const typed = `UTRA${digits}`;
    const holder = await createUpiOrder(t, buyer);
    expect((await submitProof(t, buyer, holder, { upiRef: typed })).statusCode).toBe(200);
    for (const variant of [`UTRA-${digits}`, `utra ${digits}`, `UTRA.${digits}`, `U/T_R A-${digits}`]) {
      const another = await createUpiOrder(t, other);
      const response = await submitProof(t, other, another, { upiRef: variant });
      expect(response.statusCode, variant).toBe(409);
      expect(response.json().message).toBe(ORDER_MESSAGES.upiRefAlreadyUsed);
      expect((await orderRow(t, another)).status).toBe('created');
    }
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: headersOf(admin),
    });
    const shown = pending.json().find((order: { id: string }) => order.id === holder);
    expect(shown).toMatchObject({ upiRef: typed, upiRefReuseAttempts: 4 });
  });

  it('refuses a reference that has no letter or digit', async () => {
    const orderId = await createUpiOrder(t, buyer);
    const response = await submitProof(t, buyer, orderId, { upiRef: ' - . / ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ORDER_MESSAGES.upiRefRequired);
  });

  it('lets only one of two orders racing with the same UPI reference through', async () => {
    const utr = newUtr();
    const first = await createUpiOrder(t, buyer);
    const second = await createUpiOrder(t, other);
    const responses = await Promise.all([
      submitProof(t, buyer, first, { upiRef: utr }),
      submitProof(t, other, second, { upiRef: utr }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('lists only the caller’s own orders that were paid for or sent proof, newest first', async () => {
    const account = await newAccount(t);
    const older = await createUpiOrder(t, account);
    await submitProof(t, account, older, { upiRef: newUtr() });
    await createUpiOrder(t, account); // never followed through: not listed
    const newer = await createUpiOrder(t, account);
    await submitProof(t, account, newer, { upiRef: newUtr() });
    await createUpiOrder(t, other);
    const response = await t.app.inject({ method: 'GET', url: '/api/orders', headers: headersOf(account) });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((order: { id: string }) => order.id)).toEqual([newer, older]);
  });

  it('answers 503 with a clear message when UPI is not configured', async () => {
    const bare = await createPaymentsApp(driver);
    try {
      const account = await newAccount(bare);
      const response = await postOrder(bare, account, { method: 'upi', currency: 'INR' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(ORDER_MESSAGES.upiNotConfigured);
      const paypal = await postOrder(bare, account, { method: 'paypal', currency: 'USD' });
      expect(paypal.statusCode).toBe(503);
      expect(paypal.json().message).toBe(ORDER_MESSAGES.paypalNotConfigured);
      const settingsResponse = await bare.app.inject({ method: 'GET', url: '/api/settings' });
      expect(settingsResponse.json()).toMatchObject({ paypalEnabled: false, upiEnabled: false });
    } finally {
      await bare.close();
    }
  });

  it('reports UPI as available in the settings when configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.json()).toMatchObject({ upiEnabled: true, paypalEnabled: false });
  });
});
