const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when `text` has the shape of a uuid column value. Ids arrive from URLs and payment
 * providers; checking first turns a malformed one into "not found" instead of a database error.
 */
export const isUuid = (text: string): boolean => UUID.test(text);
