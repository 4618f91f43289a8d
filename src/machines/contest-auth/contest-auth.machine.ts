import { assign, setup } from 'xstate';
import type {
  ContestProfile,
  ContestSession,
  LoginBody,
  OtpSent,
  RegisterBody,
  VerifyOtpBody,
} from '../../contracts/contest';
import { userMessageOf } from '../shared/api-result';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided';
import type {
  ContestAuthContext,
  ContestAuthEvent,
  ContestAuthInput,
  ContestHome,
  ContestAuthActionParams as P,
} from './contest-auth.types';

/**
 * Contest sign-in with its own token (auth_contest): a stored token is checked first; otherwise
 * login with the main app's phone and password, auto-login from a main session for a linked
 * profile, or register → OTP → verify. Once signed in, the contest home (rounds, team) is loaded.
 */
export const contestAuthMachine = setup({
  types: {
    context: {} as ContestAuthContext,
    events: {} as ContestAuthEvent,
    input: {} as ContestAuthInput,
  },
  actors: {
    fetchMe: notProvidedActor<ContestProfile>('fetchMe'),
    login: notProvidedActor<ContestSession, LoginBody>('login'),
    autoLogin: notProvidedActor<ContestSession>('autoLogin'),
    register: notProvidedActor<OtpSent, RegisterBody>('register'),
    verifyOtp: notProvidedActor<ContestSession, VerifyOtpBody>('verifyOtp'),
    resendOtp: notProvidedActor<OtpSent, string>('resendOtp'),
    fetchHome: notProvidedActor<ContestHome>('fetchHome'),
  },
  actions: {
    storeToken: notProvidedAction<P['storeToken']>('storeToken'),
    clearToken: notProvidedAction<P['clearToken']>('clearToken'),
    clearError: assign({ error: null }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.storedToken !== null,
  },
}).createMachine({
  id: 'contestAuth',
  context: ({ input }) => ({
    storedToken: input.storedToken,
    hasMainSession: input.hasMainSession,
    profile: null,
    home: null,
    otpPhone: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      meta: { description: 'Có token dự thi đã lưu thì kiểm tra, không thì mời đăng nhập' },
      always: [{ guard: 'hasStoredToken', target: 'checkingToken' }, { target: 'signedOut' }],
    },
    checkingToken: {
      meta: { description: 'Kiểm tra token dự thi đã lưu (GET /api/contest/me)' },
      invoke: {
        id: 'fetchMe',
        src: 'fetchMe',
        onDone: { target: 'signedIn', actions: assign({ profile: ({ event }) => event.output }) },
        onError: { target: 'signedOut', actions: 'clearToken' },
      },
    },
    signedOut: {
      meta: { description: 'Chưa đăng nhập cuộc thi' },
      initial: 'login',
      states: {
        login: {
          meta: {
            description: 'Form đăng nhập (số điện thoại, mật khẩu) hoặc vào thi bằng tài khoản Uniclass',
          },
          on: {
            'login.submitted': { target: 'loggingIn', actions: 'clearError' },
            'autoLogin.requested': { target: 'autoLoggingIn', actions: 'clearError' },
            'register.opened': { target: 'register', actions: 'clearError' },
          },
        },
        loggingIn: {
          meta: { description: 'Đang đăng nhập (POST /api/contest/login)' },
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) =>
              event.type === 'login.submitted'
                ? { phone: event.phone, password: event.password }
                : { phone: '', password: '' },
            onDone: {
              target: '#contestAuth.signedIn',
              actions: [
                assign({ profile: ({ event }) => event.output.profile, error: null, otpPhone: null }),
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
              ],
            },
            onError: {
              target: 'login',
              actions: assign({ error: ({ event }) => userMessageOf(event.error) }),
            },
          },
        },
        autoLoggingIn: {
          meta: { description: 'Đang vào thi bằng phiên Uniclass (POST /api/contest/auto-login)' },
          invoke: {
            id: 'autoLogin',
            src: 'autoLogin',
            onDone: {
              target: '#contestAuth.signedIn',
              actions: [
                assign({ profile: ({ event }) => event.output.profile, error: null, otpPhone: null }),
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
              ],
            },
            onError: {
              target: 'login',
              actions: assign({ error: ({ event }) => userMessageOf(event.error) }),
            },
          },
        },
        register: {
          meta: { description: 'Form đăng ký dự thi' },
          on: {
            'register.submitted': {
              target: 'registering',
              actions: [assign({ otpPhone: ({ event }) => event.form.phone }), 'clearError'],
            },
            'login.opened': { target: 'login', actions: 'clearError' },
          },
        },
        registering: {
          meta: { description: 'Đang gửi đăng ký và mã OTP (POST /api/contest/register)' },
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ event }) => {
              if (event.type !== 'register.submitted') throw new Error('registering needs the form');
              return event.form;
            },
            onDone: { target: 'awaitingOtp' },
            onError: {
              target: 'register',
              actions: assign({ error: ({ event }) => userMessageOf(event.error) }),
            },
          },
        },
        awaitingOtp: {
          meta: { description: 'Chờ nhập mã OTP đã gửi qua SMS' },
          on: {
            'otp.submitted': { target: 'verifyingOtp', actions: 'clearError' },
            'otp.resendRequested': { target: 'resendingOtp', actions: 'clearError' },
            'login.opened': { target: 'login', actions: 'clearError' },
          },
        },
        verifyingOtp: {
          meta: { description: 'Đang xác thực OTP (POST /api/contest/verify-otp)' },
          invoke: {
            id: 'verifyOtp',
            src: 'verifyOtp',
            input: ({ context, event }) => ({
              phone: context.otpPhone ?? '',
              otp: event.type === 'otp.submitted' ? event.otp : '',
            }),
            onDone: {
              target: '#contestAuth.signedIn',
              actions: [
                assign({ profile: ({ event }) => event.output.profile, error: null, otpPhone: null }),
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
              ],
            },
            onError: {
              target: 'awaitingOtp',
              actions: assign({ error: ({ event }) => userMessageOf(event.error) }),
            },
          },
        },
        resendingOtp: {
          meta: { description: 'Đang gửi lại mã OTP (POST /api/contest/send-otp)' },
          invoke: {
            id: 'resendOtp',
            src: 'resendOtp',
            input: ({ context }) => context.otpPhone ?? '',
            onDone: { target: 'awaitingOtp' },
            onError: {
              target: 'awaitingOtp',
              actions: assign({ error: ({ event }) => userMessageOf(event.error) }),
            },
          },
        },
      },
    },
    signedIn: {
      meta: { description: 'Đã đăng nhập cuộc thi' },
      initial: 'loadingHome',
      on: {
        'logout.requested': {
          target: 'signedOut',
          actions: ['clearToken', assign({ profile: null, home: null, error: null })],
        },
      },
      states: {
        loadingHome: {
          meta: { description: 'Đang tải vòng thi và đội (GET rounds, team)' },
          invoke: {
            id: 'fetchHome',
            src: 'fetchHome',
            onDone: { target: 'ready', actions: assign({ home: ({ event }) => event.output, error: null }) },
            onError: {
              target: 'homeFailed',
              actions: assign({ error: ({ event }) => userMessageOf(event.error) }),
            },
          },
        },
        ready: {
          meta: { description: 'Trang cuộc thi: vòng đang mở, kết quả, đội' },
          on: { 'home.reloadRequested': 'loadingHome' },
        },
        homeFailed: {
          meta: { description: 'Không tải được trang cuộc thi: có nút thử lại' },
          on: { 'home.reloadRequested': 'loadingHome' },
        },
      },
    },
  },
});
