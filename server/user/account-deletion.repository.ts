import { sql } from 'kysely';
import type { Db } from '../db/database';
import { activationGuards } from '../learning/activation';
import { avatarKey, UPLOADED_AVATAR_PREFIX } from '../storage/avatar-files';
import type { ObjectStorage } from '../storage/object-storage';
import { loginGuard } from './password-login';

export interface DeletionOutcome {
  profilesDeleted: number;
  ordersKept: number;
  /** Files to remove once the transaction has committed. */
  avatarFiles: string[];
}

/**
 * Deletes an account in ONE transaction (ADR 0010): the user row goes, and with it (foreign keys
 * `on delete cascade`) its profiles and everything hanging off them — schedules, licences,
 * attendance, notifications, report comments and share links, subjects, change requests — and
 * every access and login token, so every session dies at once. Seats are given back to their
 * classes first. What is keyed by the phone rather than the user (OTP codes, counters, consult
 * requests, the SMS outbox) is deleted too, so the phone can register again as a stranger.
 * Payment orders are accounting records the law keeps: they stay, unlinked from the person.
 */
export async function deleteAccount(db: Db, userId: number): Promise<DeletionOutcome> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'phone'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const profiles = await trx
      .selectFrom('profiles')
      .select(['id', 'avatar'])
      .where('user_id', '=', userId)
      .execute();
    const profileIds = profiles.map((p) => p.id);
    const ldb = trx;
    if (profileIds.length > 0) {
      const seats = await ldb
        .selectFrom('profile_schedules')
        .select((eb) => ['class_schedule_id', eb.fn.countAll<number>().as('seats')])
        .where('profile_id', 'in', profileIds)
        .where('class_schedule_id', 'is not', null)
        .groupBy('class_schedule_id')
        .orderBy('class_schedule_id')
        .execute();
      for (const seat of seats) {
        await ldb
          .updateTable('class_schedules')
          .set((eb) => ({ seats_taken: sql`greatest(${eb.ref('seats_taken')} - ${Number(seat.seats)}, 0)` }))
          .where('id', '=', seat.class_schedule_id as number)
          .execute();
      }
    }
    const kept = await trx
      .updateTable('payment_orders')
      .set({ user_id: null, profile_id: null, idempotency_key: null })
      .where('user_id', '=', userId)
      .returning('id')
      .execute();
    await ldb
      .deleteFrom('consult_requests')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('phone', '=', user.phone)]))
      .execute();
    await trx.deleteFrom('otp_codes').where('phone', '=', user.phone).execute();
    await trx.deleteFrom('sms_outbox').where('phone', '=', user.phone).execute();
    await trx.deleteFrom('auth_counters').where('phone', '=', user.phone).execute();
    await trx
      .deleteFrom('attempt_guards')
      .where('key', 'in', [loginGuard(user.phone).key, activationGuards.phone(user.phone).key])
      .execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    await trx
      .insertInto('account_deletions')
      .values({ profiles_deleted: profileIds.length, orders_kept: kept.length })
      .execute();
    return {
      profilesDeleted: profileIds.length,
      ordersKept: kept.length,
      avatarFiles: profiles
        .map((p) => p.avatar)
        .filter((a): a is string => typeof a === 'string' && a.startsWith(UPLOADED_AVATAR_PREFIX))
        .map((a) => a.slice(UPLOADED_AVATAR_PREFIX.length))
        .filter((name) => /^[A-Za-z0-9._-]+$/.test(name) && !name.startsWith('.')),
    };
  });
}

/** Best effort after commit: a file left behind is unreachable (no row points at it any more). */
export async function removeAvatarFiles(storage: ObjectStorage, names: string[]): Promise<void> {
  await Promise.all(names.map((name) => storage.delete(avatarKey(name)).catch(() => undefined)));
}

/** '0901000005' → '090****005': enough for the parent to recognise the number. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}${'*'.repeat(Math.max(phone.length - 6, 0))}${phone.slice(-3)}`;
}
