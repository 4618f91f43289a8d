import { createHmac } from 'node:crypto';
import { SIGN_UP_TRIAL_DAYS } from '../../src/domain/constants';
import type { Db } from '../db/database';
import { serverSecret } from '../security/server-secret';

const DAY_MS = 86_400_000;
const TRIAL_PHONE_KEY = 'trial_grant_phone_hmac';

/** The trial a sign-up received: the licence code of its grade's AI course and when it ends. */
export interface SignUpTrial {
  licenceCode: string;
  endTime: Date;
}

/**
 * The sign-up's trial (ADR 0015): SIGN_UP_TRIAL_DAYS of the grade's AI course, as a trial licence of
 * the new default profile. Runs inside the registration's transaction, so an account never exists
 * without the trial it was promised, nor a trial without its account. Once per phone, ever: the
 * phone's keyed hash is claimed first (`on conflict do nothing`, so two racing sign-ups cannot both
 * claim it), and kept when the account is deleted. No trial when the grade has no AI course (the
 * schedule page then offers activation, payment and a consultation) or the phone had one before.
 */
export async function grantSignUpTrial(
  trx: Db,
  { profileId, phone, gradeId, nowMs }: { profileId: number; phone: string; gradeId: number; nowMs: number },
): Promise<SignUpTrial | null> {
  const course = await trx
    .selectFrom('courses')
    .select('licence_code')
    .where('grade_id', '=', gradeId)
    .where('active', '=', true)
    .where('is_tutor', '=', false)
    .orderBy('id')
    .executeTakeFirst();
  if (!course) return null;
  const key = await serverSecret(trx, TRIAL_PHONE_KEY);
  const claimed = await trx
    .insertInto('trial_grants')
    .values({ phone_hash: createHmac('sha256', key).update(phone).digest('hex') })
    .onConflict((oc) => oc.column('phone_hash').doNothing())
    .returning('phone_hash')
    .executeTakeFirst();
  if (!claimed) return null;
  const trial = { licenceCode: course.licence_code, endTime: new Date(nowMs + SIGN_UP_TRIAL_DAYS * DAY_MS) };
  await trx
    .insertInto('licences')
    .values({
      profile_id: profileId,
      licence_code: trial.licenceCode,
      is_trial: true,
      starts_at: new Date(nowMs),
      end_time: trial.endTime,
      source: 'trial',
    })
    .execute();
  return trial;
}
