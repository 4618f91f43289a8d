import type { MachineUiModel, UiCheck } from '../ui-model';

const profileButton = { role: 'button', name: /^Hồ sơ: / };
/** The shell's overlay while a switch runs (data-visible: it stays mounted to fade). */
const overlay = (shown: boolean): UiCheck => ({
  attribute: { testId: 'loading-overlay' },
  name: 'data-visible',
  equals: String(shown),
});
/** The overlay names the profile the path switches to (Gia Bảo): it becomes the account's default. */
const switchingChecks: UiCheck[] = [
  overlay(true),
  { visible: { role: 'status', name: /^Đang chuyển sang Gia Bảo — hồ sơ mặc định mới/ } },
];

/**
 * What the shell shows during a profile switch (SPEC §4: switch-profile → 300 ms → basic-info raced
 * against 700 ms → 300 ms → reload) and how each step is caused: the parent (0901000001) picks
 * "Chuyển sang hồ sơ này" of Gia Bảo (Nguyễn Gia Bảo) in the profile menu; the waits are real.
 */
export const profileSwitchUiModel: MachineUiModel = {
  machine: 'profile-switch',
  machineId: 'profileSwitch',
  scenarios: {
    idle: {
      setup: [{ fixture: 'loginAsParent' }, { holdRequests: true }],
    },
  },
  states: {
    idle: {
      shows: 'the profile menu button, no overlay',
      checks: [{ visible: profileButton }, overlay(false)],
    },
    switching: {
      shows: "the overlay 'Đang chuyển sang Gia Bảo — hồ sơ mặc định mới của tài khoản'",
      checks: switchingChecks,
    },
    // These three last 300 ms, at most 700 ms, and 300 ms, then the page reloads: the page checks
    // each as it renders it (on a loaded machine the runner's checks of reloadWaiting ran after the
    // reload).
    settling: { shows: 'the same overlay during the 300 ms', checks: switchingChecks, checkedInPage: true },
    fetchingBasicInfo: {
      shows: 'the same overlay while basic-info loads (at most 700 ms)',
      checks: switchingChecks,
      checkedInPage: true,
    },
    reloadWaiting: {
      shows: 'the same overlay during the last 300 ms',
      checks: switchingChecks,
      checkedInPage: true,
    },
    reloading: {
      shows: 'the reloaded page with the user header',
      checks: [{ visible: profileButton }],
    },
  },
  events: [
    {
      type: 'profile.switchRequested',
      actions: [{ fixture: 'switchToGiaBao' }],
    },
    { type: 'profile.changedInAnotherTab', actions: [{ fixture: 'changeProfileInAnotherTab' }] },
    {
      // src/api/main/user-session.ts switchProfile answers false for a failed request (SPEC §8).
      type: 'xstate.done.actor.switchProfile',
      when: (e) => (e as { output?: unknown }).output === false,
      actions: [{ fail: 'switchProfile' }],
    },
    {
      // The new session is logged out on the server before basic-info reaches it: a 401 envelope.
      // Both land within the 700 ms race (one API call), or the step would be the race's timeout.
      type: 'xstate.done.actor.fetchBasicInfo',
      when: (e) => (e as { output?: unknown }).output === null,
      actions: [{ fixture: 'revokeBrowserSession' }, { release: 'fetchBasicInfo' }],
    },
  ],
  requests: {
    switchProfile: { method: 'POST', url: (url) => url.pathname === '/main/user/switch-profile' },
    fetchBasicInfo: { url: (url) => url.pathname === '/main/user/basic-info' },
  },
};
