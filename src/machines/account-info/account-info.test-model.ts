import { EnvelopeError } from '../shared/api-result';
import { defaultProfileOf, familyUser } from '../shared/example-accounts';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { accountInfoMachine } from './account-info.machine';
import type { AvatarPresetOption } from './account-info.types';

export const ACCOUNT_INFO_INJECTED_ACTIONS = ['announceUser', 'logError'] as const;

export const examplePresets: AvatarPresetOption[] = [1, 2].map((id) => ({
  id,
  relativePath: `avatars/default-0${id}.png`,
  filePath: `/static-images/avatars/default-0${id}.png`,
}));

// The name tells the examples apart: paths key events by their JSON, and a Blob's JSON is empty.
const image = (type: string, bytes: number) =>
  Object.assign(new Blob([new Uint8Array(bytes)], { type }), { name: `anh-${bytes}.${type.split('/')[1]}` });

export const accountInfoTestModel: MachineTestModel = {
  machine: accountInfoMachine,
  scenarios: [
    {
      name: 'parent on the account page',
      input: {
        user: { ...familyUser, name: 'Nguyễn Văn Hùng' },
        profile: { ...defaultProfileOf(familyUser), avatar: 'avatars/default-01.svg' },
      },
    },
  ],
  examples: [
    { type: 'xstate.done.actor.fetchAvatarPresets', example: { output: examplePresets } },
    { type: 'xstate.error.actor.fetchAvatarPresets', example: { error: new Error('network') } },
    { type: 'account.nameSubmitted', example: { name: 'Nguyễn Văn Hùng' } },
    { type: 'account.nameSubmitted', example: { name: '  ' } },
    { type: 'account.nameSubmitted', example: { name: 'a'.repeat(101) } },
    { type: 'xstate.done.actor.saveAccountName', example: { output: undefined } },
    {
      type: 'xstate.error.actor.saveAccountName',
      example: { error: new EnvelopeError(-1, 'Không lưu được') },
    },
    { type: 'avatar.presetChosen', example: { relativePath: 'avatars/default-02.svg' } },
    // The avatar the profile already has: nothing to save.
    { type: 'avatar.presetChosen', example: { relativePath: 'avatars/default-01.svg' } },
    { type: 'xstate.done.actor.saveAvatarPreset', example: { output: undefined } },
    {
      type: 'xstate.error.actor.saveAvatarPreset',
      example: { error: new EnvelopeError(-1, 'Không cập nhật được') },
    },
    { type: 'avatar.fileChosen', example: { file: image('image/png', 1024) } },
    { type: 'avatar.fileChosen', example: { file: image('image/gif', 1024) } },
    { type: 'avatar.fileChosen', example: { file: image('image/jpeg', 2 * 1024 * 1024 + 1) } },
    { type: 'xstate.done.actor.uploadAvatar', example: { output: undefined } },
    {
      type: 'xstate.error.actor.uploadAvatar',
      example: { error: new EnvelopeError(-1, 'Không cập nhật được') },
    },
    { type: 'classChange.requested', example: { gradeId: 4 } },
    { type: 'classChange.requested', example: { gradeId: 3 } },
    { type: 'classChange.requested', example: { gradeId: null } },
    { type: 'xstate.done.actor.requestClassChange', example: { output: undefined } },
    {
      type: 'xstate.error.actor.requestClassChange',
      example: { error: new EnvelopeError(-1, 'Không gửi được') },
    },
    { type: 'presets.retryRequested' },
    { type: 'xstate.done.actor.fetchUser', example: { output: familyUser } },
    { type: 'xstate.error.actor.fetchUser', example: { error: new Error('network') } },
  ],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  fakeActions: noopActions(ACCOUNT_INFO_INJECTED_ACTIONS),
};
