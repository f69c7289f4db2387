import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiConfigs } from '../../db/schema.ts';

export type ApiConfigRow = typeof apiConfigs.$inferSelect;
export type NewApiConfigRow = typeof apiConfigs.$inferInsert;

export const listApiConfigRows = (db: Db) =>
  db.select().from(apiConfigs).orderBy(asc(apiConfigs.priority), asc(apiConfigs.createdAt));

export async function findApiConfigRow(db: Db, id: string): Promise<ApiConfigRow | undefined> {
  const [row] = await db.select().from(apiConfigs).where(eq(apiConfigs.id, id));
  return row;
}

export async function findApiConfigByName(db: Db, name: string): Promise<ApiConfigRow | undefined> {
  const [row] = await db.select().from(apiConfigs).where(eq(apiConfigs.name, name)).limit(1);
  return row;
}

/** The router's candidates: active and healthy, lower priority first. */
export const usableApiConfigRows = (db: Db) =>
  db
    .select()
    .from(apiConfigs)
    .where(and(eq(apiConfigs.isActive, true), eq(apiConfigs.isHealthy, true)))
    .orderBy(asc(apiConfigs.priority), asc(apiConfigs.createdAt));

export async function insertApiConfigRow(db: Db, values: NewApiConfigRow): Promise<ApiConfigRow> {
  const [row] = await db.insert(apiConfigs).values(values).returning();
  return row!;
}

export async function updateApiConfigRow(
  db: Db,
  id: string,
  values: Partial<NewApiConfigRow>,
): Promise<ApiConfigRow | undefined> {
  const [row] = await db.update(apiConfigs).set(values).where(eq(apiConfigs.id, id)).returning();
  return row;
}

export async function deleteApiConfigRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(apiConfigs).where(eq(apiConfigs.id, id)).returning({ id: apiConfigs.id });
  return rows.length > 0;
}

/** A success clears the failure run and makes the configuration healthy again. */
export async function recordProviderSuccess(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(apiConfigs)
    .set({ consecutiveFailures: 0, isHealthy: true, lastError: null, lastCheckedAt: now })
    .where(eq(apiConfigs.id, id));
}

/** One more failure in a row; at `threshold` the configuration becomes unhealthy (one statement, so concurrent failures count). */
export async function recordProviderFailure(
  db: Db,
  id: string,
  message: string,
  threshold: number,
  now: Date,
): Promise<{ healthy: boolean } | undefined> {
  const [row] = await db
    .update(apiConfigs)
    .set({
      consecutiveFailures: sql`${apiConfigs.consecutiveFailures} + 1`,
      isHealthy: sql`${apiConfigs.consecutiveFailures} + 1 < ${threshold}`,
      lastError: message.slice(0, 500),
      lastCheckedAt: now,
    })
    .where(eq(apiConfigs.id, id))
    .returning({ healthy: apiConfigs.isHealthy });
  return row;
}
