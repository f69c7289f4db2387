import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.ts';
import { createNotificationListener } from '../db/notification-listener.ts';

/** A job reached a final state (done, or error after its last attempt). */
export interface JobFinishedEvent {
  jobId: string;
  applicationId: string | null;
  status: 'done' | 'error';
}

export const QUEUE_CHANNEL = 'hireproof_queue';

export interface ApplicationWatch {
  /** The finished event, or null when `timeoutMs` passes first (or the watch was cancelled). */
  wait(timeoutMs: number): Promise<JobFinishedEvent | null>;
  cancel(): void;
}

type Message = { kind: 'enqueued' } | ({ kind: 'finished' } & JobFinishedEvent);

/**
 * Wake-ups and completions of the queue. In-process listeners are told at once through an
 * EventEmitter (the only way on PGlite, which is a single in-process connection). On PostgreSQL the
 * same messages also go out with NOTIFY and come back in through a dedicated LISTEN connection, so
 * a web process hears about a job a separate worker process finished, and a worker process about a
 * job a web process enqueued. Messages carry this instance's origin id so its own echo is ignored.
 * Publishing happens after the writing transaction commits; a lost message only costs latency,
 * because workers also poll.
 */
export interface QueueEvents {
  publishEnqueued(): Promise<void>;
  publishFinished(event: JobFinishedEvent): Promise<void>;
  onEnqueued(listener: () => void): () => void;
  onFinished(listener: (event: JobFinishedEvent) => void): () => void;
  /**
   * Starts listening for this application's job to finish. Call it before the job can possibly
   * finish (before the enqueuing transaction commits), then `wait`; `cancel` when not waiting after all.
   */
  watchApplication(applicationId: string): ApplicationWatch;
  close(): Promise<void>;
}

export async function createQueueEvents(database: DatabaseHandle, logger: Logger): Promise<QueueEvents> {
  const origin = randomUUID();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let closed = false;

  const deliver = (message: Message) => {
    if (message.kind === 'enqueued') emitter.emit('enqueued');
    else
      emitter.emit('finished', {
        jobId: message.jobId,
        applicationId: message.applicationId,
        status: message.status,
      });
  };

  const listener = await createNotificationListener({
    database,
    logger,
    channel: QUEUE_CHANNEL,
    onMessage(payload) {
      try {
        const parsed = JSON.parse(payload) as Message & { origin: string };
        if (parsed.origin !== origin) deliver(parsed);
      } catch {
        logger.warn({ payload }, 'ignored a malformed queue notification');
      }
    },
    // Whatever happened while disconnected is picked up by the next poll; wake workers now too.
    onLost: () => emitter.emit('enqueued'),
  });

  async function publish(message: Message): Promise<void> {
    deliver(message);
    if (database.driver !== 'postgres' || closed) return;
    try {
      await database.client.query('SELECT pg_notify($1, $2)', [
        QUEUE_CHANNEL,
        JSON.stringify({ ...message, origin }),
      ]);
    } catch (error) {
      logger.warn({ err: error }, 'queue NOTIFY failed; other processes will see it on their next poll');
    }
  }

  return {
    publishEnqueued: () => publish({ kind: 'enqueued' }),
    publishFinished: (event) => publish({ kind: 'finished', ...event }),
    onEnqueued(fn) {
      emitter.on('enqueued', fn);
      return () => emitter.off('enqueued', fn);
    },
    onFinished(fn) {
      emitter.on('finished', fn);
      return () => emitter.off('finished', fn);
    },
    watchApplication(applicationId) {
      let settle: (event: JobFinishedEvent | null) => void = () => undefined;
      const result = new Promise<JobFinishedEvent | null>((resolve) => {
        settle = resolve;
      });
      const onFinished = (event: JobFinishedEvent) => {
        if (event.applicationId === applicationId) settle(event);
      };
      emitter.on('finished', onFinished);
      const cancel = () => {
        emitter.off('finished', onFinished);
        settle(null);
      };
      return {
        cancel,
        async wait(timeoutMs) {
          const timer = setTimeout(cancel, timeoutMs);
          try {
            return await result;
          } finally {
            clearTimeout(timer);
            emitter.off('finished', onFinished);
          }
        },
      };
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await listener.close();
    },
  };
}
