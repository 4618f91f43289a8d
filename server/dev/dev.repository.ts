import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Whether a profile exists: the dev notification route answers 404 rather than a foreign-key 500. */
export async function profileExists(db: Db, profileId: number): Promise<boolean> {
  const row = await db.selectFrom('profiles').select('id').where('id', '=', profileId).executeTakeFirst();
  return row !== undefined;
}

/** Clears the default flag of every profile of an account; how many profiles lost it. */
export async function unsetDefaultProfile(db: Db, userId: number): Promise<number> {
  const result = await db
    .updateTable('profiles')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Ends the OTP resend cool-down of a phone, as if its window had passed: an e2e test of a second send
 * need not wait a real minute. Answers whether there was one.
 */
export async function endOtpCooldown(db: Db, phone: string): Promise<boolean> {
  const result = await db
    .updateTable('auth_counters')
    .set({ window_start: sql<Date>`app_now() - interval '1 day'` })
    .where('phone', '=', phone)
    .where('kind', '=', 'otp_cooldown')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
