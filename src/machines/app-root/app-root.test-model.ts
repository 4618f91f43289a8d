import type { AnyMachineSnapshot } from 'xstate';
import { EnvelopeError } from '../shared/api-result';
import { authPayloadFor, defaultProfileOf, familyUser, singleUser } from '../shared/example-accounts';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { appRootMachine } from './app-root.machine';
import type { AppRootContext, AppRootInput } from './app-root.types';

const familyProfile = defaultProfileOf(familyUser);

/** Session snapshots as the root reads them (value and the two context fields it uses). */
const sessionSnapshot = (value: unknown, user: typeof familyUser | null) => ({
  type: 'xstate.snapshot.session',
  example: {
    snapshot: { status: 'active', value, context: { user, profile: user ? defaultProfileOf(user) : null } },
  },
});

const visitor: AppRootInput = {
  session: { user: null, profile: null, hasAccessToken: false },
  notifications: { rejectedReason: null },
  classPopup: { popup: null },
  pathname: '/',
  bannerClosed: false,
};

/** Only what decides behaviour: the state, the session phase, the forwarded profile, the checked page. */
function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as AppRootContext;
  return JSON.stringify({
    value: snapshot.value,
    phase: context.sessionPhase,
    profile: context.notifiedProfileId ?? null,
    checked: context.checkedPath,
    bannerClosed: context.bannerClosed,
  });
}

export const appRootTestModel: MachineTestModel = {
  machine: appRootMachine,
  // The children are stand-ins here, so one start is enough: their snapshots arrive as events.
  scenarios: [{ name: 'visitor on /', input: visitor }],
  examples: [
    sessionSnapshot('loggedOut', null),
    sessionSnapshot({ loggedIn: 'landing' }, familyUser),
    sessionSnapshot({ loggedIn: 'ready' }, familyUser),
    { type: 'session.readied' },
    { type: 'session.ended' },
    { type: 'session.profileChanged', example: { profileId: familyProfile?.id ?? 11 } },
    { type: 'session.profileChanged', example: { profileId: null } },
    { type: 'route.changed', example: { pathname: '/chon-ho-so' } },
    { type: 'profile.changedInAnotherTab' },
    { type: 'appStore.openRequested' },
    { type: 'banner.closeRequested' },
    { type: 'contest.profileChanged', example: { name: 'Lê Minh Khang' } },
    { type: 'session.registered', example: { payload: authPayloadFor(singleUser) } },
    { type: 'session.userUpdated', example: { user: familyUser } },
    { type: 'xstate.done.actor.postLoginChecks', example: { output: undefined } },
    { type: 'xstate.error.actor.postLoginChecks', example: { error: new Error('redirect failed') } },
    { type: 'xstate.done.actor.layoutCheck', example: { output: undefined } },
    { type: 'xstate.error.actor.layoutCheck', example: { error: new Error('redirect failed') } },
    { type: 'xstate.done.actor.fetchStreamTicket', example: { output: 'ticket-1' } },
    {
      type: 'xstate.error.actor.fetchStreamTicket',
      example: { error: new EnvelopeError(401, 'Phiên đăng nhập đã hết hạn') },
    },
    { type: 'unread.changed', example: { countUnread: 2 } },
    { type: 'stream.broken' },
  ],
  serializeState,
  fakeActions: noopActions(['openAppStore', 'rememberBannerClosed', 'logError']),
};
