import type { ActivationGradeMismatch } from '../../src/contracts/learning';
import { type GuardRule, guardedAttempt } from '../auth/attempt-guard';
import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import {
  createOrExtendLicence,
  gradeOfLicenceCode,
  lockCodeByHash,
  markCodeUsed,
  profileWithGrade,
} from './activation.repository';
import { hashActivationCode, isPlausibleActivationCode, normaliseActivationCode } from './activation-codes';
import { type LicenceView, licenceStatus } from './licences.repository';

// Paid orders (server/payment) grant licences through the same function.
export { createOrExtendLicence } from './activation.repository';

const DAY_MS = 86_400_000;
/** Wrong codes allowed per account, per phone and per code within the window before it is locked. */
export const ACTIVATION_MAX_FAILURES = 5;
/**
 * Visitors (activate-code-no-token) also meet a loose per-address ceiling: a whole school activates
 * from behind one NAT address, so one pupil's typos, or a few hundred parents each mistyping once,
 * must not lock out the others (issue 10, issue 32). It only stops one address guessing for everybody.
 * Signed-in parents are counted per account, never per address.
 */
export const ACTIVATION_MAX_FAILURES_PER_IP = 300;
export const ACTIVATION_FAILURE_WINDOW_MINUTES = 15;

const rule = (key: string, maxFailures = ACTIVATION_MAX_FAILURES): GuardRule => ({
  key: `activation:${key}`,
  maxFailures,
  windowSeconds: ACTIVATION_FAILURE_WINDOW_MINUTES * 60,
});

/** What a wrong code is counted against, besides the code itself. */
export const activationGuards = {
  /** A signed-in account. */
  account: (userId: number): GuardRule[] => [rule(`acct:${userId}`)],
  /** The phone a visitor names. */
  phone: (phone09: string): GuardRule => rule(`phone:${phone09}`),
  /** A visitor: the account's phone, and the address loosely. */
  visitor: (phone09: string, ip: string): GuardRule[] => [
    activationGuards.phone(phone09),
    rule(`ip:${ip}`, ACTIVATION_MAX_FAILURES_PER_IP),
  ],
  /** The code typed (its hash: the code itself is never stored). */
  code: (code: string): GuardRule => rule(`code:${hashActivationCode(normaliseActivationCode(code))}`),
};

export const ACTIVATION_MESSAGES = {
  wrong: 'Mã kích hoạt không đúng. Vui lòng kiểm tra lại.',
  used: 'Mã kích hoạt này đã được sử dụng.',
  expired: 'Mã kích hoạt đã hết hạn sử dụng.',
  locked: `Bạn đã nhập sai mã quá nhiều lần. Vui lòng thử lại sau ${ACTIVATION_FAILURE_WINDOW_MINUTES} phút.`,
  success: 'Kích hoạt thành công',
} as const;

const locked = () => new AppError(429, ERROR_CODES.RATE_LIMITED, ACTIVATION_MESSAGES.locked);

/**
 * A guess that can only fail (a visitor's phone without an account): counted like a wrong code, and
 * refused like one once locked, so the form does not tell which numbers have an account.
 */
export async function countFailedGuess(db: Db, guards: readonly GuardRule[]): Promise<void> {
  await guardedAttempt(db, guards, locked, async () => ({ failed: true, result: undefined }));
}

/** The 409 of a code whose course grade is not the profile's grade (issue 16): nothing is activated. */
export function gradeMismatchMessage(mismatch: ActivationGradeMismatch): string {
  return (
    `Mã kích hoạt này dành cho ${mismatch.codeGrade.name}, nhưng hồ sơ ${mismatch.profileName} ` +
    `đang học ${mismatch.profileGrade.name}. Vui lòng chọn hồ sơ khác hoặc xác nhận vẫn kích hoạt.`
  );
}

type Outcome =
  | { kind: 'ok'; licence: LicenceView; extended: boolean }
  | { kind: 'gradeMismatch'; mismatch: ActivationGradeMismatch }
  | { kind: 'wrong' | 'used' | 'expired' };

/**
 * The grades of a code and a profile when both are known and differ; null when the code may go to
 * the profile without asking (same grade, or a course without a grade such as Cambridge or tutor).
 */
async function gradeMismatchOf(
  db: Db,
  licenceCode: string,
  profileId: number,
): Promise<ActivationGradeMismatch | null> {
  const codeGrade = await gradeOfLicenceCode(db, licenceCode);
  if (!codeGrade) return null;
  const profile = await profileWithGrade(db, profileId);
  if (!profile?.grade || profile.grade.id === codeGrade.id) return null;
  return { profileId: profile.id, profileName: profile.name, profileGrade: profile.grade, codeGrade };
}

/**
 * Redeems a code for a profile, once: the code row is locked, a live licence with the same code and
 * trial flag is extended by the code's duration, otherwise a new licence starts now. Wrong, used and
 * expired codes count as failures on `guards` (the account, or a visitor's phone and address) and on
 * the code typed. Each attempt holds a slot on those counters before the code is looked at
 * (attempt-guard.ts): of N concurrent wrong codes exactly 5 are checked, and at a limit every attempt
 * is refused before the code is even looked at, so a locked guesser learns nothing. A valid code of a
 * grade other than the profile's answers 409 with both grades and changes nothing, unless
 * `acceptGradeMismatch` says the parent confirmed (issue 16).
 */
export async function activateCode(
  db: Db,
  {
    code,
    profileId,
    guards,
    nowMs,
    acceptGradeMismatch = false,
  }: {
    code: string;
    profileId: number;
    guards: readonly GuardRule[];
    nowMs: number;
    acceptGradeMismatch?: boolean;
  },
): Promise<{ licence: LicenceView; extended: boolean }> {
  const outcome = await guardedAttempt(db, [...guards, activationGuards.code(code)], locked, async () => {
    const result = await redeem(db, { code, profileId, nowMs, acceptGradeMismatch });
    // A valid code for another grade is not a guess: it is not counted as a failure.
    return { failed: result.kind !== 'ok' && result.kind !== 'gradeMismatch', result };
  });
  if (outcome.kind === 'ok') return { licence: outcome.licence, extended: outcome.extended };
  if (outcome.kind === 'gradeMismatch')
    throw new AppError(
      409,
      ERROR_CODES.ACTIVATION_GRADE_MISMATCH,
      gradeMismatchMessage(outcome.mismatch),
      outcome.mismatch,
    );
  if (outcome.kind === 'used') throw new AppError(409, ERROR_CODES.CONFLICT, ACTIVATION_MESSAGES.used);
  if (outcome.kind === 'expired')
    throw new AppError(410, ERROR_CODES.BAD_REQUEST, ACTIVATION_MESSAGES.expired);
  throw new AppError(400, ERROR_CODES.BAD_REQUEST, ACTIVATION_MESSAGES.wrong);
}

/** The code looked up and, when it may go to the profile, spent on it: one transaction. */
function redeem(
  db: Db,
  {
    code,
    profileId,
    nowMs,
    acceptGradeMismatch,
  }: { code: string; profileId: number; nowMs: number; acceptGradeMismatch: boolean },
): Promise<Outcome> {
  const normalised = normaliseActivationCode(code);
  return !isPlausibleActivationCode(normalised)
    ? Promise.resolve({ kind: 'wrong' })
    : db.transaction().execute(async (trx): Promise<Outcome> => {
        const row = await lockCodeByHash(trx, hashActivationCode(normalised));
        if (!row) return { kind: 'wrong' };
        if (row.used_at !== null) return { kind: 'used' };
        if (new Date(row.expires_at).getTime() <= nowMs) return { kind: 'expired' };
        if (!acceptGradeMismatch) {
          const mismatch = await gradeMismatchOf(trx, row.licence_code, profileId);
          if (mismatch) return { kind: 'gradeMismatch', mismatch };
        }
        const saved = await createOrExtendLicence(trx, {
          profileId,
          licenceCode: row.licence_code,
          isTrial: row.is_trial,
          source: 'activation',
          nowMs,
          addTo: (from) => new Date(from.getTime() + row.duration_days * DAY_MS),
        });
        await markCodeUsed(trx, row.id, { profileId, licenceId: saved.id, at: new Date(nowMs) });
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
}
