import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { hashActivationCode, isPlausibleActivationCode, normaliseActivationCode } from './activation-codes';
import type { LicenceSource } from './learning.tables';
import { type LicenceView, licenceStatus } from './licences.repository';

const DAY_MS = 86_400_000;
/** Wrong codes allowed per account, per phone and per code within the window before it is locked. */
export const ACTIVATION_MAX_FAILURES = 5;
/**
 * The per-IP ceiling is loose: a whole school activates from behind one NAT address, and one pupil's
 * typos must not lock out the others (issue 10). It only stops one address guessing for everybody.
 */
export const ACTIVATION_MAX_FAILURES_PER_IP = 100;
export const ACTIVATION_FAILURE_WINDOW_MINUTES = 15;

/** The failure limit of a counter key: `ip:` keys get the loose ceiling, the rest the tight one. */
export function failureLimit(key: string): number {
  return key.startsWith('ip:') ? ACTIVATION_MAX_FAILURES_PER_IP : ACTIVATION_MAX_FAILURES;
}

/** The counter key of a typed code (its hash: the code itself is never stored). */
export function codeFailureKey(code: string): string {
  return `code:${hashActivationCode(normaliseActivationCode(code))}`;
}

export const ACTIVATION_MESSAGES = {
  wrong: 'Mã kích hoạt không đúng. Vui lòng kiểm tra lại.',
  used: 'Mã kích hoạt này đã được sử dụng.',
  expired: 'Mã kích hoạt đã hết hạn sử dụng.',
  locked: `Bạn đã nhập sai mã quá nhiều lần. Vui lòng thử lại sau ${ACTIVATION_FAILURE_WINDOW_MINUTES} phút.`,
  success: 'Kích hoạt thành công',
} as const;

type Outcome =
  | { kind: 'ok'; licence: LicenceView; extended: boolean }
  | { kind: 'wrong' | 'used' | 'expired' };

/** Throws 429 when any of the keys has reached its failure limit (failureLimit) inside the current window. */
export async function assertNotLocked(db: Db, keys: string[]): Promise<void> {
  const rows = await db
    .selectFrom('activation_failures')
    .select(['key', 'count'])
    .where('key', 'in', keys)
    .where('count', '>=', ACTIVATION_MAX_FAILURES)
    .where(sql<boolean>`window_start > now() - make_interval(mins => ${ACTIVATION_FAILURE_WINDOW_MINUTES})`)
    .execute();
  if (rows.some((row) => row.count >= failureLimit(row.key)))
    throw new AppError(429, ERROR_CODES.RATE_LIMITED, ACTIVATION_MESSAGES.locked);
}

/** Fixed window per key: restarts when the window has elapsed. Shared by every API process. */
export async function recordFailure(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) {
    await db
      .insertInto('activation_failures')
      .values({ key, window_start: new Date(), count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql`case when activation_failures.window_start > now() - make_interval(mins => ${ACTIVATION_FAILURE_WINDOW_MINUTES}) then activation_failures.count + 1 else 1 end`,
          window_start: sql`case when activation_failures.window_start > now() - make_interval(mins => ${ACTIVATION_FAILURE_WINDOW_MINUTES}) then activation_failures.window_start else now() end`,
        }),
      )
      .execute();
  }
}

/**
 * Creates a licence, or extends the live one with the same code and trial flag: the one place a
 * licence is granted (activation codes here, paid orders in server/payment). Runs inside the
 * caller's transaction and locks the licence it extends. `addTo` moves an end date forward.
 */
export async function createOrExtendLicence(
  trx: Transaction<Database>,
  grant: {
    profileId: number;
    licenceCode: string;
    isTrial: boolean;
    source: LicenceSource;
    nowMs: number;
    addTo: (from: Date) => Date;
  },
) {
  const ldb = trx;
  const live = await ldb
    .selectFrom('licences')
    .select(['id', 'end_time'])
    .where('profile_id', '=', grant.profileId)
    .where(sql<string>`lower(licence_code)`, '=', grant.licenceCode.toLowerCase())
    .where('is_trial', '=', grant.isTrial)
    .where('end_time', '>', new Date(grant.nowMs))
    .orderBy('end_time', 'desc')
    .forUpdate()
    .executeTakeFirst();
  const columns = ['id', 'licence_code', 'is_trial', 'starts_at', 'end_time', 'source'] as const;
  const saved = live
    ? await ldb
        .updateTable('licences')
        .set({ end_time: grant.addTo(new Date(live.end_time)) })
        .where('id', '=', live.id)
        .returning(columns)
        .executeTakeFirstOrThrow()
    : await ldb
        .insertInto('licences')
        .values({
          profile_id: grant.profileId,
          licence_code: grant.licenceCode,
          is_trial: grant.isTrial,
          starts_at: new Date(grant.nowMs),
          end_time: grant.addTo(new Date(grant.nowMs)),
          source: grant.source,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
  return { ...saved, extended: live !== undefined };
}

/**
 * Redeems a code for a profile, once: the code row is locked, a live licence with the same code and
 * trial flag is extended by the code's duration, otherwise a new licence starts now. Wrong, used and
 * expired codes count as failures for the account (`failureKeys`, with a loose per-IP ceiling) and
 * for the code typed; at a limit every attempt is refused before the code is even looked at, so a
 * locked guesser learns nothing.
 */
export async function activateCode(
  db: Db,
  {
    code,
    profileId,
    failureKeys,
    nowMs,
  }: { code: string; profileId: number; failureKeys: string[]; nowMs: number },
): Promise<{ licence: LicenceView; extended: boolean }> {
  const keys = [...failureKeys, codeFailureKey(code)];
  await assertNotLocked(db, keys);
  const normalised = normaliseActivationCode(code);
  const outcome: Outcome = !isPlausibleActivationCode(normalised)
    ? { kind: 'wrong' }
    : await db.transaction().execute(async (trx): Promise<Outcome> => {
        const ldb = trx;
        const row = await ldb
          .selectFrom('activation_codes')
          .selectAll()
          .where('code_hash', '=', hashActivationCode(normalised))
          .forUpdate()
          .executeTakeFirst();
        if (!row) return { kind: 'wrong' };
        if (row.used_at !== null) return { kind: 'used' };
        if (new Date(row.expires_at).getTime() <= nowMs) return { kind: 'expired' };
        const saved = await createOrExtendLicence(trx, {
          profileId,
          licenceCode: row.licence_code,
          isTrial: row.is_trial,
          source: 'activation',
          nowMs,
          addTo: (from) => new Date(from.getTime() + row.duration_days * DAY_MS),
        });
        await ldb
          .updateTable('activation_codes')
          .set({ used_at: new Date(nowMs), used_by_profile_id: profileId, licence_id: saved.id })
          .where('id', '=', row.id)
          .execute();
        const view = {
          licenseCode: saved.licence_code,
          isTrial: saved.is_trial,
          endTime: new Date(saved.end_time).toISOString(),
        };
        return {
          kind: 'ok',
          extended: saved.extended,
          licence: {
            id: saved.id,
            ...view,
            startsAt: new Date(saved.starts_at).toISOString(),
            status: licenceStatus(view, nowMs),
            source: saved.source,
          },
        };
      });
  if (outcome.kind === 'ok') return { licence: outcome.licence, extended: outcome.extended };
  await recordFailure(db, keys);
  if (outcome.kind === 'used') throw new AppError(409, ERROR_CODES.CONFLICT, ACTIVATION_MESSAGES.used);
  if (outcome.kind === 'expired')
    throw new AppError(410, ERROR_CODES.BAD_REQUEST, ACTIVATION_MESSAGES.expired);
  throw new AppError(400, ERROR_CODES.BAD_REQUEST, ACTIVATION_MESSAGES.wrong);
}
