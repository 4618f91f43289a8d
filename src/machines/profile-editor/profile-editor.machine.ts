import { assign, setup } from 'xstate';
import { ROUTES } from '../../domain/constants';
import type { Profile, User } from '../../domain/entities';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided';
import { keepErrorIn } from '../shared/notice';
import type {
  ProfileDetails,
  ProfileDraft,
  ProfileEditorActionParams,
  ProfileEditorContext,
  ProfileEditorEvent,
  ProfileEditorInput,
  ProfileSaveBody,
  SchoolOption,
} from './profile-editor.types';
import {
  emptyDraft,
  firstInvalidField,
  PROFILE_MESSAGES,
  toSaveBody,
  validateDraft,
  withProfile,
} from './profile-rules';

type P = ProfileEditorActionParams;

const chooseProvince = {
  type: 'chooseProvince',
  params: ({ event }: { event: { provinceId: number | null } }) => ({ provinceId: event.provinceId }),
} as const;

const freshUserActions = [
  { type: 'announceUser', params: ({ event }: { event: { output: User } }) => ({ user: event.output }) },
] as const;
const mergedUserActions = [
  {
    type: 'announceUser',
    params: ({ context }: { context: ProfileEditorContext }) => ({
      user: context.savedProfile ? withProfile(context.user, context.savedProfile) : context.user,
    }),
  },
] as const;

/**
 * One profile form: reads the profile's class and school (learning-info), loads the schools of the
 * chosen province, validates, saves (update- or create-profile-info), then reads basic-info so the
 * session holds the fresh user. The update pages then go home; the account page stays.
 */
export const profileEditorMachine = setup({
  types: {
    context: {} as ProfileEditorContext,
    events: {} as ProfileEditorEvent,
    input: {} as ProfileEditorInput,
    output: {} as { profile: Profile | null },
  },
  actors: {
    fetchProfileDetails: notProvidedActor<ProfileDetails, { profileId: number }>('fetchProfileDetails'),
    fetchSchools: notProvidedActor<SchoolOption[], { provinceId: number }>('fetchSchools'),
    saveProfile: notProvidedActor<Profile, ProfileSaveBody>('saveProfile'),
    fetchUser: notProvidedActor<User>('fetchUser'),
  },
  actions: {
    announceUser: notProvidedAction<P['announceUser']>('announceUser'),
    redirect: notProvidedAction<P['redirect']>('redirect'),
    chooseProvince: assign(({ context }, params: { provinceId: number | null }) => ({
      draft: { ...context.draft, provinceId: params.provinceId, schoolId: null },
      schools: [],
      schoolsError: null,
    })),
    rejectDraft: assign(
      (_, params: { draft: ProfileDraft; errors: ProfileEditorContext['fieldErrors'] }) => ({
        draft: params.draft,
        fieldErrors: params.errors,
        firstInvalid: firstInvalidField(params.errors),
        error: null,
        notice: null,
      }),
    ),
  },
  guards: {
    isCreating: ({ context }) => context.mode === 'create',
    hasProvince: (_, params: { provinceId: number | null }) => params.provinceId !== null,
    hasInvalidFields: ({ context }, params: { draft: ProfileDraft }) =>
      firstInvalidField(validateDraft(context.mode, params.draft, context.gradeLocked)) !== null,
    leavesForHome: ({ context }) => context.mode === 'updateInfo' || context.mode === 'contestInfo',
  },
}).createMachine({
  id: 'profileEditor',
  context: ({ input }) => ({
    mode: input.mode,
    user: input.user,
    profileId: input.mode === 'create' ? null : (input.profile?.id ?? null),
    gradeLocked: input.mode !== 'create' && (input.profile?.gradeId ?? null) !== null,
    draft: emptyDraft(input.mode === 'create' ? null : input.profile),
    schools: [],
    schoolsError: null,
    fieldErrors: {},
    firstInvalid: null,
    error: null,
    notice: null,
    savedProfile: null,
  }),
  output: ({ context }) => ({ profile: context.savedProfile }),
  initial: 'starting',
  states: {
    starting: {
      meta: { description: 'Hồ sơ mới: mở form trống; hồ sơ có sẵn: đọc lớp và trường hiện tại' },
      always: [{ guard: 'isCreating', target: 'editing' }, { target: 'loadingDetails' }],
    },
    loadingDetails: {
      meta: { description: 'Đọc tên lớp và trường hiện tại của hồ sơ (learning-info)' },
      invoke: {
        id: 'fetchProfileDetails',
        src: 'fetchProfileDetails',
        input: ({ context }) => ({ profileId: context.profileId ?? 0 }),
        onDone: [
          {
            guard: {
              type: 'hasProvince',
              params: ({ event }) => ({ provinceId: event.output.school?.provinceId ?? null }),
            },
            target: 'loadingSchools',
            actions: assign(({ context, event }) => ({
              draft: {
                ...context.draft,
                className: event.output.className ?? context.draft.className,
                provinceId: event.output.school?.provinceId ?? null,
                schoolId: event.output.school?.id ?? null,
              },
            })),
          },
          {
            target: 'editing',
            actions: assign(({ context, event }) => ({
              draft: { ...context.draft, className: event.output.className ?? context.draft.className },
            })),
          },
        ],
        // The form still works without them: the user picks the school again.
        onError: { target: 'editing' },
      },
    },
    loadingSchools: {
      meta: { description: 'Tải danh sách trường của tỉnh/thành phố đã chọn' },
      invoke: {
        id: 'fetchSchools',
        src: 'fetchSchools',
        input: ({ context }) => ({ provinceId: context.draft.provinceId ?? 0 }),
        onDone: { target: 'editing', actions: assign({ schools: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({ schools: [], schoolsError: PROFILE_MESSAGES.schoolsFailed }),
        },
      },
      on: {
        'profileForm.provinceSelected': [
          {
            guard: { type: 'hasProvince', params: ({ event }) => ({ provinceId: event.provinceId }) },
            target: 'loadingSchools',
            reenter: true,
            actions: chooseProvince,
          },
          { target: 'editing', actions: chooseProvince },
        ],
      },
    },
    editing: {
      meta: { description: 'Người dùng điền form; lỗi hiện cạnh từng ô' },
      on: {
        'profileForm.provinceSelected': [
          {
            guard: { type: 'hasProvince', params: ({ event }) => ({ provinceId: event.provinceId }) },
            target: 'loadingSchools',
            actions: chooseProvince,
          },
          { actions: chooseProvince },
        ],
        'profileForm.schoolsRetryRequested': {
          guard: { type: 'hasProvince', params: ({ context }) => ({ provinceId: context.draft.provinceId }) },
          target: 'loadingSchools',
        },
        'profileForm.submitted': [
          {
            guard: { type: 'hasInvalidFields', params: ({ event }) => ({ draft: event.draft }) },
            actions: {
              type: 'rejectDraft',
              params: ({ context, event }) => ({
                draft: event.draft,
                errors: validateDraft(context.mode, event.draft, context.gradeLocked),
              }),
            },
          },
          {
            target: 'saving',
            actions: assign({
              draft: ({ event }) => event.draft,
              fieldErrors: {},
              firstInvalid: null,
              error: null,
              notice: null,
            }),
          },
        ],
      },
    },
    saving: {
      meta: { description: 'Lưu hồ sơ (update-profile-info hoặc create-profile-info)' },
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) =>
          toSaveBody(
            context.draft,
            context.profileId,
            context.gradeLocked,
            context.user.profiles.find((p) => p.id === context.profileId)?.name ?? '',
          ),
        onDone: { target: 'refreshingUser', actions: assign({ savedProfile: ({ event }) => event.output }) },
        onError: keepErrorIn('editing', 'error'),
      },
    },
    refreshingUser: {
      meta: { description: 'Đọc lại basic-info để phiên có người dùng mới nhất' },
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        onDone: [
          { guard: 'leavesForHome', target: 'leaving', actions: freshUserActions },
          { guard: 'isCreating', target: 'created', actions: freshUserActions },
          {
            target: 'editing',
            actions: [...freshUserActions, assign({ notice: PROFILE_MESSAGES.saved })],
          },
        ],
        // Saved all the same: hand the session its user with the saved profile in place.
        onError: [
          { guard: 'leavesForHome', target: 'leaving', actions: mergedUserActions },
          { guard: 'isCreating', target: 'created', actions: mergedUserActions },
          {
            target: 'editing',
            actions: [...mergedUserActions, assign({ notice: PROFILE_MESSAGES.saved })],
          },
        ],
      },
    },
    leaving: {
      meta: { description: 'Đã lưu; về trang chủ' },
      type: 'final',
      entry: { type: 'redirect', params: { to: ROUTES.home } },
    },
    created: {
      meta: { description: 'Đã tạo hồ sơ mới' },
      type: 'final',
    },
  },
});

export type ProfileEditorMachine = typeof profileEditorMachine;
