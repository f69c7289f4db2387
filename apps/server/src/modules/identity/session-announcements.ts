import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/client.ts';
import { createNotificationListener } from '../../db/notification-listener.ts';
import { SessionMemo } from '../../plugins/session-memo.ts';
import { ACCOUNT_CHANGED_CHANNEL } from './account-cache.ts';

/**
 * The memo of verified sessions (plugins/session-memo.ts), kept right by the account channel: an
 * ended session (migration 0012) or a changed account (0011), on any node, forgets that user's
 * entries; while the channel cannot be heard nothing is remembered, so every request is checked
 * against the session table. On PGlite the channel is heard in process.
 */
export async function createSessionAnnouncements(
  database: DatabaseHandle,
  logger: Logger,
): Promise<{ memo: SessionMemo; close(): Promise<void> }> {
  let listening = () => false;
  const memo = new SessionMemo(undefined, undefined, () => listening());
  const listener = await createNotificationListener({
    database,
    logger,
    channel: ACCOUNT_CHANGED_CHANNEL,
    onMessage: (userId) => memo.forgetUser(userId),
    onLost: () => memo.forgetAll(),
    // A verification that began while the connection was down may predate a change nobody announced.
    onListening: () => memo.forgetAll(),
    onPglite: true,
  });
  listening = () => listener.listening;
  return { memo, close: () => listener.close() };
}
