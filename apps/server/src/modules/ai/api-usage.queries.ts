import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiConfigs, apiUsage } from '../../db/schema.ts';

/** The start of the UTC hour a moment falls in: the usage window. */
export function hourOf(now: Date): Date {
  const hour = new Date(now);
  hour.setUTCMinutes(0, 0, 0);
  return hour;
}

/**
 * Counts one call against a configuration's hourly limit, atomically in the database so every
 * process shares the count: the row for this hour is created at 1, or incremented only while it is
 * under the limit. Returns the new count, or undefined when the limit is reached. Opening a new
 * hour records it as the configuration's lastReset.
 */
export async function consumeUsage(
  db: Db,
  configId: string,
  limit: number,
  now: Date,
): Promise<number | undefined> {
  const hour = hourOf(now);
  const result = await db
    .insert(apiUsage)
    .values({ configId, hour, count: 1 })
    .onConflictDoUpdate({
      target: [apiUsage.configId, apiUsage.hour],
      set: { count: sql`${apiUsage.count} + 1` },
      setWhere: sql`${apiUsage.count} < ${limit}`,
    })
    .returning({ count: apiUsage.count });
  const count = result[0]?.count;
  if (count === 1) {
    await db
      .update(apiConfigs)
      .set({ lastReset: hour })
      .where(
        and(
          eq(apiConfigs.id, configId),
          sql`(${apiConfigs.lastReset} is null or ${apiConfigs.lastReset} < ${hour})`,
        ),
      );
  }
  return count;
}

/** This hour's count per configuration (absent means 0). */
export async function currentUsage(db: Db, configIds: string[], now: Date): Promise<Map<string, number>> {
  if (configIds.length === 0) return new Map();
  const rows = await db
    .select({ configId: apiUsage.configId, count: apiUsage.count })
    .from(apiUsage)
    .where(and(inArray(apiUsage.configId, configIds), eq(apiUsage.hour, hourOf(now))));
  return new Map(rows.map((row) => [row.configId, row.count]));
}
