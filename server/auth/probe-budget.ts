import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { probeActivity, recordUnknownPhoneProbe } from './counters.repository';

/*
 * Enumeration budget (issue 10 item 4, revised by issue 32; ADR 0002 and 0012): SPEC's check-exist says
 * whether a phone has an account, so login and forgot-password say it too (helpfully). What stops a
 * harvest is cost: one address may ask about at most UNKNOWN_PHONE_BUDGET distinct unregistered
 * phones per hour across check-exist, check-exist-v2, login, register, forgot-password and the
 * contest's province look-up. Past it, unregistered phones are refused for the rest of the hour.
 * Registered phones are refused only while the address keeps probing (PROBE_COOLDOWN_SECONDS after
 * its latest unregistered phone): a harvester that goes on learns nothing from a 429, and one that
 * pauses gets one answer per pause, while a school whose pupil spent the budget is back within a
 * minute (it used to be shut out of check-exist, register and forgot-password for the hour).
 */
export const UNKNOWN_PHONE_BUDGET = 100;
export const UNKNOWN_PHONE_WINDOW_MINUTES = 60;
export const PROBE_COOLDOWN_SECONDS = 60;
/** The same words for a refused unregistered phone and a registered one in the cool-down: a 429 must not tell them apart. */
export const PROBE_BUDGET_MESSAGE =
  'Bạn đã tra cứu quá nhiều số điện thoại chưa đăng ký. Vui lòng kiểm tra lại số và thử lại sau.';

function exhausted(): AppError {
  return new AppError(429, ERROR_CODES.RATE_LIMITED, PROBE_BUDGET_MESSAGE, {
    retryAfterSeconds: PROBE_COOLDOWN_SECONDS,
  });
}

/** Records that `ip` asked about the unregistered `phone`: true while the address is within its budget. */
export async function probeUnknownPhone(db: Db, ip: string, phone: string): Promise<boolean> {
  await recordUnknownPhoneProbe(db, ip, phone);
  const activity = await probeActivity(db, ip, UNKNOWN_PHONE_WINDOW_MINUTES);
  return activity.phones <= UNKNOWN_PHONE_BUDGET;
}

/** An unregistered phone was asked about from `ip`: counts it (once per phone) and refuses past the budget. */
export async function spendUnknownPhoneProbe(db: Db, ip: string, phone: string): Promise<void> {
  if (!(await probeUnknownPhone(db, ip, phone))) throw exhausted();
}

/**
 * A registered phone asked about from `ip` (check-exist, register, forgot-password): refused only
 * while the address, past its budget, is still probing unregistered phones.
 */
export async function assertNotProbing(db: Db, ip: string): Promise<void> {
  const activity = await probeActivity(db, ip, UNKNOWN_PHONE_WINDOW_MINUTES);
  if (
    activity.phones > UNKNOWN_PHONE_BUDGET &&
    activity.secondsSinceLast !== null &&
    activity.secondsSinceLast < PROBE_COOLDOWN_SECONDS
  )
    throw exhausted();
}
