import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

/** The stored value of each of `keys` that has a row. */
export async function selectSettingValues(
  db: Db | Tx,
  keys: readonly string[],
): Promise<Map<string, unknown>> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Inserts the given rows; a key that exists meanwhile keeps its value. */
export async function insertMissingSettings(
  db: Db | Tx,
  values: Array<{ key: string; value: number }>,
): Promise<void> {
  await db.insert(settings).values(values).onConflictDoNothing({ target: settings.key });
}

/** Sets one key, creating its row when needed. */
export async function upsertSetting(db: Db | Tx, key: string, value: number, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
