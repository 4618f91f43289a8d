import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import {
  ACCESS_TOKEN_COOKIE_SECONDS,
  SWITCH_BASIC_INFO_RACE_MS,
  SWITCH_BEFORE_RELOAD_MS,
  SWITCH_SETTLE_MS,
} from '../../src/domain/constants';
import { createProfileSwitchActors } from '../../src/machines/profile-switch/profile-switch.actors';
import { profileSwitchTestModel } from '../../src/machines/profile-switch/profile-switch.test-model';
import { familyUserSwitched } from '../../src/machines/shared/example-accounts';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

async function switchedTo(profileId: number): Promise<MachineHarness> {
  const harness = new MachineHarness(profileSwitchTestModel, undefined).start();
  harness.send({ type: 'profile.switchRequested', profileId });
  await harness.resolve('switchProfile', `token-for-${profileId}`);
  return harness;
}

describe('profile switch machine', () => {
  itCoversEveryStateAndTransition(profileSwitchTestModel);

  it('opens the next page instead of reloading when the chooser asked to continue', async () => {
    const harness = new MachineHarness(profileSwitchTestModel, undefined).start();
    harness.send({ type: 'profile.switchRequested', profileId: 12, continueTo: '/' });
    await harness.resolve('switchProfile', 'token-for-12');
    harness.advance(300);
    await harness.resolve('fetchBasicInfo', familyUserSwitched);
    harness.advance(300);
    expect(harness.actionsOf('reloadPage')).toEqual([]);
    expect(harness.actionsOf('openPage')).toEqual([{ type: 'openPage', params: { to: '/' }, at: 600 }]);
  });

  it('uses the spec waits 300, 700 and 300 ms', () => {
    expect([SWITCH_SETTLE_MS, SWITCH_BASIC_INFO_RACE_MS, SWITCH_BEFORE_RELOAD_MS]).toEqual([300, 700, 300]);
  });

  it('calls switch-profile with the chosen profile and stores the new token for 31104000 s', async () => {
    const harness = await switchedTo(12);
    expect(harness.promises.started[0]).toEqual({ id: 'switchProfile', input: { profileId: 12 } });
    expect(harness.actionsOf('storeAccessToken')).toEqual([
      {
        type: 'storeAccessToken',
        params: { accessToken: 'token-for-12', maxAgeSeconds: ACCESS_TOKEN_COOKIE_SECONDS },
        at: 0,
      },
    ]);
    expect(ACCESS_TOKEN_COOKIE_SECONDS).toBe(31_104_000);
    expect(harness.value).toBe('settling');
  });

  it('reloads at exactly 300 + 700 + 300 ms when basic info never answers, and cancels that request', async () => {
    const harness = await switchedTo(12);
    harness.advance(299);
    expect(harness.value).toBe('settling');
    expect(harness.promises.isPending('fetchBasicInfo')).toBe(false);
    harness.advance(1);
    expect(harness.value).toBe('fetchingBasicInfo');
    expect(harness.promises.isPending('fetchBasicInfo')).toBe(true);
    harness.advance(699);
    expect(harness.value).toBe('fetchingBasicInfo');
    harness.advance(1);
    expect(harness.value).toBe('reloadWaiting');
    expect(harness.promises.aborted).toEqual(['fetchBasicInfo']);
    harness.advance(299);
    expect(harness.clock.now()).toBe(1299);
    expect(harness.actionsOf('reloadPage')).toEqual([]);
    harness.advance(1);
    expect(harness.actionsOf('reloadPage')).toEqual([{ type: 'reloadPage', params: undefined, at: 1300 }]);
    expect(harness.snapshot.status).toBe('done');
    expect(harness.actionsOf('storeUser')).toEqual([]);
  });

  it('reloads at 300 + x + 300 ms when basic info answers at x < 700, storing the user and new default profile', async () => {
    const harness = await switchedTo(12);
    harness.advance(300);
    harness.advance(450);
    await harness.resolve('fetchBasicInfo', familyUserSwitched);
    expect(harness.value).toBe('reloadWaiting');
    expect(harness.actionsOf('storeUser').map((a) => [a.params, a.at])).toEqual([
      [{ user: familyUserSwitched }, 750],
    ]);
    const stored = harness.actionsOf('storeProfile')[0]?.params as { profile: { id: number } };
    expect(stored.profile.id).toBe(12);
    harness.advance(250); // t = 1000: the cancelled race timer must not matter
    expect(harness.actionsOf('reloadPage')).toEqual([]);
    harness.advance(49);
    expect(harness.actionsOf('reloadPage')).toEqual([]);
    harness.advance(1);
    expect(harness.actionsOf('reloadPage').map((a) => a.at)).toEqual([1050]);
  });

  it('never reloads before 600 ms of waits, even when basic info answers at once', async () => {
    const harness = await switchedTo(13);
    harness.advance(300);
    await harness.resolve('fetchBasicInfo', familyUserSwitched);
    harness.advance(299);
    expect(harness.actionsOf('reloadPage')).toEqual([]);
    harness.advance(1);
    expect(harness.actionsOf('reloadPage').map((a) => a.at)).toEqual([600]);
  });

  it('still reloads (without storing a user) when basic info fails or answers no user', async () => {
    for (const settle of ['error', 'null'] as const) {
      const harness = await switchedTo(12);
      harness.advance(300);
      if (settle === 'error') await harness.reject('fetchBasicInfo', new Error('Network Error'));
      else await harness.resolve('fetchBasicInfo', null);
      harness.advance(300);
      expect(harness.actionsOf('reloadPage').map((a) => a.at)).toEqual([600]);
      expect(harness.actionsOf('storeUser')).toEqual([]);
      expect(harness.actionsOf('logError')).toHaveLength(1);
    }
  });

  it('only logs a refused or failed switch and keeps the current profile', async () => {
    const harness = new MachineHarness(profileSwitchTestModel, undefined).start();
    harness.send({ type: 'profile.switchRequested', profileId: 12 });
    await harness.resolve('switchProfile', false);
    expect(harness.value).toBe('idle');
    expect(harness.snapshot.context).toEqual({ targetProfileId: null, continueTo: null });
    harness.advance(5_000);
    expect(harness.actionsOf('logError')).toHaveLength(1);
    expect(harness.actionsOf('storeAccessToken')).toEqual([]);
    expect(harness.actionsOf('reloadPage')).toEqual([]);
  });

  it('has a switch-profile actor that answers false for every failure, its own abort included', async () => {
    const failures = [new Error('Network Error'), new DOMException('aborted', 'AbortError')];
    for (const failure of failures) {
      const actors = createProfileSwitchActors({
        switchProfile: () => Promise.reject(failure),
        getBasicInfo: () => Promise.reject(new Error('unused')),
      });
      const actor = createActor(actors.switchProfile, { input: { profileId: 12 } }).start();
      await expect(toPromise(actor)).resolves.toBe(false);
    }
  });

  it('ignores a second switch request while one is running', async () => {
    const harness = new MachineHarness(profileSwitchTestModel, undefined).start();
    harness.send({ type: 'profile.switchRequested', profileId: 12 });
    harness.send({ type: 'profile.switchRequested', profileId: 13 });
    expect(harness.promises.started).toEqual([{ id: 'switchProfile', input: { profileId: 12 } }]);
  });

  it('reloads at once when another tab changes the stored profile, from any state', async () => {
    const idle = new MachineHarness(profileSwitchTestModel, undefined).start();
    idle.send({ type: 'profile.changedInAnotherTab' });
    expect(idle.actionsOf('reloadPage').map((a) => a.at)).toEqual([0]);

    const busy = await switchedTo(12);
    busy.advance(300);
    busy.send({ type: 'profile.changedInAnotherTab' });
    expect(busy.value).toBe('reloading');
    expect(busy.promises.aborted).toEqual(['fetchBasicInfo']);
    expect(busy.actionsOf('reloadPage').map((a) => a.at)).toEqual([300]);
  });
});
