import { isValidVietnamesePhone, toLocal09 } from '../../src/domain/phone';
import { cleanPersonName } from '../../src/domain/text';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';

export const USER_MESSAGES = {
  invalidPhone: 'Số điện thoại không hợp lệ',
  weakPassword: 'Mật khẩu cần ít nhất 8 ký tự, gồm cả chữ và số',
  invalidName: 'Họ tên cần từ 1 đến 100 ký tự',
  wrongCredentials: 'Số điện thoại hoặc mật khẩu không đúng',
  phoneTaken: 'Số điện thoại đã được đăng ký',
  phoneUnknown: 'Số điện thoại chưa được đăng ký',
} as const;

/** Any form of SPEC §5 → the stored 09x form; 400 'Số điện thoại không hợp lệ' otherwise. */
export function parsePhone(input: string): string {
  if (!isValidVietnamesePhone(input))
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, USER_MESSAGES.invalidPhone);
  return toLocal09(input);
}

/** At least 8 characters, at least one letter (any script) and one digit. */
export function isStrongPassword(password: string): boolean {
  return [...password].length >= 8 && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}

export function assertStrongPassword(password: string): void {
  if (!isStrongPassword(password))
    throw new AppError(400, ERROR_CODES.PASSWORD_TOO_WEAK, USER_MESSAGES.weakPassword);
}

/**
 * A name of 1–100 characters as stored (cleanPersonName: no markup, no formula, spaces collapsed);
 * a name with nothing left is refused. The main app and the contest both store names through it.
 */
export function cleanName(name: string): string {
  const cleaned = cleanPersonName(name);
  if (cleaned.length < 1 || cleaned.length > 100) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, USER_MESSAGES.invalidName);
  }
  return cleaned;
}

/** A class name as stored, cleaned like a name; null when nothing is left ('' clears it). */
export function cleanClassName(className: string | null | undefined): string | null {
  return cleanPersonName(className) || null;
}
