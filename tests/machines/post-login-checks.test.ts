import { describe, expect, it } from 'vitest';
import { POST_LOGIN_CHECK_DELAY_MS } from '../../src/domain/constants';
import { postLoginChecksTestModel } from '../../src/machines/post-login-checks/post-login-checks.test-model';
import {
  contestUser,
  defaultProfileOf,
  familyUser,
  landingPageUser,
  ungradedUser,
} from '../../src/machines/shared/example-accounts';
import type { RouteCheckInput } from '../../src/machines/shared/route-check';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const on = (pathname: string, user: typeof familyUser): RouteCheckInput => ({
  pathname,
  user,
  profile: defaultProfileOf(user),
});

/** Runs the checks with the contest API answering `isContest` at once; returns the redirect targets. */
async function redirectsFor(input: RouteCheckInput, isContest: boolean | Error): Promise<MachineHarness> {
  const harness = new MachineHarness(postLoginChecksTestModel, input).start();
  if (harness.promises.isPending('fetchContestData')) {
    if (isContest instanceof Error) await harness.reject('fetchContestData', isContest);
    else await harness.resolve('fetchContestData', isContest);
  }
  harness.advance(POST_LOGIN_CHECK_DELAY_MS);
  return harness;
}
const targets = (h: MachineHarness) => h.actionsOf('redirect').map((a) => (a.params as { to: string }).to);

describe('post-login checks machine', () => {
  itCoversEveryStateAndTransition(postLoginChecksTestModel);

  it('redirects nothing before 1000 ms, then exactly at 1000 ms', async () => {
    const harness = new MachineHarness(postLoginChecksTestModel, on('/', ungradedUser)).start();
    await harness.resolve('fetchContestData', false);
    harness.advance(999);
    expect(targets(harness)).toEqual([]);
    harness.advance(1);
    expect(harness.actionsOf('redirect')).toEqual([
      { type: 'redirect', params: { to: '/update-info?default=true' }, at: 1000 },
    ]);
    expect(harness.value).toBe('redirected');
  });

  it('waits for a slow contest answer after the second, then decides at once', async () => {
    const harness = new MachineHarness(postLoginChecksTestModel, on('/', contestUser)).start();
    harness.advance(1500);
    expect(harness.value).toEqual({ pending: { delay: 'elapsed', contest: 'loading' } });
    harness.advance(500);
    await harness.resolve('fetchContestData', true);
    expect(harness.actionsOf('redirect')).toEqual([
      { type: 'redirect', params: { to: '/update-contest-info' }, at: 2000 },
    ]);
  });

  it('applies the three checks of SPEC §4', async () => {
    expect(targets(await redirectsFor(on('/', ungradedUser), false))).toEqual(['/update-info?default=true']);
    expect(targets(await redirectsFor(on('/', ungradedUser), true))).toEqual(['/update-contest-info']);
    expect(targets(await redirectsFor(on('/', contestUser), true))).toEqual(['/update-contest-info']);
    expect(targets(await redirectsFor(on('/', contestUser), false))).toEqual([]);
    expect(targets(await redirectsFor(on('/', landingPageUser), false))).toEqual(['/update-info']);
    expect(targets(await redirectsFor(on('/', familyUser), false))).toEqual([]);
  });

  it('counts a failed contest call as not contest and logs it', async () => {
    const harness = await redirectsFor(on('/', ungradedUser), new Error('Network Error'));
    expect(targets(harness)).toEqual(['/update-info?default=true']);
    expect(harness.actionsOf('logError')).toHaveLength(1);
  });

  it('puts the profile checks before the landing-page check', async () => {
    const ldpWithoutGrade = {
      ...landingPageUser,
      profiles: landingPageUser.profiles.map((p) => ({ ...p, gradeId: null })),
    };
    expect(targets(await redirectsFor(on('/', ldpWithoutGrade), false))).toEqual([
      '/update-info?default=true',
    ]);
  });

  it('never redirects on /chon-ho-so, nor to the page already open', async () => {
    const skipped = await redirectsFor(on('/chon-ho-so', ungradedUser), false);
    expect(skipped.value).toBe('skipped');
    expect(skipped.promises.started).toEqual([]);
    skipped.advance(10_000);
    expect(targets(skipped)).toEqual([]);

    expect(targets(await redirectsFor(on('/update-info', ungradedUser), false))).toEqual([]);
    expect(targets(await redirectsFor(on('/update-contest-info', contestUser), true))).toEqual([]);
  });
});
