import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { countRecentProbes, recordUnknownPhoneProbe } from './counters.repository';

/*
 * Enumeration budget (issue 10 item 4, ADR 0002): SPEC's check-exist says whether a phone has an
 * account, so login and forgot-password say it too (helpfully). What stops a harvest is cost: one
 * address may ask about at most UNKNOWN_PHONE_BUDGET distinct unregistered phones per hour across
 * check-exist, check-exist-v2, login, register and forgot-password. A school behind one NAT address
 * logs in with registered phones and registers its new pupils (a completed sign-up gives its phone
 * back), so it never comes near; a harvester walking number ranges hits 429 within minutes.
 */
export const UNKNOWN_PHONE_BUDGET = 100;
export const UNKNOWN_PHONE_WINDOW_MINUTES = 60;
export const PROBE_BUDGET_MESSAGE =
  'Bạn đã tra cứu quá nhiều số điện thoại chưa đăng ký. Vui lòng kiểm tra lại số và thử lại sau 1 giờ.';

function exhausted(): AppError {
  return new AppError(429, ERROR_CODES.RATE_LIMITED, PROBE_BUDGET_MESSAGE, {
    retryAfterSeconds: UNKNOWN_PHONE_WINDOW_MINUTES * 60,
  });
}

/** An unregistered phone was asked about from `ip`: counts it (once per phone) and refuses past the budget. */
export async function spendUnknownPhoneProbe(db: Db, ip: string, phone: string): Promise<void> {
  await recordUnknownPhoneProbe(db, ip, phone);
  if ((await countRecentProbes(db, ip, UNKNOWN_PHONE_WINDOW_MINUTES)) > UNKNOWN_PHONE_BUDGET)
    throw exhausted();
}

/**
 * The pure oracles (check-exist, register, forgot-password) refuse every phone once the address
 * spent its budget, so "429 for unknown, an answer for known" cannot be used to go on enumerating.
 */
export async function assertProbeBudgetLeft(db: Db, ip: string): Promise<void> {
  if ((await countRecentProbes(db, ip, UNKNOWN_PHONE_WINDOW_MINUTES)) > UNKNOWN_PHONE_BUDGET)
    throw exhausted();
}
