import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf, shiftMonth } from '../../../src/domain/report-month';
import { createTestApp, type TestApp } from '../support/test-app';
import { authHeaders, expectOk, login, type Session } from '../user/user-test-kit';

/**
 * The demo seed gives Minh Anh (0901000001's default profile) a report with every learning
 * section filled, last month and this month, from the areas' rows (PGlite: the seed is the same on
 * both engines and this checks data, not SQL).
 */
describe('demo data: Minh Anh’s monthly report', () => {
  let t: TestApp;
  let parent: Session;
  let profileId: number;
  const report = async (month: string) =>
    expectOk(
      await t.app.inject({
        method: 'GET',
        url: `/main/report/monthly?profile_id=${profileId}&month=${month}`,
        headers: authHeaders(parent),
      }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    parent = await login(t, '0901000001');
    profileId = parent.user.profiles.find((p: { isDefault?: boolean; name: string }) =>
      p.name.includes('Minh Anh'),
    )!.id;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['last month', -1],
    ['this month', 0],
  ])('%s shows attendance, practice, speaking and club from seeded rows', async (_name, delta) => {
    const data = await report(shiftMonth(monthOf(t.clock.now()), delta));
    expect(data.hasData).toBe(true);
    for (const key of ['attendance', 'practice', 'speak', 'club'])
      expect({ key, status: data.sections[key].status }).toEqual({ key, status: 'ready' });
    expect(data.sections.practice.data.perSkill.length).toBeGreaterThan(0);
    expect(data.sections.speak.data.attempts.length).toBeGreaterThan(0);
    // No contest profile: an honest empty section, not a zero score.
    expect(data.sections.contest).toEqual({ status: 'empty' });
  });

  it('last month compares speaking with the month before and counts trophies from the ledger', async () => {
    const data = await report(shiftMonth(monthOf(t.clock.now()), -1));
    expect(data.sections.loyalty.status).toBe('ready');
    expect(data.sections.loyalty.data.trophiesEarned).toBeGreaterThan(0);
    const thisMonth = await report(monthOf(t.clock.now()));
    expect(thisMonth.sections.speak.data.previousAverageScore).toBe(data.sections.speak.data.averageScore);
  });
});
