import {
  DEFAULT_PRICING_INR,
  DEFAULT_PRICING_USD,
  type Settings,
  type UpdatePricesRequest,
} from '@hireproof/contract';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { insertMissingSettings, selectSettingValues, upsertSetting } from './settings.queries.ts';

const SETTING_DEFAULTS: Settings = {
  pricingUSD: DEFAULT_PRICING_USD,
  pricingINR: DEFAULT_PRICING_INR,
};
const KEYS = Object.keys(SETTING_DEFAULTS) as Array<keyof Settings>;

/** The owner of the settings table: every read and write of it goes through here. */
export interface SettingsService {
  /**
   * The public settings. A migration seeds the defaults; a key that is missing anyway (deleted by
   * hand) is written back with its default on this read, so the table stays the source of truth.
   */
  readOrRestoreDefaults(): Promise<Settings>;
  /** The admin's price change, audited in the same transaction. */
  updatePrices(actor: Actor, prices: UpdatePricesRequest): Promise<UpdatePricesRequest>;
}

async function readOrRestoreDefaults(db: Db | Tx): Promise<Settings> {
  const stored = await selectSettingValues(db, KEYS);
  const missing = KEYS.filter((key) => typeof stored.get(key) !== 'number');
  if (missing.length > 0) {
    await insertMissingSettings(
      db,
      missing.map((key) => ({ key, value: SETTING_DEFAULTS[key] })),
    );
  }
  const storedOrDefault = (key: keyof Settings) => {
    const value = stored.get(key);
    return typeof value === 'number' ? value : SETTING_DEFAULTS[key];
  };
  return { pricingUSD: storedOrDefault('pricingUSD'), pricingINR: storedOrDefault('pricingINR') };
}

export function createSettingsService(deps: { db: Db; clock: Clock }): SettingsService {
  const { db, clock } = deps;
  return {
    readOrRestoreDefaults: () => readOrRestoreDefaults(db),

    async updatePrices(actor, prices) {
      return db.transaction(async (tx) => {
        const before = await readOrRestoreDefaults(tx);
        const now = clock.now();
        for (const key of ['pricingUSD', 'pricingINR'] as const) {
          await upsertSetting(tx, key, prices[key], now);
        }
        await recordAudit(tx, {
          actorId: actor.user.id,
          action: 'settings.update_prices',
          targetType: 'settings',
          targetId: 'pricing',
          before: { pricingUSD: before.pricingUSD, pricingINR: before.pricingINR },
          after: prices,
          ip: actor.ip,
        });
        return { pricingUSD: prices.pricingUSD, pricingINR: prices.pricingINR };
      });
    },
  };
}
