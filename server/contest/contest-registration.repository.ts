/**
 * Contest sign-up and sign-in: contest profiles, pending registrations and their confirmation,
 * contest tokens. Functions take `db` (or a transaction) first and answer camelCase contract shapes.
 */
import { sql } from 'kysely';
import type { ContestProfile } from '../../src/contracts/contest';
import { USER_SOURCE } from '../../src/domain/constants';
import { ACCESS_TOKEN_TTL_SECONDS } from '../auth/auth-limits';
import type { Db, Executor, RowOf } from '../db/database';
import { profileById } from '../db/queries/profiles';
import { generateToken, hashToken } from '../security/tokens';
import { insertAccount } from '../user/user-accounts.repository';

// ── Profiles and accounts ─────────────────────────────────────────────────────────────────────

/** A contest profile with the names the contracts show. */
export interface ContestProfileRecord extends ContestProfile {
  userId: number | null;
}

function profileQuery(db: Executor) {
  return db
    .selectFrom('contest_profiles as cp')
    .innerJoin('provinces as pv', 'pv.id', 'cp.province_id')
    .leftJoin('schools as s', 's.id', 'cp.school_id')
    .leftJoin('profiles as p', 'p.id', 'cp.profile_id')
    .select([
      'cp.id',
      'cp.profile_id',
      'cp.name',
      'cp.role',
      'cp.grade',
      'cp.class_name',
      'cp.school_id',
      's.name as school_name',
      'cp.province_id',
      'pv.name as province_name',
      'p.user_id',
    ]);
}

type ProfileRow = RowOf<typeof profileQuery>;

function toProfile(row: ProfileRow): ContestProfileRecord {
  return {
    id: row.id,
    mainProfileId: row.profile_id,
    name: row.name,
    role: row.role,
    grade: row.grade,
    className: row.class_name,
    schoolId: row.school_id,
    schoolName: row.school_name,
    provinceId: row.province_id,
    provinceName: row.province_name,
    userId: row.user_id,
  };
}

export async function findContestProfile(db: Executor, contestProfileId: number) {
  const row = await profileQuery(db).where('cp.id', '=', contestProfileId).executeTakeFirst();
  return row ? toProfile(row) : null;
}

/** The contest profile linked to a main-app profile. */
export async function findContestProfileOfMainProfile(db: Executor, profileId: number) {
  const row = await profileQuery(db).where('cp.profile_id', '=', profileId).executeTakeFirst();
  return row ? toProfile(row) : null;
}

/** The account's contest profile: the one linked to its default profile first, else the oldest. */
export async function findContestProfileOfUser(db: Executor, userId: number) {
  const row = await profileQuery(db)
    .where('p.user_id', '=', userId)
    .orderBy('p.is_default', 'desc')
    .orderBy('cp.id')
    .limit(1)
    .executeTakeFirst();
  return row ? toProfile(row) : null;
}

export function findAccount(db: Executor, phone09: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('phone', '=', phone09)
    .executeTakeFirst();
}

/** A contest token: an access token of purpose 'contest' bound to the linked main-app profile. */
export async function issueContestToken(db: Executor, userId: number, profileId: number): Promise<string> {
  const token = generateToken();
  await db
    .insertInto('access_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      profile_id: profileId,
      purpose: 'contest',
      session_id: null,
      expires_at: sql<Date>`app_now() + make_interval(secs => ${ACCESS_TOKEN_TTL_SECONDS})`,
    })
    .execute();
  return token;
}

export interface PendingRegistration {
  phone: string;
  name: string;
  passwordHash: string;
  schoolId: number;
  grade: number;
  className: string | null;
}

/** Keeps the latest registration form of a phone until its OTP is verified. */
export async function savePendingRegistration(db: Executor, reg: PendingRegistration): Promise<void> {
  const values = {
    phone: reg.phone,
    name: reg.name,
    password_hash: reg.passwordHash,
    school_id: reg.schoolId,
    grade: reg.grade,
    class_name: reg.className,
  };
  await db
    .insertInto('contest_registrations')
    .values(values)
    .onConflict((oc) => oc.column('phone').doUpdateSet({ ...values, created_at: sql`app_now()` } as never))
    .execute();
}

export async function hasPendingRegistration(db: Executor, phone09: string): Promise<boolean> {
  const row = await db
    .selectFrom('contest_registrations')
    .select('phone')
    .where('phone', '=', phone09)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Turns a verified registration into an account (source CONTEST), its default profile (isContest)
 * and the contest profile, in one transaction. Null when there was no pending registration or the
 * phone got an account meanwhile.
 */
export function confirmRegistration(
  db: Db,
  phone09: string,
): Promise<{ userId: number; profileId: number } | null> {
  return db.transaction().execute(async (trx) => {
    const reg = await trx
      .deleteFrom('contest_registrations')
      .where('phone', '=', phone09)
      .returningAll()
      .executeTakeFirst();
    if (!reg) return null;
    const school = await trx
      .selectFrom('schools')
      .select(['id', 'province_id'])
      .where('id', '=', reg.school_id)
      .executeTakeFirstOrThrow();
    const account = await insertAccount(
      trx,
      {
        phone: phone09,
        source: USER_SOURCE.CONTEST,
        name: reg.name,
        grade: reg.grade,
        passwordHash: reg.password_hash,
      },
      { class_name: reg.class_name, school_id: school.id, is_contest: true },
    );
    if (!account) return null;
    await trx
      .insertInto('contest_profiles')
      .values({
        profile_id: account.profileId,
        name: reg.name,
        role: 'pupil',
        school_id: school.id,
        province_id: school.province_id,
        grade: reg.grade,
        class_name: reg.class_name,
      })
      .execute();
    return account;
  });
}

/** A profile's owner and contest flag in one statement (undefined: no such profile). */
export async function contestFlagOfProfile(
  db: Executor,
  profileId: number,
): Promise<{ user_id: number; is_contest: boolean } | undefined> {
  return profileById(db, profileId).select(['user_id', 'is_contest']).executeTakeFirst();
}
