import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../server/clock';
import {
  ensureAllUpcomingSessions,
  listUpcomingSessions,
} from '../../../server/learning/sessions.repository';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { expectOk } from '../user/user-test-kit';
import { makeAccount, makeSlot } from './learning-kit';

const DAY_MS = 86_400_000;
/**
 * The day the suite went red (issue 36): 30 days later is Monday 2026-12-28 at 11:05 in Vietnam, after
 * that Monday's 07:35 class, when the horizon used to count from the start of the day and held only
 * one Monday class ahead. Sessions are written by the app's clock, so the whole suite is pinned to it.
 */
const RED_DAY = Date.parse('2026-11-28T04:05:00Z');

async function sessionCount(t: TestApp, scheduleId: number) {
  const row = await t.db
    .selectFrom('class_sessions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('class_schedule_id', '=', scheduleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new pupil with a licence of the course, registered (action 1) in the schedule. */
async function pupilWithSeat(t: TestApp, scheduleId: number) {
  const pupil = await makeAccount(t, { licence: { code: 'EN-AI-G2', days: 90 } });
  expectOk(
    await t.app.inject({
      method: 'POST',
      url: '/main/user/save-schedules',
      headers: pupil.headers,
      payload: { schedule_id: scheduleId, action: 1 },
    }),
  );
  return pupil;
}

/**
 * Sessions are written when a seat is taken and by the hourly job, never by a read (issue 17: the
 * home's reads are ≤ 2 statements).
 */
describe.each(engines())('upcoming class sessions (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, clock: manualClock(RED_DAY) });
  }, 200_000);
  afterAll(async () => {
    await t?.close();
  });

  it('taking a seat writes its sessions: the home lists them at once', async () => {
    const scheduleId = await makeSlot(t, 'AI-G2', 5, '07:05');
    expect(await sessionCount(t, scheduleId)).toBe(0);
    const pupil = await pupilWithSeat(t, scheduleId);
    const sessions = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/user/class-sessions?profile_id=${pupil.profileId}`,
        headers: pupil.headers,
      }),
    ) as { scheduleId: number; startsAt: string }[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.every((s) => s.scheduleId === scheduleId)).toBe(true);
    expect(sessions.map((s) => s.startsAt)).toEqual([...sessions.map((s) => s.startsAt)].sort());
  });

  it("a read never writes; the job rolls every held schedule's horizon forward, idempotently", async () => {
    const scheduleId = await makeSlot(t, 'AI-G2', 5, '07:35');
    const pupil = await pupilWithSeat(t, scheduleId);
    const inAMonth = t.clock.now() + 30 * DAY_MS;
    const before = await sessionCount(t, scheduleId);
    // A server that was off for a month: the read finds nothing ahead and writes nothing.
    expect(await listUpcomingSessions(t.db, pupil.profileId, inAMonth)).toEqual([]);
    expect(await sessionCount(t, scheduleId)).toBe(before);

    // Two instances starting at once.
    const [looked] = await Promise.all([
      ensureAllUpcomingSessions(t.db, inAMonth),
      ensureAllUpcomingSessions(t.db, inAMonth),
    ]);
    expect(looked).toBeGreaterThanOrEqual(1);
    const ahead = await listUpcomingSessions(t.db, pupil.profileId, inAMonth);
    expect(ahead.length).toBeGreaterThanOrEqual(2);
    expect(ahead.every((s) => Date.parse(s.endsAt) > inAMonth)).toBe(true);
    const after = await sessionCount(t, scheduleId);
    await ensureAllUpcomingSessions(t.db, inAMonth);
    expect(await sessionCount(t, scheduleId)).toBe(after);
  });

  it("another account's profile is 403, an unknown one 404, both in the read's own statement", async () => {
    const owner = await makeAccount(t);
    const stranger = await makeAccount(t);
    const read = (profileId: number) =>
      t.app.inject({
        method: 'GET',
        url: `/main/user/class-sessions?profile_id=${profileId}`,
        headers: stranger.headers,
      });
    expect((await read(owner.profileId)).statusCode).toBe(403);
    expect((await read(2_000_000_000)).statusCode).toBe(404);
    expect(expectOk(await read(stranger.profileId))).toEqual([]);
  });
});
