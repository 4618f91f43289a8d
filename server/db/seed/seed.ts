import { sql } from 'kysely';
import { seedClub } from '../../club/club.seed';
import { seedContest } from '../../contest/contest.seed';
import { syncCurriculum } from '../../curriculum/curriculum-sync';
import { seedLearning } from '../../learning/learning.seed';
import { seedLoyalty } from '../../loyalty/loyalty.seed';
import { seedNotifications } from '../../notification/seed-notifications';
import { seedPayment } from '../../payment/payment.seed';
import { seedReport } from '../../report/report.seed';
import type { PasswordHasher } from '../../security/password';
import type { Db } from '../database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_SCHOOLS } from './demo-schools';

/** Arbitrary constant: two processes booting on an empty database seed once. */
const SEED_LOCK_ID = 7_212_002;

/** One row is enough to know (a count would read the whole table). */
async function hasAnyUser(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Fills an EMPTY database (no users) with demo schools and the demo accounts, in one transaction.
 * A database that has any user is left alone, so a restart never overwrites what people changed.
 * Returns whether it seeded. The demo's dates (classes, notifications, ledger, reports) are placed
 * around `nowMs`, so a demo seeded today looks lived-in today.
 */
export async function seedIfEmpty(
  db: Db,
  { nowMs, passwords }: { nowMs: number; passwords: PasswordHasher },
): Promise<boolean> {
  // Every restart meets a database with users: it must not pay the argon2 run below (issue 35). The
  // check is repeated under the lock, where it decides.
  if (await hasAnyUser(db)) return false;
  // Hash outside the transaction: argon2 is slow on purpose and PGlite has a single connection. The
  // demo accounts share one public password, so one hash (salt included) serves them all instead of
  // one 19 MiB argon2 run per account at every first boot.
  const demoPasswordHash = await passwords.hash(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
    if (await hasAnyUser(trx)) return false;

    const provinces = await trx.selectFrom('provinces').select(['id', 'code']).execute();
    const provinceIdByCode = new Map(provinces.map((p) => [p.code, p.id]));
    const { count: schoolCount } = await trx
      .selectFrom('schools')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    // Schools may have been imported before any account exists; only fill an empty table.
    if (Number(schoolCount) === 0) {
      const rows = Object.entries(DEMO_SCHOOLS).flatMap(([code, schools]) => {
        const provinceId = provinceIdByCode.get(code);
        if (provinceId === undefined) throw new Error(`Demo school refers to unknown province code ${code}`);
        return schools.map(([name, level]) => ({ province_id: provinceId, name, level }));
      });
      await trx.insertInto('schools').values(rows).execute();
    }
    const schools = await trx
      .selectFrom('schools')
      .innerJoin('provinces', 'provinces.id', 'schools.province_id')
      .select(['schools.id', 'schools.name', 'provinces.code'])
      .execute();
    const schoolIdByKey = new Map(schools.map((school) => [`${school.code}|${school.name}`, school.id]));

    for (const account of DEMO_ACCOUNTS) {
      const user = await trx
        .insertInto('users')
        .values({
          phone: account.phone,
          source: account.source,
          name: account.name,
          password_hash: demoPasswordHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const profile of account.profiles) {
        const schoolId = profile.school ? schoolIdByKey.get(profile.school.join('|')) : null;
        if (schoolId === undefined)
          throw new Error(`Demo profile refers to unknown school ${profile.school}`);
        const inserted = await trx
          .insertInto('profiles')
          .values({
            user_id: user.id,
            name: profile.name,
            avatar: `avatars/default-${String(profile.avatar).padStart(2, '0')}.svg`,
            avatar_border: null,
            is_default: profile.isDefault,
            grade_id: profile.grade,
            class_name: profile.className,
            school_id: schoolId,
            is_contest: profile.isContest,
            loyalty_point: profile.loyalty.point,
            loyalty_coin: profile.loyalty.coin,
            loyalty_diamond: profile.loyalty.diamond,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (profile.schedules.length > 0) {
          await trx
            .insertInto('profile_schedules')
            .values(
              profile.schedules.map((s) => ({
                profile_id: inserted.id,
                course_title: s.courseTitle,
                weekday: s.weekday,
                start_time: s.startTime,
              })),
            )
            .execute();
        }
      }
    }
    await seedLearning(trx, nowMs);
    await seedNotifications(trx, nowMs);
    await seedLoyalty(trx, nowMs);
    await seedClub(trx, nowMs);
    await syncCurriculum(trx);
    await seedContest(trx);
    await seedPayment(trx);
    await seedReport(trx, nowMs);
    return true;
  });
}
