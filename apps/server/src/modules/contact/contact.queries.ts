import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<void> {
  await db.insert(contactMessages).values(message);
}
