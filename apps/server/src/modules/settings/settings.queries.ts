import { DEFAULT_PRICING_INR, DEFAULT_PRICING_USD, type Settings } from '@hireproof/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

export const SETTING_DEFAULTS: Settings = {
  pricingUSD: DEFAULT_PRICING_USD,
  pricingINR: DEFAULT_PRICING_INR,
};
const KEYS = Object.keys(SETTING_DEFAULTS) as Array<keyof Settings>;

/**
 * The public settings. A migration seeds the defaults; a key that is missing anyway (deleted by
 * hand) is written back with its default on first read, so the table stays the source of truth.
 */
export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, KEYS));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const missing = KEYS.filter((key) => typeof stored.get(key) !== 'number');
  if (missing.length > 0) {
    await db
      .insert(settings)
      .values(missing.map((key) => ({ key, value: SETTING_DEFAULTS[key] })))
      .onConflictDoNothing({ target: settings.key });
  }
  const storedOrDefault = (key: keyof Settings) => {
    const value = stored.get(key);
    return typeof value === 'number' ? value : SETTING_DEFAULTS[key];
  };
  return { pricingUSD: storedOrDefault('pricingUSD'), pricingINR: storedOrDefault('pricingINR') };
}
