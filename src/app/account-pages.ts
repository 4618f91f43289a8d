import { getContestSchools } from '../api/lms/schools';
import {
  checkExistV2,
  forgotPassword,
  forgotPasswordConfirm,
  register,
  registerConfirm,
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
import { accountInfoMachine } from '../machines/account-info/account-info.machine';
import { createPasswordResetActors } from '../machines/password-reset/password-reset.actors';
import type { PasswordResetImplementations } from '../machines/password-reset/password-reset.context';
import { createProfileEditorActors } from '../machines/profile-editor/profile-editor.actors';
import { profileEditorMachine } from '../machines/profile-editor/profile-editor.machine';
import { createRegistrationActors } from '../machines/registration/registration.actors';
import type { RegistrationServices } from '../views/pages/register/registration-services';
import type { SessionActor } from './session-actor';

/**
 * The account pages' machines with their real actors. Each page creates its own actor from these
 * (they live as long as the page); results that concern the whole app go to the session actor.
 */
export function createAccountPages(session: SessionActor, navigate: (to: string) => void) {
  const announceUser = (_: unknown, { user }: { user: User }) =>
    session.send({ type: 'session.userUpdated', user });

  const registration: RegistrationServices = {
    implementations: { actors: createRegistrationActors({ checkExistV2, register, registerConfirm }) },
    onRegistered: (payload) => session.send({ type: 'session.registered', payload }),
  };
  const passwordReset: PasswordResetImplementations = {
    actors: createPasswordResetActors({ forgotPassword, forgotPasswordConfirm }),
  };
  const profileEditor = profileEditorMachine.provide({
    actors: createProfileEditorActors({
      getLearningInfo,
      getContestSchools,
      updateProfileInfo,
      createProfileInfo,
      getBasicInfo,
    }),
    actions: { announceUser, redirect: (_, { to }) => navigate(to) },
  });
  const accountInfo = accountInfoMachine.provide({
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
  });
  return { registration, passwordReset, profileEditor, accountInfo };
}

export type AccountPages = ReturnType<typeof createAccountPages>;
