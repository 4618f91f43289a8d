/**
 * Phone number forms of SPEC §5. One number has three spellings:
 *   international '84901000001', '9x' '901000001' and '09x' '0901000001'.
 *
 * Decisions the spec leaves open:
 * - Every function first keeps digits only, so '+84 901 000 001' or '090.100.0001' work.
 * - A 9-digit number is always the '9x' form, even when it starts with 84: 084x is a real VinaPhone
 *   prefix, so '841234567' is the local number 0841234567, not a truncated international one
 *   (toInternational → '84841234567', toLocal9 → unchanged).
 * - '84' is only a country code when more than 9 digits follow the start (length > 9).
 * - The trunk 0 some people keep after the country code ('+84 (0)901 000 001') is dropped, because
 *   '840901000001' is never a valid number and the server must treat it as 0901000001.
 * - '00' before the country code is the international dialling prefix: '0084 901…' is '84901…'.
 * - All leading zeros go, not just one ('00901…' is a typo of '0901…'), so the '9x' form never
 *   starts with 0 and converting twice changes nothing.
 * - Empty input (or input without digits) gives '' from every converter.
 */
import { PHONE_COUNTRY_CODE, PHONE_LOCAL_DIGITS, PHONE_MOBILE_LEADING_DIGITS } from './constants';

export type PhoneInput = string | number | null | undefined;

/** Removes every character that is not an ASCII digit. */
export function digitsOnly(phone: PhoneInput): string {
  if (phone === null || phone === undefined) return '';
  return String(phone).replace(/\D/g, '');
}

/** The '9x' form: digits only, without a leading 0 or 84 country code ('0901000001' → '901000001'). */
export function toLocal9(phone: PhoneInput): string {
  const raw = digitsOnly(phone);
  const digits = raw.startsWith(`00${PHONE_COUNTRY_CODE}`) ? raw.slice(2) : raw;
  if (digits.startsWith('0')) return digits.replace(/^0+/, '');
  if (digits.startsWith(PHONE_COUNTRY_CODE) && digits.length > PHONE_LOCAL_DIGITS) {
    return digits.slice(PHONE_COUNTRY_CODE.length).replace(/^0+/, '');
  }
  return digits;
}

/** The international form: '84' + the '9x' form ('0901000001' → '84901000001'). */
export function toInternational(phone: PhoneInput): string {
  const local = toLocal9(phone);
  return local === '' ? '' : `${PHONE_COUNTRY_CODE}${local}`;
}

/** The simple '09x' form: '0' + the '9x' form ('84901000001' → '0901000001'). */
export function toLocal09(phone: PhoneInput): string {
  const local = toLocal9(phone);
  return local === '' ? '' : `0${local}`;
}

// Digits, spaces, dots, dashes and brackets are how people write numbers; one '+' may lead.
const PHONE_CHARACTERS = /^\s*\+?[\d\s().-]*$/;

/** True for a Vietnamese mobile number in any form (0 + 9 digits after normalising, prefix 3/5/7/8/9). */
export function isValidVietnamesePhone(phone: PhoneInput): boolean {
  if (phone === null || phone === undefined) return false;
  if (!PHONE_CHARACTERS.test(String(phone))) return false;
  const local = toLocal9(phone);
  return (
    local.length === PHONE_LOCAL_DIGITS &&
    (PHONE_MOBILE_LEADING_DIGITS as readonly string[]).includes(local.charAt(0))
  );
}

/** True when both inputs spell the same non-empty number in any of the three forms. */
export function samePhone(a: PhoneInput, b: PhoneInput): boolean {
  const left = toLocal9(a);
  return left !== '' && left === toLocal9(b);
}
