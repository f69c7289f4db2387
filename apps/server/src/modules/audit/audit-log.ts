import type { Db, Tx } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/access-control.ts';
import { insertAuditRow } from './audit.queries.ts';

/** Who decided, from where: every decision is audited with it. */
export interface Actor {
  user: CurrentUser;
  ip: string;
}

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
  await insertAuditRow(db, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: { before: entry.before ?? null, after: entry.after ?? null },
    ip: entry.ip ?? null,
  });
}
