import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { user } from '../../db/schema.ts';

/** Every account as the admin's user list shows it, newest first. */
export function selectAccountsNewestFirst(db: Db) {
  return db
    .select({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      credits: user.credits,
      role: user.role,
      createdAt: user.createdAt,
    })
    .from(user)
    .orderBy(desc(user.createdAt), asc(user.id));
}

/** Makes the account an admin unless it is one; true when it changed. */
export async function promoteAccountById(db: Db, id: string): Promise<boolean> {
  const promoted = await db
    .update(user)
    .set({ role: 'admin' })
    .where(and(eq(user.id, id), ne(user.role, 'admin')))
    .returning({ id: user.id });
  return promoted.length > 0;
}

/** Makes the account with this (normalised) email an admin; false when there is none. */
export async function promoteAccountByEmail(db: Db, email: string): Promise<boolean> {
  const updated = await db
    .update(user)
    .set({ role: 'admin' })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  return updated.length > 0;
}

// Read on every signed-in request (plugins/access-control.ts), so built once.
const accountById = preparedPerDb((db) =>
  db
    .select()
    .from(user)
    .where(eq(user.id, sql.placeholder('id')))
    .prepare('account_by_id'),
);

export async function selectAccountById(db: Db, id: string) {
  const [row] = await accountById(db).execute({ id });
  return row;
}

export async function selectAccountByEmail(db: Db, email: string) {
  const [row] = await db.select().from(user).where(eq(user.email, email));
  return row;
}
