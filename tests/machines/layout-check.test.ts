import { describe, expect, it } from 'vitest';
import { LAYOUT_CHECK_SKIPPED_ROUTES, LAYOUT_REDIRECT_DELAY_MS } from '../../src/domain/constants';
import type { User } from '../../src/domain/entities';
import {
  exemptSourceUser,
  layoutCheckTestModel,
} from '../../src/machines/layout-check/layout-check.test-model';
import {
  defaultProfileOf,
  familyUser,
  ungradedUser,
  unscheduledUser,
} from '../../src/machines/shared/example-accounts';
import type { RouteCheckInput } from '../../src/machines/shared/route-check';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const on = (pathname: string, user: User): RouteCheckInput => ({
  pathname,
  user,
  profile: defaultProfileOf(user),
});
const targets = (h: MachineHarness) => h.actionsOf('redirect').map((a) => (a.params as { to: string }).to);

describe('layout check machine', () => {
  itCoversEveryStateAndTransition(layoutCheckTestModel);

  it('redirects to /dang-ky?schedules=0 at exactly 200 ms, not before', async () => {
    const harness = new MachineHarness(layoutCheckTestModel, on('/', unscheduledUser)).start();
    expect(harness.promises.started).toEqual([{ id: 'fetchContestData', input: { profileId: 31 } }]);
    await harness.resolve('fetchContestData', false);
    harness.advance(LAYOUT_REDIRECT_DELAY_MS - 1);
    expect(targets(harness)).toEqual([]);
    harness.advance(1);
    expect(harness.actionsOf('redirect')).toEqual([
      { type: 'redirect', params: { to: '/dang-ky?schedules=0' }, at: 200 },
    ]);
  });

  it('on /dang-ky too (the sign-up page, or the picker: the redirect action skips an open target)', async () => {
    const harness = new MachineHarness(layoutCheckTestModel, on('/dang-ky', unscheduledUser)).start();
    await harness.resolve('fetchContestData', false);
    harness.advance(LAYOUT_REDIRECT_DELAY_MS);
    expect(harness.value).toBe('redirected');
    expect(targets(harness)).toEqual(['/dang-ky?schedules=0']);
  });

  it('never redirects on the skipped routes', () => {
    for (const route of LAYOUT_CHECK_SKIPPED_ROUTES) {
      const harness = new MachineHarness(layoutCheckTestModel, on(route, unscheduledUser)).start();
      harness.advance(10_000);
      expect(harness.value).toBe('skipped');
      expect(targets(harness)).toEqual([]);
    }
    // SPEC §4's four first.
    expect(LAYOUT_CHECK_SKIPPED_ROUTES.slice(0, 4)).toEqual([
      '/rule',
      '/privacy-policy',
      '/permission',
      '/chon-ho-so',
    ]);
  });

  it('lets a family without a schedule reach its account, courses, activation, payment, deletion, report and practice (issue 31)', () => {
    for (const path of [
      '/thong-tin-tai-khoan',
      '/thong-tin-tai-khoan/khoa-hoc',
      '/kich-hoat-tai-khoan',
      '/kich-hoat-tai-khoan/_index',
      '/payment',
      '/delete-account',
      '/bao-cao-hoc-tap/bao-cao-thang',
      '/ai-practice',
      '/phong-tap-luyen',
      '/ai-topic',
    ]) {
      const harness = new MachineHarness(layoutCheckTestModel, on(path, unscheduledUser)).start();
      harness.advance(10_000);
      expect({ path, value: harness.value }).toEqual({ path, value: 'skipped' });
    }
    // The class home still leads to the schedule page (where the offer is).
    expect(
      new MachineHarness(layoutCheckTestModel, on('/lop-hoc', unscheduledUser)).start().value,
    ).toHaveProperty('pending');
  });

  it('exempts contest profiles, source 102, profiles without grade and profiles with schedules', async () => {
    const contest = new MachineHarness(layoutCheckTestModel, on('/', unscheduledUser)).start();
    await contest.resolve('fetchContestData', true);
    contest.advance(1_000);
    expect(contest.value).toBe('passed');

    for (const user of [exemptSourceUser, ungradedUser, familyUser]) {
      const harness = new MachineHarness(layoutCheckTestModel, on('/', user)).start();
      expect(harness.value).toBe('passed');
      expect(harness.promises.started).toEqual([]);
    }
  });

  it('does not redirect when the contest API cannot answer', async () => {
    const harness = new MachineHarness(layoutCheckTestModel, on('/', unscheduledUser)).start();
    harness.advance(199);
    await harness.reject('fetchContestData', new Error('Network Error'));
    harness.advance(1_000);
    expect(targets(harness)).toEqual([]);
    expect(harness.actionsOf('logError')).toHaveLength(1);
  });

  it('redirects when a slow contest answer arrives after 200 ms', async () => {
    const harness = new MachineHarness(layoutCheckTestModel, on('/', unscheduledUser)).start();
    harness.advance(350);
    expect(targets(harness)).toEqual([]);
    await harness.resolve('fetchContestData', false);
    expect(harness.actionsOf('redirect').map((a) => a.at)).toEqual([350]);
  });
});
