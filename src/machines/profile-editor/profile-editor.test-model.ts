import { EnvelopeError } from '../shared/api-result';
import { contestUser, defaultProfileOf, familyUser, ungradedUser } from '../shared/example-accounts';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { profileEditorMachine } from './profile-editor.machine';
import type { ProfileDraft, ProfileEditorInput, ProfileEditorMode } from './profile-editor.types';

export const PROFILE_EDITOR_INJECTED_ACTIONS = ['announceUser', 'redirect'] as const;

const editing = (mode: ProfileEditorMode, user = familyUser): ProfileEditorInput => ({
  mode,
  user,
  profile: defaultProfileOf(user),
});

const complete: ProfileDraft = { name: 'Lê Minh', gradeId: 3, className: '3A', provinceId: 1, schoolId: 101 };

export const profileEditorTestModel: MachineTestModel = {
  machine: profileEditorMachine,
  scenarios: [
    { name: 'update-info, profile without grade', input: editing('updateInfo', ungradedUser) },
    { name: 'contest profile without class', input: editing('contestInfo', contestUser) },
    { name: 'account page, complete profile', input: editing('account') },
    { name: 'new profile', input: { mode: 'create', user: familyUser, profile: null } },
  ],
  examples: [
    {
      type: 'xstate.done.actor.fetchProfileDetails',
      example: { output: { className: '3A', school: { id: 101, name: 'TH Kim Liên', provinceId: 1 } } },
    },
    { type: 'xstate.done.actor.fetchProfileDetails', example: { output: { className: null, school: null } } },
    { type: 'xstate.error.actor.fetchProfileDetails', example: { error: new EnvelopeError(1, 'Lỗi') } },
    { type: 'xstate.done.actor.fetchSchools', example: { output: [{ id: 101, name: 'TH Kim Liên' }] } },
    { type: 'xstate.error.actor.fetchSchools', example: { error: new Error('network') } },
    { type: 'profileForm.provinceSelected', example: { provinceId: 1 } },
    { type: 'profileForm.provinceSelected', example: { provinceId: null } },
    { type: 'profileForm.schoolsRetryRequested' },
    { type: 'profileForm.submitted', example: { draft: complete } },
    {
      type: 'profileForm.submitted',
      example: { draft: { name: ' ', gradeId: null, className: '', provinceId: 1, schoolId: null } },
    },
    { type: 'xstate.done.actor.saveProfile', example: { output: defaultProfileOf(familyUser) } },
    {
      type: 'xstate.error.actor.saveProfile',
      example: {
        error: new EnvelopeError(-1, 'Không lưu được thông tin. Vui lòng kiểm tra lại và thử lại.'),
      },
    },
    { type: 'xstate.done.actor.fetchUser', example: { output: familyUser } },
    { type: 'xstate.error.actor.fetchUser', example: { error: new Error('network') } },
  ],
  // The mode decides the branches; whether schools failed decides the retry; the rest is data.
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.mode, snapshot.context.schoolsError !== null]),
  fakeActions: noopActions(PROFILE_EDITOR_INJECTED_ACTIONS),
};
