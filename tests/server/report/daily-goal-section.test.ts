import { describe, expect, it } from 'vitest';
import { grantPoints } from '../../../server/loyalty/loyalty.grants';
import { repairStreak } from '../../../server/practice/daily-goal.repository';
import { buildMonthlyReport } from '../../../server/report/report.repository';
import { makeAccount } from '../learning/learning-kit';
import { engines, type TestApp, useTestApp } from '../support/test-app';

/*
 * The monthly report's daily-goal section (issue 33): a parent sees the days the pupil met the goal
 * (or repaired with diamonds), the longest streak of the month and the streak it ended with.
 * December 2026 and January 2027 in Vietnam time; "now" is a parameter.
 */
const vn = (isoLocal: string) => Date.parse(`${isoLocal}+07:00`);

async function tenAnswers(t: TestApp, profileId: number, day: string) {
  const at = new Date(vn(`${day}T20:00:00`));
  const items = await t.db.selectFrom('practice_items').select(['id', 'unit_id']).limit(10).execute();
  const session = await t.db
    .insertInto('practice_sessions')
    .values({ profile_id: profileId, unit_id: items[0]!.unit_id, item_ids: '[]', started_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('practice_answers')
    .values(
      items.map((i) => ({
        session_id: session.id,
        item_id: i.id,
        answer: 'x',
        correct: true,
        answered_at: at,
      })),
    )
    .execute();
}

describe.each(engines())('monthly report: daily goal (%s)', (engine) => {
  const t = useTestApp({ engine });

  it('days met and repaired in the month, its longest streak, the streak at its end; the next month goes on', async () => {
    const pupil = await makeAccount(t, { grade: 7 });
    await grantPoints(t.db, {
      profileId: pupil.profileId,
      currency: 'diamond',
      amount: 10,
      reason: 'admin_grant',
      idempotencyKey: 'report-goal',
    });
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-29', '2026-12-31', '2027-01-01'])
      await tenAnswers(t, pupil.profileId, day);
    // 30 Dec missed, repaired on the 31st (Wednesday 30 and Thursday 31 are in the same week).
    await repairStreak(t.db, {
      profileId: pupil.profileId,
      day: '2026-12-30',
      nowMs: vn('2026-12-31T07:00:00'),
    });

    const december = await buildMonthlyReport(t.db, pupil.profileId, '2026-12', vn('2027-01-01T09:00:00'));
    expect(december.sections.dailyGoal).toMatchObject({
      status: 'ready',
      data: { daysMet: 5, daysRepaired: 1, daysSoFar: 31, longestStreak: 3, streak: 3 },
    });
    const days = december.sections.dailyGoal.status === 'ready' ? december.sections.dailyGoal.data.days : [];
    expect(days).toHaveLength(31);
    expect(days.slice(28)).toEqual([
      { day: '2026-12-29', status: 'met' },
      { day: '2026-12-30', status: 'repaired' },
      { day: '2026-12-31', status: 'met' },
    ]);
    expect(days[3]).toEqual({ day: '2026-12-04', status: 'missed' });

    // January so far (the 1st, at 9:00): the streak runs on across the year end.
    const january = await buildMonthlyReport(t.db, pupil.profileId, '2027-01', vn('2027-01-01T09:00:00'));
    expect(january.sections.dailyGoal).toMatchObject({
      status: 'ready',
      data: { daysMet: 1, daysRepaired: 0, daysSoFar: 1, longestStreak: 1, streak: 4 },
    });
    // A month before any goal met is empty, not zeros.
    const november = await buildMonthlyReport(t.db, pupil.profileId, '2026-11', vn('2027-01-01T09:00:00'));
    expect(november.sections.dailyGoal).toEqual({ status: 'empty' });
  });
});
