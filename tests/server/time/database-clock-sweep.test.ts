import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, OTP_TTL_SECONDS } from '../../../server/auth/auth-limits';
import { replaceOtp, spendOtp } from '../../../server/auth/otp.repository';
import { findLiveToken, issueSession } from '../../../server/auth/tokens.repository';
import { findRound } from '../../../server/contest/contest-rounds.repository';
import type { Db } from '../../../server/db/database';
import { createTestDatabase } from '../support/test-app';

/*
 * Issue 36, the rules the database enforces inside one statement (contest round windows, OTP and
 * access-token lifetimes): they read app_now() (migration 0140), which a test pins per connection with
 * `set uniclass.now`. Every day of 2026-01-01 … 2028-12-31, on PGlite (the same SQL runs on PostgreSQL).
 */

const DAY_MS = 86_400_000;
const DAYS: number[] = [];
for (
  let day = Date.parse('2026-01-01T00:00:00+07:00');
  day <= Date.parse('2028-12-31T00:00:00+07:00');
  day += DAY_MS
)
  DAYS.push(day);

async function setNow(db: Db, epochMs: number | null): Promise<void> {
  await sql`select set_config('uniclass.now', ${epochMs === null ? '' : new Date(epochMs).toISOString()}, false)`.execute(
    db,
  );
}

describe('rules on the database clock, every day of 2026–2028', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', 'migrated');
    db = database.db;
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('app_now() is now() until a test pins it', async () => {
    await setNow(db, null);
    const { rows } = await sql<{ same: boolean }>`select app_now() = now() as same`.execute(db);
    expect(rows[0]?.same).toBe(true);
    await setNow(db, Date.parse('2028-02-29T12:00:00+07:00'));
    const pinned = await sql<{ at: Date }>`select app_now() as at`.execute(db);
    expect(pinned.rows[0]?.at.toISOString()).toBe('2028-02-29T05:00:00.000Z');
    await setNow(db, null);
  });

  it('a contest round is upcoming until its start, open until its end, then closed', async () => {
    // A one-day round per Vietnamese calendar day, opening at midnight in Hà Nội.
    const rounds = await db
      .insertInto('contest_rounds')
      .values(
        DAYS.map((day) => ({
          name: `Vòng ngày ${new Date(day).toISOString().slice(0, 10)}`,
          grade: null,
          start_time: new Date(day),
          end_time: new Date(day + DAY_MS),
          duration_minutes: 30,
        })),
      )
      .returning('id')
      .execute();
    const problems: string[] = [];
    for (const [index, day] of DAYS.entries()) {
      const id = rounds[index]!.id;
      for (const [at, status] of [
        [day - 1, 'upcoming'],
        [day, 'open'],
        [day + DAY_MS - 1, 'open'],
        [day + DAY_MS, 'closed'],
      ] as const) {
        await setNow(db, at);
        const round = await findRound(db, id);
        if (round?.status !== status)
          problems.push(`${new Date(at).toISOString()}: ${round?.status}, not ${status}`);
      }
      if (problems.length >= 5) break;
    }
    await setNow(db, null);
    expect(problems).toEqual([]);
  }, 120_000);

  it('an OTP lives exactly 5 minutes and an access token exactly 360 days, whatever day they start', async () => {
    const { id: userId } = await db
      .insertInto('users')
      .values({ phone: '0979000036', source: 1, name: 'Quét ngày', password_hash: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const phone = '0979000036';
    const problems: string[] = [];
    for (const day of DAYS) {
      // Sent two and a half minutes before midnight in Vietnam: its life crosses the change of day.
      const sentAt = day - 150_000;
      await setNow(db, sentAt);
      await replaceOtp(db, {
        phone,
        purpose: 'register',
        codeHash: 'x'.repeat(64),
        ttlSeconds: OTP_TTL_SECONDS,
      });
      const session = await issueSession(db, userId, null);
      const spend = () => spendOtp(db, { phone, purpose: 'register', codeHash: null, maxAttempts: 1_000 });
      await setNow(db, sentAt + OTP_TTL_SECONDS * 1000 - 1);
      if ((await spend()).outcome !== 'wrong')
        problems.push(`${new Date(sentAt).toISOString()}: OTP dead too early`);
      await setNow(db, sentAt + OTP_TTL_SECONDS * 1000);
      if ((await spend()).outcome !== 'expired')
        problems.push(`${new Date(sentAt).toISOString()}: OTP alive at 5 minutes`);
      await setNow(db, sentAt + ACCESS_TOKEN_TTL_SECONDS * 1000 - 1);
      if (!(await findLiveToken(db, session.accessToken, ['access'])))
        problems.push(`${new Date(sentAt).toISOString()}: token dead too early`);
      await setNow(db, sentAt + ACCESS_TOKEN_TTL_SECONDS * 1000);
      if (await findLiveToken(db, session.accessToken, ['access']))
        problems.push(`${new Date(sentAt).toISOString()}: token alive at 360 days`);
      if (problems.length >= 5) break;
    }
    await setNow(db, null);
    expect(problems).toEqual([]);
  }, 120_000);
});
