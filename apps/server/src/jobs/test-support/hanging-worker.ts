/**
 * A worker process for the crash test (queue.int.test.ts): it runs `test.crash` jobs whose handler
 * never finishes, heartbeating its lease, until the test kills it with SIGKILL. Run with
 * `node --import tsx`, DATABASE_URL set to the test database.
 */
import pg from 'pg';
import pino from 'pino';
import { z } from 'zod';
import { postgresHandle } from '../../db/client.ts';
import { defineJob, type JobDefinition } from '../job-definition.ts';
import { createJobQueue } from '../job-queue.ts';
import { createQueueEvents } from '../queue-events.ts';
import { createWorker } from '../worker.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = postgresHandle(new pg.Pool({ connectionString: url, max: 2 }), 'crash-test');
const logger = pino({ level: 'silent' });
const events = await createQueueEvents(database, logger);
const queue = createJobQueue({ db: database.db, events });
const hang = defineJob({
  name: 'test.crash',
  payload: z.object({}),
  run: () => new Promise<void>(() => undefined),
});
createWorker({
  queue,
  events,
  definitions: [hang as JobDefinition<never>],
  logger,
  options: { workerId: 'doomed', leaseMs: Number(process.env.LEASE_MS ?? 1000), pollMs: 100 },
}).start();
process.stdout.write('ready\n');
