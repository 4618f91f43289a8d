import { familyUserSwitched } from '../shared/example-accounts';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { profileSwitchMachine } from './profile-switch.machine';

export const PROFILE_SWITCH_INJECTED_ACTIONS = [
  'storeAccessToken',
  'storeUser',
  'storeProfile',
  'reloadPage',
  'openPage',
  'logError',
] as const;

export const profileSwitchTestModel: MachineTestModel = {
  machine: profileSwitchMachine,
  scenarios: [{ name: 'idle', input: undefined }],
  examples: [
    { type: 'profile.switchRequested', example: { profileId: 12 } },
    { type: 'profile.switchRequested', example: { profileId: 12, continueTo: '/' } },
    { type: 'profile.changedInAnotherTab' },
    { type: 'xstate.done.actor.switchProfile', example: { output: 'access-token-profile-12' } },
    { type: 'xstate.done.actor.switchProfile', example: { output: false } },
    { type: 'xstate.done.actor.fetchBasicInfo', example: { output: familyUserSwitched } },
    { type: 'xstate.done.actor.fetchBasicInfo', example: { output: null } },
    { type: 'xstate.error.actor.fetchBasicInfo', example: { error: new Error('Network Error') } },
  ],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  fakeActions: noopActions(PROFILE_SWITCH_INJECTED_ACTIONS),
};
