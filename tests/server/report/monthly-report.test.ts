import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyFinishedMonth } from '../../../server/report/month-end-job';
import { openSharedReport } from '../../../server/report/report.repository';
import { monthOf, monthRange, monthShortLabel, shiftMonth } from '../../../src/domain/report-month';
import { makeAccount, type TestAccount } from '../learning/learning-kit';
import { createTestApp, engines, type TestApp } from '../support/test-app';
import { expectError, expectOk } from '../user/user-test-kit';
import { givenClassHistory } from './report-kit';

/*
 * Hand-computed fixture. March 2026 in Vietnam runs from 2026-02-28T17:00Z to 2026-03-31T17:00Z.
 * 1 March 2026 is a Sunday, so the month touches six weeks (Mondays 23/2 … 30/3).
 */
const HISTORY = [
  { startsAt: '2026-02-28T16:59:00Z', attended: true }, // 23:59 on 28/2 in Hà Nội: February
  { startsAt: '2026-02-28T17:00:00Z', attended: true }, // 00:00 on 1/3: March, week 1
  { startsAt: '2026-03-10T12:00:00Z', attended: true }, // week 3
  { startsAt: '2026-03-17T12:00:00Z', attended: false }, // week 4, missed
  { startsAt: '2026-03-31T16:30:00Z', attended: true }, // 23:30 on 31/3: March, week 6
  { startsAt: '2026-03-31T17:00:00Z', attended: false }, // 00:00 on 1/4: April
];

describe.each(engines())('monthly report API (%s)', (engine) => {
  let t: TestApp;
  let parent: TestAccount;
  let fixture: Awaited<ReturnType<typeof givenClassHistory>>;

  const report = (account: TestAccount, profileId: number, month: string) =>
    t.app.inject({
      method: 'GET',
      url: `/main/report/monthly?profile_id=${profileId}&month=${month}`,
      headers: account.headers,
    });

  beforeAll(async () => {
    t = await createTestApp({ engine });
    parent = await makeAccount(t);
    fixture = await givenClassHistory(t, parent.profileId, '2026-01-01T00:00:00Z', HISTORY);
    await t.db
      .insertInto('report_teacher_comments')
      .values({
        profile_id: parent.profileId,
        month: '2026-03',
        teacher_id: fixture.teacherId,
        comment: 'Con tiến bộ rõ.',
      })
      .execute();
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('counts attendance of the Vietnam-time month against the previous one, per week, with evidence', async () => {
    const data = expectOk(await report(parent, parent.profileId, '2026-03'));
    expect(data).toMatchObject({ month: '2026-03', previousMonth: '2026-02', hasData: true });
    const attendance = data.sections.attendance;
    expect(attendance.status).toBe('ready');
    expect(attendance.data).toMatchObject({
      attended: 3,
      missed: 1,
      scheduled: 4,
      rate: 75,
      previous: { attended: 1, scheduled: 1, rate: 100 },
    });
    expect(attendance.data.weeks).toEqual([
      { weekStart: '2026-02-23', label: 'Tuần 1', attended: 1, missed: 0 },
      { weekStart: '2026-03-02', label: 'Tuần 2', attended: 0, missed: 0 },
      { weekStart: '2026-03-09', label: 'Tuần 3', attended: 1, missed: 0 },
      { weekStart: '2026-03-16', label: 'Tuần 4', attended: 0, missed: 1 },
      { weekStart: '2026-03-23', label: 'Tuần 5', attended: 0, missed: 0 },
      { weekStart: '2026-03-30', label: 'Tuần 6', attended: 1, missed: 0 },
    ]);
    expect(attendance.data.sessions.map((s: { id: number }) => s.id)).toEqual(fixture.sessionIds.slice(1, 5));
    expect(attendance.data.sessions[2]).toMatchObject({
      attended: false,
      joinedAt: null,
      teacherName: fixture.teacherName,
      teacherTitle: 'GV chuyên',
    });
    expect(data.sections.lessons).toEqual({
      status: 'ready',
      data: {
        units: [2, 3, 5].map((n, i) => ({
          title: `Unit ${n}`,
          courseTitle: expect.any(String),
          sessionId: fixture.sessionIds[[1, 2, 4][i]!],
          date: HISTORY[[1, 2, 4][i]!]!.startsAt.replace(':00Z', ':00.000Z'),
        })),
      },
    });
    expect(data.sections.teacherComments).toMatchObject({
      status: 'ready',
      data: { comments: [{ comment: 'Con tiến bộ rõ.', teacherName: fixture.teacherName }] },
    });
    // Areas the profile did nothing in say so; they never answer zeros.
    for (const key of ['practice', 'dailyGoal', 'speak', 'club', 'loyalty', 'contest'])
      expect(data.sections[key]).toEqual({ status: 'empty' });
  });

  it('February has no previous month of data: previous is null', async () => {
    const data = expectOk(await report(parent, parent.profileId, '2026-02'));
    expect(data.sections.attendance.data).toMatchObject({
      attended: 1,
      scheduled: 1,
      rate: 100,
      previous: null,
    });
  });

  it('a month with no data is an honest empty report', async () => {
    const data = expectOk(await report(parent, parent.profileId, '2025-12'));
    expect(data.hasData).toBe(false);
    expect(data.sections.attendance).toEqual({ status: 'empty' });
    expect(data.sections.lessons).toEqual({ status: 'empty' });
    expect(data.sections.teacherComments).toEqual({ status: 'empty' });
    for (const key of ['practice', 'dailyGoal', 'speak', 'club', 'loyalty', 'contest'])
      expect(data.sections[key]).toEqual({ status: 'empty' });
  });

  it('refuses another account’s profile (403), a future month, a bad month and no login', async () => {
    const stranger = await makeAccount(t);
    expectError(await report(stranger, parent.profileId, '2026-03'), 403, 3004);
    expectError(await report(parent, parent.profileId, '2999-01'), 400, 6402);
    expectError(await report(parent, parent.profileId, '2026-13'), 400, 1001);
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/main/report/monthly?profile_id=${parent.profileId}&month=2026-03`,
      }),
      401,
    );
  });

  it('share links: signed, open without login, revocable, expire after 30 days, tamper-proof', async () => {
    const created = expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/main/report/share-links',
        headers: parent.headers,
        payload: { profile_id: parent.profileId, month: '2026-03' },
      }),
    );
    expect(created.path).toMatch(/^\/link\?token=rs1\.\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(created.expiresAt) - t.clock.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const token = created.path.slice('/link?token='.length);
    const open = (value: string) =>
      t.app.inject({ method: 'GET', url: `/main/link/report?token=${encodeURIComponent(value)}` });

    const shared = expectOk(await open(token));
    expect(shared.report.sections.attendance.data.attended).toBe(3);
    expect(shared.report.profileId).toBe(parent.profileId);

    const [prefix, id, expiry, signature] = token.split('.');
    const stretched = `${prefix}.${id}.${Number(expiry) + 86_400}.${signature}`;
    expectError(await open(stretched), 404, 6410);
    expectError(await open(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`), 404, 6410);

    await expect(openSharedReport(t.db, token, t.clock.now() + 31 * 86_400_000)).rejects.toMatchObject({
      statusCode: 410,
      errorCode: 6411,
    });

    const listed = expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/report/share-links?profile_id=${parent.profileId}&month=2026-03`,
        headers: parent.headers,
      }),
    );
    expect(listed.map((l: { id: number }) => l.id)).toEqual([created.id]);

    const stranger = await makeAccount(t);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `/main/report/share-links/${created.id}/revoke`,
        headers: stranger.headers,
      }),
      404,
    );
    expectOk(await open(token));
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: `/main/report/share-links/${created.id}/revoke`,
        headers: parent.headers,
      }),
    );
    const revoked = expectError(await open(token), 410, 6412);
    expect(revoked.message).toBe('Liên kết đã bị thu hồi.');
  });

  it('month end: one IN_APP notification per active profile and month, however often the job runs', async () => {
    const afterMarch = monthRange('2026-04').startMs + 30 * 60_000;
    const [first, second] = await Promise.all([
      notifyFinishedMonth(t.db, afterMarch),
      notifyFinishedMonth(t.db, afterMarch),
    ]);
    expect(first + second).toBeGreaterThan(0);
    expect(Math.min(first, second)).toBe(0);
    expect(await notifyFinishedMonth(t.db, afterMarch + 3_600_000)).toBe(0);
    const mine = await t.db
      .selectFrom('notifications')
      .select(['content', 'data', 'channel'])
      .where('profile_id', '=', parent.profileId)
      .execute();
    expect(mine).toEqual([
      {
        content: 'Báo cáo học tập tháng 3/2026 đã sẵn sàng',
        channel: 'IN_APP',
        data: { link: `/bao-cao-hoc-tap/bao-cao-thang?profile_id=${parent.profileId}&month=2026-03` },
      },
    ]);
  });

  it('dev replay: announces last month again to one own profile only, through the job', async () => {
    const replay = (account: TestAccount, profileId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/main/dev/report/month-end',
        headers: account.headers,
        payload: { profile_id: profileId },
      });
    const lastMonth = shiftMonth(monthOf(t.clock.now()), -1);
    const stranger = await makeAccount(t);
    expectError(await replay(stranger, parent.profileId), 403, 3004);
    expect(expectOk(await replay(parent, parent.profileId))).toEqual({ sent: 1 });
    expect(expectOk(await replay(parent, parent.profileId))).toEqual({ sent: 1 });
    const announced = await t.db
      .selectFrom('notifications')
      .select('data')
      .where('profile_id', '=', parent.profileId)
      .where('content', '=', `Báo cáo học tập tháng ${monthShortLabel(lastMonth)} đã sẵn sàng`)
      .execute();
    expect(announced).toHaveLength(2);
    expect(announced[0]!.data).toEqual({
      link: `/bao-cao-hoc-tap/bao-cao-thang?profile_id=${parent.profileId}&month=${lastMonth}`,
    });
  });
});
