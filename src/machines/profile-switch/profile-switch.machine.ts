import { assign, enqueueActions, setup } from 'xstate';
import {
  ACCESS_TOKEN_COOKIE_SECONDS,
  SWITCH_BASIC_INFO_RACE_MS,
  SWITCH_BEFORE_RELOAD_MS,
  SWITCH_SETTLE_MS,
} from '../../domain/constants';
import type { User } from '../../domain/entities';
import { findDefaultProfile } from '../../domain/profile';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided';
import type {
  ProfileSwitchActionParams as P,
  ProfileSwitchContext,
  ProfileSwitchEvent,
} from './profile-switch.types';

/**
 * SPEC §4 profile switch: switch-profile → store the new token → wait 300 ms → basic info raced
 * against 700 ms → wait 300 ms → reload. Failures are only logged (SPEC §8) and keep the profile.
 */
export const profileSwitchMachine = setup({
  types: {
    context: {} as ProfileSwitchContext,
    events: {} as ProfileSwitchEvent,
  },
  actors: {
    /** The new access token, or false (SPEC §8: switch-profile returns false on error); never rejects. */
    switchProfile: notProvidedActor<string | false, { profileId: number }>('switchProfile'),
    /** null: the server answered without a user. */
    fetchBasicInfo: notProvidedActor<User | null>('fetchBasicInfo'),
  },
  actions: {
    storeAccessToken: notProvidedAction<P['storeAccessToken']>('storeAccessToken'),
    storeUser: notProvidedAction<P['storeUser']>('storeUser'),
    storeProfile: notProvidedAction<P['storeProfile']>('storeProfile'),
    reloadPage: notProvidedAction<P['reloadPage']>('reloadPage'),
    openPage: notProvidedAction<P['openPage']>('openPage'),
    logError: notProvidedAction<P['logError']>('logError'),
    forgetTarget: assign({ targetProfileId: null, continueTo: null }),
  },
  guards: {
    isToken: (_, params: { output: string | false }) =>
      typeof params.output === 'string' && params.output.length > 0,
    hasUser: (_, params: { user: User | null }) => params.user !== null,
  },
  delays: {
    switchSettle: SWITCH_SETTLE_MS,
    switchBasicInfoRace: SWITCH_BASIC_INFO_RACE_MS,
    switchBeforeReload: SWITCH_BEFORE_RELOAD_MS,
  },
}).createMachine({
  id: 'profileSwitch',
  context: { targetProfileId: null, continueTo: null },
  initial: 'idle',
  // SPEC §4: another tab changed the stored profile; this tab's data is stale whatever it is doing.
  on: { 'profile.changedInAnotherTab': { target: '.reloading' } },
  states: {
    idle: {
      meta: { description: 'Chờ người dùng chọn "Chuyển sang hồ sơ này"' },
      on: {
        'profile.switchRequested': {
          target: 'switching',
          actions: assign({
            targetProfileId: ({ event }) => event.profileId,
            continueTo: ({ event }) => event.continueTo ?? null,
          }),
        },
      },
    },
    switching: {
      meta: { description: 'Đang gọi switch-profile để lấy token của hồ sơ mới' },
      invoke: {
        id: 'switchProfile',
        src: 'switchProfile',
        input: ({ context }) => ({ profileId: context.targetProfileId ?? 0 }),
        onDone: [
          {
            guard: { type: 'isToken', params: ({ event }) => ({ output: event.output }) },
            target: 'settling',
            actions: {
              type: 'storeAccessToken',
              params: ({ event }) => ({
                accessToken: event.output as string,
                maxAgeSeconds: ACCESS_TOKEN_COOKIE_SECONDS,
              }),
            },
          },
          {
            target: 'idle',
            actions: [
              {
                type: 'logError',
                params: ({ context }) => ({
                  message: `switch-profile refused profile ${context.targetProfileId}`,
                }),
              },
              'forgetTarget',
            ],
          },
        ],
      },
    },
    settling: {
      meta: { description: 'Đã lưu token mới; chờ 300 ms' },
      after: { switchSettle: { target: 'fetchingBasicInfo' } },
    },
    fetchingBasicInfo: {
      meta: { description: 'Tải basic-info, chạy đua với 700 ms' },
      invoke: {
        id: 'fetchBasicInfo',
        src: 'fetchBasicInfo',
        onDone: [
          {
            guard: { type: 'hasUser', params: ({ event }) => ({ user: event.output }) },
            target: 'reloadWaiting',
            actions: [
              { type: 'storeUser', params: ({ event }) => ({ user: event.output as User }) },
              {
                type: 'storeProfile',
                params: ({ event }) => ({ profile: findDefaultProfile(event.output?.profiles) ?? null }),
              },
            ],
          },
          {
            target: 'reloadWaiting',
            actions: {
              type: 'logError',
              params: { message: 'basic-info after switch answered without a user' },
            },
          },
        ],
        onError: {
          target: 'reloadWaiting',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ message: 'basic-info after switch failed', error: event.error }),
          },
        },
      },
      // The race: leaving the state cancels the request (its signal aborts).
      after: { switchBasicInfoRace: { target: 'reloadWaiting' } },
    },
    reloadWaiting: {
      meta: { description: 'Chờ 300 ms trước khi tải lại trang' },
      after: { switchBeforeReload: { target: 'reloading' } },
    },
    reloading: {
      meta: { description: 'Tải lại trang (hoặc mở trang tiếp theo của /chon-ho-so) với hồ sơ mới' },
      type: 'final',
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.continueTo) enqueue({ type: 'openPage', params: { to: context.continueTo } });
        else enqueue('reloadPage');
      }),
    },
  },
});

export type ProfileSwitchMachine = typeof profileSwitchMachine;
