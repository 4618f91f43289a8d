import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES, type ErrorCode } from '../http/error-codes';
import { type CounterKind, type CounterState, hitCounter } from './counters.repository';

export type { CounterState };

/** Counts one attempt and refuses it with 429 once the window holds more than `max`. */
export async function limitPerPhone(
  db: Db,
  phone: string,
  kind: CounterKind,
  max: number,
  windowSeconds: number,
  message: (state: CounterState) => string,
  errorCode: ErrorCode = ERROR_CODES.RATE_LIMITED,
): Promise<void> {
  const state = await hitCounter(db, phone, kind, windowSeconds);
  if (state.count > max) {
    throw new AppError(429, errorCode, message(state), { retryAfterSeconds: state.retryAfterSeconds });
  }
}

/** 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau N phút' with N rounded up. */
export function tooManyTriesMessage(state: Pick<CounterState, 'retryAfterSeconds'>): string {
  return `Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ${Math.ceil(state.retryAfterSeconds / 60)} phút`;
}
