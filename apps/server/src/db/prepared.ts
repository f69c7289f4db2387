import type { Db } from './client.ts';

/**
 * A query built once per database handle instead of on every call, for the few that run on nearly
 * every request (the signed-in account, the applications list). Drizzle then skips assembling the
 * SQL each time, and over node-postgres the statement is named, so each pooled connection asks
 * PostgreSQL to parse and plan it once. Values go in through `sql.placeholder`.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let found = built.get(db);
    if (found === undefined) {
      found = build(db);
      built.set(db, found);
    }
    return found;
  };
}
