import { ERROR_CODES } from '../http/error-codes';

/** SPEC §8: notification routes answer resultCode (truthy = success); errorCode is kept for the shared helpers. */
export function notificationOk<T>(data: T) {
  return { resultCode: 1, errorCode: ERROR_CODES.OK, message: 'Thành công', data };
}

export function notificationFailure(errorCode: number, message: string) {
  return { resultCode: 0, errorCode, message, data: null };
}
