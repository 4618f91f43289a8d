import { sql } from 'kysely';
import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';

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

async function distinctProbes(db: Db, ip: string): Promise<number> {
  await db
    .deleteFrom('unknown_phone_probes')
    .where('ip', '=', ip)
    .where('seen_at', '<=', sql<Date>`now() - make_interval(mins => ${UNKNOWN_PHONE_WINDOW_MINUTES})`)
    .execute();
  const row = await db
    .selectFrom('unknown_phone_probes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ip', '=', ip)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An unregistered phone was asked about from `ip`: counts it (once per phone) and refuses past the budget. */
export async function spendUnknownPhoneProbe(db: Db, ip: string, phone: string): Promise<void> {
  await db
    .insertInto('unknown_phone_probes')
    .values({ ip, phone })
    .onConflict((oc) => oc.columns(['ip', 'phone']).doUpdateSet({ seen_at: sql`now()` }))
    .execute();
  if ((await distinctProbes(db, ip)) > UNKNOWN_PHONE_BUDGET) throw exhausted();
}

/**
 * The pure oracles (check-exist, register, forgot-password) refuse every phone once the address
 * spent its budget, so "429 for unknown, an answer for known" cannot be used to go on enumerating.
 */
export async function assertProbeBudgetLeft(db: Db, ip: string): Promise<void> {
  if ((await distinctProbes(db, ip)) > UNKNOWN_PHONE_BUDGET) throw exhausted();
}

/** A phone that just got an account is no longer an unknown phone anybody probed. */
export async function forgetProbesOf(db: Db, phone: string): Promise<void> {
  await db.deleteFrom('unknown_phone_probes').where('phone', '=', phone).execute();
}
