import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseHandle } from './client.ts';

const RECONNECT_DELAY_MS = 1_000;

export interface NotificationListener {
  /** True while the LISTEN connection is up: every notification sent from now on will arrive. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * A dedicated connection that LISTENs on one channel of a PostgreSQL database and hands each
 * notification's payload to `onMessage`. When the connection drops, `onLost` is called at once
 * (notifications sent while it is down are gone for good) and it reconnects a second later, then
 * every second until it is back; `onListening` says when it is. On
 * PGlite, a single in-process connection, there is nothing to listen to: `listening` stays false.
 */
export async function createNotificationListener(options: {
  database: DatabaseHandle;
  logger: Logger;
  channel: string;
  onMessage: (payload: string) => void;
  onLost: () => void;
  /** Called each time the connection is (re)established and listening. */
  onListening?: () => void;
  /**
   * Also listen on PGlite, in process (its NOTIFY reaches listeners of the same instance after the
   * commit). Off by default: callers that keep nothing on PGlite rely on `listening` staying false.
   */
  onPglite?: boolean;
}): Promise<NotificationListener> {
  const { database, logger, channel } = options;
  if (database.driver === 'pglite' && options.onPglite)
    return listenInProcess(database.client, channel, options.onMessage);
  let client: pg.Client | undefined;
  let closed = false;

  async function connect(): Promise<void> {
    if (database.driver !== 'postgres' || closed) return;
    const connecting = new pg.Client(database.client.options);
    connecting.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload) options.onMessage(notification.payload);
    });
    const reconnect = (error?: Error) => {
      if (closed || client !== connecting) return;
      client = undefined;
      logger.warn({ err: error, channel }, 'LISTEN connection lost; reconnecting');
      connecting.end().catch(() => undefined);
      retryLater();
      options.onLost();
    };
    connecting.on('error', reconnect);
    connecting.on('end', () => reconnect());
    try {
      await connecting.connect();
      await connecting.query(`LISTEN ${channel}`);
    } catch (error) {
      connecting.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await connecting.end();
      return;
    }
    client = connecting;
    options.onListening?.();
  }

  // Tries again every RECONNECT_DELAY_MS until a connection is up (or the listener is closed).
  function retryLater(): void {
    setTimeout(() => {
      connect().catch((cause) => {
        logger.warn({ err: cause, channel }, 'LISTEN reconnect failed; trying again');
        retryLater();
      });
    }, RECONNECT_DELAY_MS).unref();
  }

  await connect();

  return {
    get listening() {
      return client !== undefined;
    },
    async close() {
      closed = true;
      const open = client;
      client = undefined;
      if (open) await open.end().catch(() => undefined);
    },
  };
}

/** LISTEN on an in-process PGlite: nothing can drop, so it listens until closed. */
async function listenInProcess(
  client: Extract<DatabaseHandle, { driver: 'pglite' }>['client'],
  channel: string,
  onMessage: (payload: string) => void,
): Promise<NotificationListener> {
  let listening = true;
  const unlisten = await client.listen(channel, (payload) => {
    if (payload) onMessage(payload);
  });
  return {
    get listening() {
      return listening;
    },
    async close() {
      if (!listening) return;
      listening = false;
      await unlisten().catch(() => undefined);
    },
  };
}
