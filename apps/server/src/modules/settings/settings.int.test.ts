import { SUPPORT_EMAIL_DEFAULT } from '@hireproof/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema.ts';
import { testDrivers } from '../../test/databases.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testDrivers())('settings on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = () => t.app.inject({ method: 'GET', url: '/api/settings' });

  it('answers the default prices, stored in the settings table by the migration', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    // No PayPal or UPI variables in the test environment: both methods are reported unavailable.
    expect(response.json()).toEqual({
      pricingUSD: 9,
      pricingINR: 399,
      paypalEnabled: false,
      upiEnabled: false,
      supportEmail: SUPPORT_EMAIL_DEFAULT,
      supportEmailConfigured: false,
    });
    const rows = await t.database.handle.db.select().from(settings);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toMatchObject({
      pricingUSD: 9,
      pricingINR: 399,
    });
  });

  it('answers stored values, and writes back a default that went missing', async () => {
    const db = t.database.handle.db;
    await db.update(settings).set({ value: 12.5 }).where(eq(settings.key, 'pricingUSD'));
    await db.delete(settings).where(eq(settings.key, 'pricingINR'));
    expect((await read()).json()).toMatchObject({ pricingUSD: 12.5, pricingINR: 399 });
    const [restored] = await db.select().from(settings).where(eq(settings.key, 'pricingINR'));
    expect(restored?.value).toBe(399);
    await db.update(settings).set({ value: 9 }).where(eq(settings.key, 'pricingUSD'));
  });

  it('reports SUPPORT_EMAIL when it is configured', async () => {
    const configured = await createTestApp(driver, {
      database: t.database,
      env: { SUPPORT_EMAIL: 'help@acme.test' },
    });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/api/settings' });
      expect(response.json()).toMatchObject({ supportEmail: 'help@acme.test', supportEmailConfigured: true });
    } finally {
      await configured.app.close();
    }
  });
});
