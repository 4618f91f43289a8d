import { assign, setup } from 'xstate';
import type { User } from '../../domain/entities';
import { findDefaultProfile } from '../../domain/profile';
import { userMessageOf } from '../shared/api-result';
import { NAME_MAX_LENGTH } from '../shared/form-name';
import { refuseIf } from '../shared/form-refusal';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided';
import type {
  AccountFeedback,
  AccountInfoActionParams,
  AccountInfoContext,
  AccountInfoEvent,
  AccountInfoInput,
  AccountSection,
  AvatarFile,
  AvatarPresetOption,
} from './account-info.types';
import { ACCOUNT_MESSAGES, isSupportedImage, isWithinAvatarLimit } from './account-rules';

type P = AccountInfoActionParams;

const say = (section: AccountSection, tone: AccountFeedback['tone'], text: string) =>
  ({ type: 'showFeedback', params: { section, tone, text } }) as const;

const sayFailure = (section: AccountSection) =>
  ({
    type: 'showFeedback',
    params: ({ event }: { event: { error: unknown } }) => ({
      section,
      tone: 'error' as const,
      text: userMessageOf(event.error),
    }),
  }) as const;

type Ctx = { context: AccountInfoContext; event: AccountInfoEvent };

/**
 * A save of the page (its actor has the invoke's id): done, the user is read again and the section
 * says so; refused, the section says why and the page is idle again.
 */
const saving = <const TId extends string, TInput>(
  section: AccountSection,
  description: string,
  save: { id: TId; input: TInput; saved: string },
) =>
  ({
    meta: { description },
    invoke: {
      id: save.id,
      src: save.id,
      input: save.input,
      onDone: { target: 'refreshingUser', actions: say(section, 'success', save.saved) },
      onError: { target: 'idle', actions: sayFailure(section) },
    },
  }) as const;

/** What the account page's rules read from a submitted event; the typed name stays in the form. */
const nameOf = ({ event }: { event: { name: string } }) => ({ name: event.name });
const fileOf = ({ event }: { event: { file: AvatarFile } }) => ({ file: event.file });
const gradeIdOf = ({ event }: { event: { gradeId: number | null } }) => ({ gradeId: event.gradeId });
const keepName = { type: 'keepAccountName', params: nameOf } as const;

/**
 * /thong-tin-tai-khoan: loads the 24 avatar presets, then one change at a time — the account
 * holder's name, the profile's avatar (a preset or an uploaded file), or a change-class request.
 * After a change that alters the user, basic-info is read again and handed to the session.
 */
export const accountInfoMachine = setup({
  types: {
    context: {} as AccountInfoContext,
    events: {} as AccountInfoEvent,
    input: {} as AccountInfoInput,
  },
  actors: {
    fetchAvatarPresets: notProvidedActor<AvatarPresetOption[]>('fetchAvatarPresets'),
    saveAccountName: notProvidedActor<void, { name: string }>('saveAccountName'),
    saveAvatarPreset: notProvidedActor<void, { profileId: number; avatar: string }>('saveAvatarPreset'),
    uploadAvatar: notProvidedActor<void, { profileId: number; file: AvatarFile }>('uploadAvatar'),
    requestClassChange: notProvidedActor<void, { profileId: number; gradeId: number }>('requestClassChange'),
    fetchUser: notProvidedActor<User>('fetchUser'),
  },
  actions: {
    announceUser: notProvidedAction<P['announceUser']>('announceUser'),
    logError: notProvidedAction<P['logError']>('logError'),
    showFeedback: assign((_, params: AccountFeedback) => ({ feedback: params })),
    keepAccountName: assign((_, params: { name: string }) => ({ accountName: params.name })),
    adoptUser: assign((_, params: { user: User }) => {
      const profile = findDefaultProfile(params.user.profiles);
      return {
        user: params.user,
        avatar: profile?.avatar ?? null,
        gradeId: profile?.gradeId ?? null,
      };
    }),
  },
  guards: {
    lacksName: (_, params: { name: string }) => params.name.trim() === '',
    isNameTooLong: (_, params: { name: string }) => params.name.trim().length > NAME_MAX_LENGTH,
    isCurrentAvatar: ({ context }, params: { relativePath: string }) =>
      context.avatar === params.relativePath,
    isUnsupportedImage: (_, params: { file: AvatarFile }) => !isSupportedImage(params.file),
    isTooLargeImage: (_, params: { file: AvatarFile }) => !isWithinAvatarLimit(params.file),
    lacksGrade: (_, params: { gradeId: number | null }) => params.gradeId === null,
    isCurrentGrade: ({ context }, params: { gradeId: number | null }) => context.gradeId === params.gradeId,
  },
}).createMachine({
  id: 'accountInfo',
  context: ({ input }) => ({
    user: input.user,
    profileId: input.profile.id,
    gradeId: input.profile.gradeId,
    avatar: input.profile.avatar,
    accountName: input.user.name ?? '',
    presets: [],
    feedback: null,
    requestedGradeId: null,
  }),
  initial: 'loadingPresets',
  states: {
    loadingPresets: {
      meta: { description: 'Tải 24 ảnh đại diện mẫu' },
      invoke: {
        id: 'fetchAvatarPresets',
        src: 'fetchAvatarPresets',
        onDone: { target: 'idle', actions: assign({ presets: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: say('presets', 'error', ACCOUNT_MESSAGES.presetsFailed) },
      },
    },
    idle: {
      meta: { description: 'Sẵn sàng: sửa tên, đổi ảnh đại diện hoặc gửi yêu cầu đổi lớp' },
      on: {
        'account.nameSubmitted': [
          refuseIf('lacksName', nameOf, [keepName, say('account', 'error', ACCOUNT_MESSAGES.missingName)]),
          refuseIf('isNameTooLong', nameOf, [keepName, say('account', 'error', ACCOUNT_MESSAGES.longName)]),
          {
            target: 'savingAccount',
            actions: assign({ accountName: ({ event }) => event.name.trim(), feedback: null }),
          },
        ],
        'avatar.presetChosen': [
          {
            guard: { type: 'isCurrentAvatar', params: ({ event }) => ({ relativePath: event.relativePath }) },
          },
          { target: 'savingPreset', actions: assign({ feedback: null }) },
        ],
        'avatar.fileChosen': [
          refuseIf('isUnsupportedImage', fileOf, say('avatar', 'error', ACCOUNT_MESSAGES.badImageType)),
          refuseIf('isTooLargeImage', fileOf, say('avatar', 'error', ACCOUNT_MESSAGES.imageTooLarge)),
          { target: 'uploadingAvatar', actions: assign({ feedback: null }) },
        ],
        'classChange.requested': [
          refuseIf('lacksGrade', gradeIdOf, say('classChange', 'error', ACCOUNT_MESSAGES.missingGrade)),
          refuseIf('isCurrentGrade', gradeIdOf, say('classChange', 'error', ACCOUNT_MESSAGES.sameGrade)),
          {
            target: 'requestingClassChange',
            actions: assign({ feedback: null, requestedGradeId: ({ event }) => event.gradeId }),
          },
        ],
        'presets.retryRequested': { target: 'loadingPresets', actions: assign({ feedback: null }) },
      },
    },
    savingAccount: saving('account', 'Lưu tên chủ tài khoản (update-account-info)', {
      id: 'saveAccountName',
      input: ({ context }: Ctx) => ({ name: context.accountName }),
      saved: ACCOUNT_MESSAGES.accountSaved,
    }),
    savingPreset: saving('avatar', 'Chọn ảnh đại diện mẫu cho hồ sơ (update-profile-info)', {
      id: 'saveAvatarPreset',
      input: ({ context, event }: Ctx) => ({
        profileId: context.profileId,
        avatar: event.type === 'avatar.presetChosen' ? event.relativePath : '',
      }),
      saved: ACCOUNT_MESSAGES.avatarSaved,
    }),
    uploadingAvatar: saving('avatar', 'Tải ảnh đại diện lên (multipart, PNG/JPEG/WebP ≤ 2 MB)', {
      id: 'uploadAvatar',
      input: ({ context, event }: Ctx) => ({
        profileId: context.profileId,
        file: event.type === 'avatar.fileChosen' ? event.file : new Blob(),
      }),
      saved: ACCOUNT_MESSAGES.avatarSaved,
    }),
    requestingClassChange: {
      meta: { description: 'Gửi yêu cầu đổi lớp (request-change-class)' },
      invoke: {
        id: 'requestClassChange',
        src: 'requestClassChange',
        input: ({ context }) => ({ profileId: context.profileId, gradeId: context.requestedGradeId ?? 0 }),
        onDone: { target: 'idle', actions: say('classChange', 'success', ACCOUNT_MESSAGES.classChangeSent) },
        onError: {
          target: 'idle',
          actions: [assign({ requestedGradeId: null }), sayFailure('classChange')],
        },
      },
    },
    refreshingUser: {
      meta: { description: 'Đọc lại basic-info và chuyển người dùng mới cho phiên' },
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        onDone: {
          target: 'idle',
          actions: [
            { type: 'adoptUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'announceUser', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        // The change is saved; the page shows it after the next load.
        onError: {
          target: 'idle',
          actions: {
            type: 'logError',
            params: ({ event }) => ({
              message: 'basic-info after an account change failed',
              error: event.error,
            }),
          },
        },
      },
    },
  },
});

export type AccountInfoMachine = typeof accountInfoMachine;
