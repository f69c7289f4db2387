import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** The admin decisions that leave a trace (SPEC §6, DESIGN §7). */
export type AuditAction =
  | 'order.approve'
  | 'order.reject'
  | 'orders.cleanup_paypal'
  | 'settings.update_prices';

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  targetType: 'order' | 'orders' | 'settings';
  targetId: string;
  before: unknown;
  after: unknown;
  ip?: string;
}

/**
 * Writes one audit row. Callers pass their transaction so the decision and its record commit
 * (or roll back) together; `created_at` is the database's clock.
 */
export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: { before: entry.before ?? null, after: entry.after ?? null },
    ip: entry.ip ?? null,
  });
}
