import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';

/** Where a feed page ended: created_at (microsecond text) and id of its last post. */
export interface FeedCursor {
  createdAt: string;
  id: number;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

/** A cursor the client altered is a 400, never a database error. */
export function decodeCursor(raw: string): FeedCursor {
  const [createdAt, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const numericId = Number(id);
  if (
    !createdAt ||
    !TIMESTAMP.test(createdAt) ||
    !Number.isInteger(numericId) ||
    numericId < 1 ||
    numericId > 2_147_483_647
  )
    throw new AppError(
      400,
      ERROR_CODES.VALIDATION_FAILED,
      'Vị trí trang không hợp lệ, vui lòng tải lại bảng tin',
    );
  return { createdAt, id: numericId };
}
