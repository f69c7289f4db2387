import { APPLICATION_MESSAGES } from '@hireproof/contract';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/uuid.ts';
import type { CurrentUser } from '../../plugins/access-control.ts';
import { type ApplicationRow, findOwnApplication } from './applications.queries.ts';

/**
 * The `:id` of every /api/applications/:id route. Any id text is accepted here; one that is not an
 * application of the caller answers 404 (not 400), so an id never tells whether it exists.
 */
export const applicationIdParams = z.object({ id: z.string().max(100) });

/** The caller's own application, or 404 for anything else (a malformed id, another user's, none). */
export async function ownApplicationOrNotFound(
  db: Db,
  id: string,
  user: CurrentUser,
): Promise<ApplicationRow> {
  const row = isUuid(id) ? await findOwnApplication(db, id, user.id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound);
  return row;
}

/** 409 until the generation has finished: the documents an action works on exist only then. */
export function completeOrConflict(row: ApplicationRow): void {
  if (row.status !== 'complete') throw new AppError('CONFLICT', APPLICATION_MESSAGES.notComplete);
}
