import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../server/http/error-codes';
import { grantPoints } from '../../../server/loyalty/loyalty.grants';
import { loadDailyGoal, repairStreak } from '../../../server/practice/daily-goal.repository';
import { makeAccount, type TestAccount } from '../learning/learning-kit';
import { engines, type TestApp, useTestApp } from '../support/test-app';
import { expectError, expectOk } from '../user/user-test-kit';

/*
 * The daily goal and the streak (issue 33, ADR 0014) on the database: days end at midnight in Vietnam
 * while the server runs in UTC, streaks cross month and year ends, a missed day is repaired once a
 * week through the loyalty ledger. "Now" is a parameter of the repository functions.
 */

/** An instant given as Vietnam wall-clock time. */
const vn = (isoLocal: string) => Date.parse(`${isoLocal}+07:00`);

/** `n` practice answers at `atMs` (one session), each on another item. */
async function practise(t: TestApp, profileId: number, atMs: number, n: number): Promise<void> {
  const items = await t.db
    .selectFrom('practice_items')
    .select(['id', 'unit_id'])
    .orderBy('id')
    .limit(n)
    .execute();
  const session = await t.db
    .insertInto('practice_sessions')
    .values({
      profile_id: profileId,
      unit_id: items[0]!.unit_id,
      item_ids: JSON.stringify(items.map((i) => i.id)),
      started_at: new Date(atMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('practice_answers')
    .values(
      items.map((item) => ({
        session_id: session.id,
        item_id: item.id,
        answer: 'x',
        correct: false,
        explanation: null,
        example: null,
        answered_at: new Date(atMs),
      })),
    )
    .execute();
}

/** A day that meets the goal: 10 answers at noon (Vietnam). */
const meetGoal = (t: TestApp, profileId: number, day: string) =>
  practise(t, profileId, vn(`${day}T12:00:00`), 10);

async function withDiamonds(t: TestApp, pupil: TestAccount, amount: number) {
  await grantPoints(t.db, {
    profileId: pupil.profileId,
    currency: 'diamond',
    amount,
    reason: 'admin_grant',
    idempotencyKey: `test-diamonds-${pupil.profileId}`,
  });
}

const ledgerOf = (t: TestApp, profileId: number) =>
  t.db
    .selectFrom('loyalty_ledger')
    .select(['amount', 'reason', 'idempotency_key'])
    .where('profile_id', '=', profileId)
    .where('reason', '=', 'streak_repair')
    .execute();

describe.each(engines())('daily goal and streak (%s)', (engine) => {
  const t = useTestApp({ engine });

  it('a day ends at midnight in Vietnam, not in UTC: 9 answers before and 1 after meet no goal', async () => {
    const pupil = await makeAccount(t, { grade: 4 });
    // 23:59 and 00:01 in Hà Nội are 16:59 and 17:01 UTC of the same UTC day.
    await practise(t, pupil.profileId, vn('2026-12-31T23:59:00'), 9);
    await practise(t, pupil.profileId, vn('2027-01-01T00:01:00'), 1);
    const atMidnight = await loadDailyGoal(t.db, pupil.profileId, vn('2027-01-01T00:02:00'));
    expect(atMidnight).toMatchObject({ today: '2027-01-01', practiceItems: 1, met: false, streak: 0 });
    const before = await loadDailyGoal(t.db, pupil.profileId, vn('2026-12-31T23:59:30'));
    expect(before).toMatchObject({ today: '2026-12-31', practiceItems: 9, met: false });
    await practise(t, pupil.profileId, vn('2026-12-31T23:59:59'), 1);
    const reached = await loadDailyGoal(t.db, pupil.profileId, vn('2027-01-01T08:00:00'));
    expect(reached).toMatchObject({ today: '2027-01-01', practiceItems: 1, met: false, streak: 1 });
  });

  it('the streak crosses month and year ends, stays while today is open, and breaks after a missed day', async () => {
    const pupil = await makeAccount(t, { grade: 7 });
    for (const day of ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-30', '2026-12-31', '2027-01-01'])
      await meetGoal(t, pupil.profileId, day);
    expect((await loadDailyGoal(t.db, pupil.profileId, vn('2026-12-01T20:00:00'))).streak).toBe(3);
    const newYear = await loadDailyGoal(t.db, pupil.profileId, vn('2027-01-01T23:00:00'));
    expect(newYear).toMatchObject({ met: true, streak: 3 });
    // Mon 28 Dec 2026 to Sun 3 Jan 2027.
    expect(newYear.week.map((d) => d.status)).toEqual([
      'missed',
      'missed',
      'met',
      'met',
      'met',
      'future',
      'future',
    ]);
    expect((await loadDailyGoal(t.db, pupil.profileId, vn('2027-01-02T09:00:00'))).streak).toBe(3);
    const broken = await loadDailyGoal(t.db, pupil.profileId, vn('2027-01-03T09:00:00'));
    expect(broken).toMatchObject({ streak: 0, repair: { day: '2027-01-02', cost: 10, affordable: false } });
  });

  it('one speak topic spoken in full meets the goal too', async () => {
    const pupil = await makeAccount(t, { grade: 3 });
    const topic = await t.db
      .selectFrom('speak_topics')
      .select('id')
      .where('grade', '=', 3)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    const prompts = await t.db
      .selectFrom('speak_prompts')
      .select('id')
      .where('topic_id', '=', topic.id)
      .execute();
    const at = vn('2027-02-10T19:00:00');
    const attempts = (ids: { id: number }[], tag: string) =>
      t.db
        .insertInto('speak_attempts')
        .values(
          ids.map((p, n) => ({
            profile_id: pupil.profileId,
            prompt_id: p.id,
            client_attempt_id: `goal-${tag}-${n}`,
            score: 70,
            words: JSON.stringify([]),
            created_at: new Date(at + n * 60_000),
          })),
        )
        .execute();
    await attempts(prompts.slice(0, -1), 'a');
    expect(await loadDailyGoal(t.db, pupil.profileId, at + 3_600_000)).toMatchObject({
      speakTopicDone: false,
      met: false,
    });
    await attempts(prompts.slice(-1), 'b');
    expect(await loadDailyGoal(t.db, pupil.profileId, at + 3_600_000)).toMatchObject({
      speakTopicDone: true,
      met: true,
      streak: 1,
    });
  });

  it('a missed yesterday is repaired for 10 diamonds through the ledger, once; a retry charges nothing', async () => {
    const pupil = await makeAccount(t, { grade: 5 });
    await withDiamonds(t, pupil, 25);
    for (const day of ['2027-01-04', '2027-01-05']) await meetGoal(t, pupil.profileId, day);
    const now = vn('2027-01-07T07:30:00');
    const offered = await loadDailyGoal(t.db, pupil.profileId, now);
    expect(offered.repair).toEqual({ day: '2027-01-06', cost: 10, affordable: true });
    const repaired = await repairStreak(t.db, { profileId: pupil.profileId, day: '2027-01-06', nowMs: now });
    expect(repaired).toMatchObject({ streak: 3, repair: null });
    expect(repaired.week[2]).toEqual({ day: '2027-01-06', status: 'repaired' });
    const again = await repairStreak(t.db, {
      profileId: pupil.profileId,
      day: '2027-01-06',
      nowMs: now + 60_000,
    });
    expect(again).toEqual(repaired);
    expect(await ledgerOf(t, pupil.profileId)).toEqual([
      { amount: -10, reason: 'streak_repair', idempotency_key: 'streak-repair:2027-01-06' },
    ]);
    const wallet = await t.db
      .selectFrom('profiles')
      .select('loyalty_diamond')
      .where('id', '=', pupil.profileId)
      .executeTakeFirstOrThrow();
    expect(wallet.loyalty_diamond).toBe(15);

    // Thursday 7 and Friday 8 met, Saturday 9 missed: the same week already had its repair.
    for (const day of ['2027-01-07', '2027-01-08']) await meetGoal(t, pupil.profileId, day);
    const saturday = vn('2027-01-10T10:00:00');
    expect((await loadDailyGoal(t.db, pupil.profileId, saturday)).repair).toBeNull();
    await expect(
      repairStreak(t.db, { profileId: pupil.profileId, day: '2027-01-09', nowMs: saturday }),
    ).rejects.toMatchObject({ statusCode: 409, errorCode: ERROR_CODES.PRACTICE_STREAK_NOT_REPAIRABLE });
    expect(await ledgerOf(t, pupil.profileId)).toHaveLength(1);
  });

  it('only yesterday, and only with enough diamonds: refusals change nothing', async () => {
    const pupil = await makeAccount(t, { grade: 6 });
    await withDiamonds(t, pupil, 9);
    await meetGoal(t, pupil.profileId, '2027-03-01');
    const now = vn('2027-03-03T08:00:00');
    await expect(
      repairStreak(t.db, { profileId: pupil.profileId, day: '2027-03-02', nowMs: now }),
    ).rejects.toMatchObject({ statusCode: 409, errorCode: ERROR_CODES.LOYALTY_INSUFFICIENT_BALANCE });
    await expect(
      repairStreak(t.db, { profileId: pupil.profileId, day: '2027-03-01', nowMs: now }),
    ).rejects.toMatchObject({ statusCode: 409, errorCode: ERROR_CODES.PRACTICE_STREAK_NOT_REPAIRABLE });
    expect(await ledgerOf(t, pupil.profileId)).toEqual([]);
    const repairs = await t.db
      .selectFrom('streak_repairs')
      .select('day')
      .where('profile_id', '=', pupil.profileId)
      .execute();
    expect(repairs).toEqual([]);
  });

  it('the routes: today’s goal with the real clock; repair refusals are 4xx in Vietnamese; another account is 403', async () => {
    const pupil = await makeAccount(t, { grade: 2 });
    const other = await makeAccount(t, { grade: 2 });
    await practise(t, pupil.profileId, t.clock.now(), 4);
    const goal = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/practice/daily-goal?profile_id=${pupil.profileId}`,
        headers: pupil.headers,
      }),
    );
    expect(goal).toMatchObject({ practiceItems: 4, practiceTarget: 10, met: false, streak: 0, repair: null });
    expect(goal.week).toHaveLength(7);
    const repair = (account: TestAccount, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/main/practice/daily-goal/repair',
        headers: account.headers,
        payload,
      });
    const refused = expectError(
      await repair(pupil, { profile_id: pupil.profileId, day: '2020-01-01' }),
      409,
      ERROR_CODES.PRACTICE_STREAK_NOT_REPAIRABLE,
    );
    expect(refused.message).toMatch(/Chỉ sửa được ngày hôm qua/);
    expectError(await repair(other, { profile_id: pupil.profileId, day: '2020-01-01' }), 403);
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/main/practice/daily-goal?profile_id=${pupil.profileId}`,
        headers: other.headers,
      }),
      403,
    );
    expectError(
      await repair(pupil, { profile_id: pupil.profileId, day: '2020-02-30' }),
      400,
      ERROR_CODES.VALIDATION_FAILED,
    );
    expectError(await repair(pupil, { profile_id: pupil.profileId, day: '2020-01-01', extra: 1 }), 400);
  });

  it('concurrent repairs of the same day charge once', async () => {
    const pupil = await makeAccount(t, { grade: 8 });
    await withDiamonds(t, pupil, 50);
    for (const day of ['2027-05-10', '2027-05-11']) await meetGoal(t, pupil.profileId, day);
    const now = vn('2027-05-13T18:00:00');
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        repairStreak(t.db, { profileId: pupil.profileId, day: '2027-05-12', nowMs: now }),
      ),
    );
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await ledgerOf(t, pupil.profileId)).toHaveLength(1);
  });
});
