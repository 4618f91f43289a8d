import { assign, type DoneActorEvent, enqueueActions, setup } from 'xstate';
import { ACCESS_TOKEN_COOKIE_SECONDS, ROUTES } from '../../domain/constants';
import type { AuthPayload, User } from '../../domain/entities';
import { toLocal09 } from '../../domain/phone';
import { findDefaultProfile } from '../../domain/profile';
import { safeReturnPath } from '../../domain/return-path';
import { INVALID_PHONE_MESSAGE, isInvalidPhone } from '../shared/account-form-rules';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided';
import { keepErrorIn } from '../shared/notice';
import type {
  LoginCredentials,
  SessionActionParams as P,
  SessionContext,
  SessionEvent,
  SessionInput,
  StoredSessionKey,
} from './session.types';

export const MISSING_PASSWORD_MESSAGE = 'Vui lòng nhập mật khẩu';
export const NO_DEFAULT_PROFILE_MESSAGE =
  'Tài khoản chưa có hồ sơ mặc định. Vui lòng đăng nhập lại hoặc liên hệ hỗ trợ.';
export const SESSION_REFUSED_MESSAGE = 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.';

/** SPEC §4: an incomplete stored session loses the user, the profile and the cookies. */
const INCOMPLETE_SESSION_KEYS: StoredSessionKey[] = ['user', 'profile'];
/** SPEC §4: logout clears user, tour, tokenUniclass, infoNewPass and profile (and the cookies). */
const LOGOUT_KEYS: StoredSessionKey[] = ['user', 'tour', 'productToken', 'infoNewPass', 'profile'];

type AuthEvent = SessionEvent | DoneActorEvent<AuthPayload>;

function payloadOf(event: AuthEvent): AuthPayload {
  if (event.type === 'session.registered') return event.payload;
  if ('output' in event) return event.output;
  throw new Error(`${event.type} carries no login payload`);
}

/** The four writes of a fresh login (SPEC §7 login/register-confirm: "all are stored"). */
const persistAuth = [
  {
    type: 'storeAccessToken',
    params: ({ event }: { event: AuthEvent }) => ({
      accessToken: payloadOf(event).accessToken,
      maxAgeSeconds: ACCESS_TOKEN_COOKIE_SECONDS,
    }),
  },
  {
    type: 'storeProductToken',
    params: ({ event }: { event: AuthEvent }) => ({ token: payloadOf(event).uniclassToken }),
  },
  { type: 'storeUser', params: ({ event }: { event: AuthEvent }) => ({ user: payloadOf(event).user }) },
  {
    type: 'storeProfile',
    params: ({ event }: { event: AuthEvent }) => ({
      profile: findDefaultProfile(payloadOf(event).user.profiles) ?? null,
    }),
  },
  { type: 'rememberUser', params: ({ event }: { event: AuthEvent }) => ({ user: payloadOf(event).user }) },
] as const;

type BasicInfoDone = { event: DoneActorEvent<User | null> };
const basicInfoUser = ({ event }: BasicInfoDone) => ({ user: event.output });
/** basic-info shows the session cannot go on (guard on its user): log out with the reason. */
const logOutWhen = <const TGuard extends string>(guard: TGuard, message: string) =>
  ({
    guard: { type: guard, params: basicInfoUser },
    target: '#session.loggingOut',
    actions: { type: 'showError', params: { message } },
  }) as const;
const storeBasicInfo = [
  { type: 'storeUser', params: ({ event }: BasicInfoDone) => ({ user: event.output as User }) },
  {
    type: 'storeProfile',
    params: ({ event }: BasicInfoDone) => ({ profile: findDefaultProfile(event.output?.profiles) ?? null }),
  },
  { type: 'rememberUser', params: ({ event }: BasicInfoDone) => ({ user: event.output as User }) },
] as const;

/**
 * After login: the page the visitor asked for, else home. Every account has a default profile (one
 * without is logged out above), so the chooser is only shown when the user opens it (issue 16).
 */
const landOnRequestedPage = {
  type: 'redirect',
  params: ({ context }: { context: SessionContext }) => ({ to: context.returnTo ?? ROUTES.home }),
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    logIn: notProvidedActor<AuthPayload, LoginCredentials>('logIn'),
    exchangeLoginToken: notProvidedActor<AuthPayload, { token: string }>('exchangeLoginToken'),
    /** null: the server answered without a user (the stored session is refused). */
    fetchBasicInfo: notProvidedActor<User | null>('fetchBasicInfo'),
  },
  actions: {
    storeUser: notProvidedAction<P['storeUser']>('storeUser'),
    storeProfile: notProvidedAction<P['storeProfile']>('storeProfile'),
    storeProductToken: notProvidedAction<P['storeProductToken']>('storeProductToken'),
    storeAccessToken: notProvidedAction<P['storeAccessToken']>('storeAccessToken'),
    clearStoredSession: notProvidedAction<P['clearStoredSession']>('clearStoredSession'),
    redirect: notProvidedAction<P['redirect']>('redirect'),
    logError: notProvidedAction<P['logError']>('logError'),
    /** Best effort: tells the server to revoke the token; must run while the credentials still exist. */
    revokeServerSession: notProvidedAction<void>('revokeServerSession'),
    rememberUser: assign((_, params: { user: User }) => ({
      user: params.user,
      profile: findDefaultProfile(params.user.profiles) ?? null,
      hasAccessToken: true,
      error: null,
    })),
    forgetUser: assign({ user: null, profile: null, hasAccessToken: false }),
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    hasStoredSession: ({ context }) => context.user !== null && context.hasAccessToken,
    isInvalidPhone,
    isEmptyPassword: (_, params: { password: string }) => params.password.length === 0,
    /** SPEC §7 basic-info: no user, or no default profile, ends the session. */
    isSessionRefused: (_, params: { user: User | null }) => params.user === null,
    lacksDefaultProfile: (_, params: { user: User | null }) => !findDefaultProfile(params.user?.profiles),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.user,
    profile: input.profile,
    hasAccessToken: input.hasAccessToken,
    phone: '',
    error: null,
    returnTo: null,
    afterLogout: null,
    sessionEndedOnServer: false,
  }),
  initial: 'checking',
  states: {
    checking: {
      meta: { description: 'Đọc phiên đã lưu: chỉ đăng nhập khi có cả người dùng và cookie access token' },
      always: [
        { guard: 'hasStoredSession', target: 'loggedIn' },
        {
          target: 'loggedOut',
          actions: [
            { type: 'clearStoredSession', params: { storageKeys: INCOMPLETE_SESSION_KEYS } },
            'forgetUser',
          ],
        },
      ],
    },
    loggedOut: {
      meta: { description: 'Chưa đăng nhập: chờ đăng nhập bằng mật khẩu, bằng token hoặc sau khi đăng ký' },
      on: {
        'session.loginRequested': [
          {
            guard: { type: 'isInvalidPhone', params: ({ event }) => ({ phone: event.phone }) },
            actions: [
              assign({ phone: ({ event }) => event.phone }),
              { type: 'showError', params: { message: INVALID_PHONE_MESSAGE } },
            ],
          },
          {
            guard: { type: 'isEmptyPassword', params: ({ event }) => ({ password: event.password }) },
            actions: [
              assign({ phone: ({ event }) => event.phone }),
              { type: 'showError', params: { message: MISSING_PASSWORD_MESSAGE } },
            ],
          },
          {
            target: 'loggingIn',
            actions: assign({
              phone: ({ event }) => event.phone,
              error: null,
              returnTo: ({ event }) => safeReturnPath(event.returnTo),
            }),
          },
        ],
        'session.tokenLoginRequested': {
          target: 'tokenLoggingIn',
          actions: assign({ error: null, returnTo: null }),
        },
        'session.registered': {
          target: 'loggedIn.landing',
          actions: [assign({ returnTo: null }), ...persistAuth],
        },
      },
    },
    loggingIn: {
      meta: { description: 'Đang gửi số điện thoại và mật khẩu (POST /user/login)' },
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context, event }) => ({
          phone: toLocal09(context.phone),
          password: event.type === 'session.loginRequested' ? event.password : '',
        }),
        onDone: { target: 'loggedIn.landing', actions: persistAuth },
        onError: keepErrorIn('loggedOut', 'error'),
      },
    },
    tokenLoggingIn: {
      meta: { description: 'Đang đổi token đăng nhập một lần (/login/:token) lấy phiên' },
      invoke: {
        id: 'exchangeLoginToken',
        src: 'exchangeLoginToken',
        input: ({ event }) => ({ token: event.type === 'session.tokenLoginRequested' ? event.token : '' }),
        onDone: { target: 'loggedIn.landing', actions: persistAuth },
        onError: keepErrorIn('loggedOut', 'error'),
      },
    },
    loggedIn: {
      meta: { description: 'Đã đăng nhập' },
      initial: 'refreshing',
      on: {
        'session.logoutRequested': {
          target: 'loggingOut',
          actions: assign({
            error: null,
            afterLogout: ({ event }) => safeReturnPath(event.landOn),
            sessionEndedOnServer: ({ event }) => event.sessionEndedOnServer === true,
          }),
        },
        'session.userUpdated': {
          actions: [
            { type: 'storeUser', params: ({ event }) => ({ user: event.user }) },
            {
              type: 'storeProfile',
              params: ({ event }) => ({ profile: findDefaultProfile(event.user.profiles) ?? null }),
            },
            { type: 'rememberUser', params: ({ event }) => ({ user: event.user }) },
          ],
        },
      },
      states: {
        refreshing: {
          meta: { description: 'Phiên đã lưu: tải lại basic-info để có hồ sơ mới nhất' },
          invoke: {
            id: 'refreshBasicInfo',
            src: 'fetchBasicInfo',
            onDone: [
              logOutWhen('isSessionRefused', SESSION_REFUSED_MESSAGE),
              logOutWhen('lacksDefaultProfile', NO_DEFAULT_PROFILE_MESSAGE),
              { target: 'ready', actions: storeBasicInfo },
            ],
            // Offline or a server hiccup: keep the stored session rather than logging the user out.
            onError: {
              target: 'ready',
              actions: {
                type: 'logError',
                params: ({ event }) => ({ message: 'basic-info refresh failed', error: event.error }),
              },
            },
          },
        },
        landing: {
          meta: {
            description:
              'Vừa đăng nhập: tải basic-info rồi về trang đã yêu cầu (hoặc /); không hỏi lại hồ sơ khi đã có hồ sơ mặc định',
          },
          invoke: {
            id: 'landingBasicInfo',
            src: 'fetchBasicInfo',
            onDone: [
              logOutWhen('lacksDefaultProfile', NO_DEFAULT_PROFILE_MESSAGE),
              { target: 'ready', actions: [...storeBasicInfo, landOnRequestedPage] },
            ],
            // The login payload already holds the user: land all the same.
            onError: {
              target: 'ready',
              actions: [
                {
                  type: 'logError',
                  params: ({ event }) => ({ message: 'basic-info after login failed', error: event.error }),
                },
                landOnRequestedPage,
              ],
            },
          },
        },
        ready: {
          meta: { description: 'Phiên sẵn sàng; hồ sơ mặc định đã lưu' },
        },
      },
    },
    loggingOut: {
      meta: { description: 'Đăng xuất: xoá dữ liệu phiên và cookie rồi về / (hoặc trang được chỉ định)' },
      entry: [
        enqueueActions(({ context, enqueue }) => {
          if (!context.sessionEndedOnServer) enqueue('revokeServerSession');
        }),
        { type: 'clearStoredSession', params: { storageKeys: LOGOUT_KEYS } },
        'forgetUser',
        { type: 'redirect', params: ({ context }) => ({ to: context.afterLogout ?? ROUTES.home }) },
      ],
      always: { target: 'loggedOut', actions: assign({ afterLogout: null, sessionEndedOnServer: false }) },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
