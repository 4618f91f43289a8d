import type { ActorRefFrom } from 'xstate';
import { getContestSchools } from '../api/lms/schools';
import {
  checkExistV2,
  forgotPassword,
  forgotPasswordConfirm,
  register,
  registerConfirmV2,
  registerVerifyOtp,
} from '../api/main/user-auth';
import { getLearningInfo } from '../api/main/user-learning';
import {
  createProfileInfo,
  getAvatarPresets,
  requestChangeClass,
  updateAccountInfo,
  updateAvatar,
  updateProfileInfo,
} from '../api/main/user-profile';
import { getBasicInfo } from '../api/main/user-session';
import type { User } from '../domain/entities';
import { createAccountInfoActors } from '../machines/account-info/account-info.actors';
import type { AccountInfoMachine } from '../machines/account-info/account-info.machine';
import type { AppRootMachine } from '../machines/app-root/app-root.machine';
import { createPasswordResetActors } from '../machines/password-reset/password-reset.actors';
import type { PasswordResetMachine } from '../machines/password-reset/password-reset.machine';
import { createProfileEditorActors } from '../machines/profile-editor/profile-editor.actors';
import type { ProfileEditorMachine } from '../machines/profile-editor/profile-editor.machine';
import { createRegistrationActors } from '../machines/registration/registration.actors';
import type { RegistrationMachine } from '../machines/registration/registration.machine';
import type { MachineLogic } from '../machines/shared/machine-binding';
import { qaInspect } from '../qa/inspect-bridge';

/**
 * Real implementations of the account pages' machines. Each page creates its own actor from these
 * (they live as long as the page); results that concern the whole app go to the app root, which
 * hands them to the session.
 */
export function createAccountPages(appRoot: ActorRefFrom<AppRootMachine>, navigate: (to: string) => void) {
  const announceUser = (_: unknown, { user }: { user: User }) =>
    appRoot.send({ type: 'session.userUpdated', user });

  const registration: MachineLogic<RegistrationMachine> = {
    implementations: {
      actors: createRegistrationActors({ checkExistV2, register, registerVerifyOtp, registerConfirmV2 }),
      actions: {
        announceRegistered: (_, { payload }) => appRoot.send({ type: 'session.registered', payload }),
      },
    },
    inspect: qaInspect,
  };
  const passwordReset: MachineLogic<PasswordResetMachine> = {
    implementations: { actors: createPasswordResetActors({ forgotPassword, forgotPasswordConfirm }) },
    inspect: qaInspect,
  };
  const profileEditor: MachineLogic<ProfileEditorMachine> = {
    implementations: {
      actors: createProfileEditorActors({
        getLearningInfo,
        getContestSchools,
        updateProfileInfo,
        createProfileInfo,
        getBasicInfo,
      }),
      actions: { announceUser, redirect: (_, { to }) => navigate(to) },
    },
    inspect: qaInspect,
  };
  const accountInfo: MachineLogic<AccountInfoMachine> = {
    implementations: {
      actors: createAccountInfoActors({
        getAvatarPresets,
        updateAccountInfo,
        updateProfileInfo,
        updateAvatar,
        requestChangeClass,
        getBasicInfo,
      }),
      actions: {
        announceUser,
        logError: (_, { message, error }) => console.error(`[account-info] ${message}`, error),
      },
    },
    inspect: qaInspect,
  };
  return { registration, passwordReset, profileEditor, accountInfo };
}
