/**
 * The opaque keyset cursor of GET /notification/list: base64url of `<createdAt>|<id>` of the last
 * action of a page. createdAt keeps PostgreSQL's microseconds (a JS Date would drop them and skip
 * or repeat rows created within the same millisecond).
 */
export interface NotificationCursor {
  /** UTC timestamp with microseconds, e.g. '2024-05-01T08:05:00.123456Z'. */
  createdAt: string;
  /** int8 as a decimal string. */
  id: string;
}

const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** 18 digits stay below int8's maximum, so a forged id can never overflow the query. */
const ID = /^[1-9]\d{0,17}$/;

export function encodeCursor(cursor: NotificationCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** null for anything that is not a cursor this server issued in shape (the route answers 400). */
export function decodeCursor(text: string): NotificationCursor | null {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(text)) return null;
  const [createdAt, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !createdAt || !id || !CREATED_AT.test(createdAt) || !ID.test(id)) return null;
  // Rejects impossible dates (2024-02-30) that the pattern lets through: they must round-trip.
  const parsed = new Date(createdAt);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 23) !== createdAt.slice(0, 23))
    return null;
  return { createdAt, id };
}
