import { AppError } from '../../app-error.ts';
import { isUuid } from '../../db/uuid.ts';
import type { ListPosition } from './applications.queries.ts';

const STORED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

/** The opaque `nextCursor` of GET /api/applications: the last row's exact position, base64url. */
export function cursorOfPosition(position: ListPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`).toString('base64url');
}

/** Reads a cursor back; anything this server did not hand out is a 400, never a database error. */
export function positionOfCursor(cursor: string): ListPosition {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !createdAt || !id || !STORED_TIME.test(createdAt) || !isUuid(id)) {
    throw new AppError('INVALID_INPUT', 'This page link is not valid. Reload the list.');
  }
  return { createdAt, id };
}
