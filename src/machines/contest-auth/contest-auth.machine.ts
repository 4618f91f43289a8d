import { assign, setup } from 'xstate';
import type {
  ContestProfile,
  ContestSession,
  LoginBody,
  OtpSent,
  RegisterBody,
  SchoolSearchPage,
  SchoolSearchQuery,
  VerifyOtpBody,
} from '../../contracts/contest';
import { CONTEST_SCHOOL_PAGE_SIZE, CONTEST_SCHOOL_SEARCH_DEBOUNCE_MS } from '../../domain/contest';
import { userMessageOf } from '../shared/api-result';
import { opensClearingError } from '../shared/form-steps';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided';
import { keepErrorIn } from '../shared/notice';
import type {
  ContestAuthContext,
  ContestAuthEvent,
  ContestAuthInput,
  ContestGateFields,
  ContestHome,
  ContestAuthActionParams as P,
  SchoolPicker,
} from './contest-auth.types';

type SessionOpened = { event: { output: ContestSession } };
/** A contest session was opened: its profile is shown and its token kept. */
const signedIn = {
  target: '#contestAuth.signedIn',
  actions: [
    { type: 'showProfile', params: ({ event }: SessionOpened) => ({ profile: event.output.profile }) },
    { type: 'storeToken', params: ({ event }: SessionOpened) => ({ token: event.output.token }) },
    {
      type: 'announceContestProfile',
      params: ({ event }: SessionOpened) => ({ profile: event.output.profile }),
    },
  ],
} as const;

/** Signed out: the header stops showing the contest profile. */
const announceSignedOut = { type: 'announceContestProfile', params: { profile: null } } as const;

const NO_SCHOOL_PICKED: SchoolPicker = {
  provinceId: null,
  query: '',
  page: 0,
  result: null,
  selected: null,
  error: null,
};

export const CONTEST_GATE_MESSAGES = {
  missingSchool: 'Vui lòng chọn trường',
} as const;

const NO_FIELDS: ContestGateFields = { phone: '', password: '', otp: '', name: '', grade: '', className: '' };

/** The registration as the server takes it: trimmed text, the grade as a number, no empty class name. */
function registerBodyOf({ fields, schoolPicker }: ContestAuthContext): RegisterBody {
  const className = fields.className.trim();
  return {
    phone: fields.phone.trim(),
    name: fields.name.trim(),
    password: fields.password,
    schoolId: schoolPicker.selected?.id ?? 0,
    grade: Number(fields.grade),
    ...(className ? { className } : {}),
  };
}

/** The steps' buttons that open another step with the last error cleared. */
const opens = opensClearingError<ContestAuthEvent['type']>();

/**
 * Contest sign-in with its own token (auth_contest): a stored token is checked first; otherwise
 * login with the main app's phone and password, auto-login from a main session for a linked
 * profile, or register → OTP → verify. Once signed in, the contest home (rounds, team) is loaded.
 * The registration form picks its school by province, with a debounced search and pages
 * (GET /api/contest/schools), instead of a typed school id. The forms' fields live here too: the
 * gate's view only shows them and sends what is typed.
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
    searchSchools: notProvidedActor<SchoolSearchPage, SchoolSearchQuery>('searchSchools'),
  },
  actions: {
    storeToken: notProvidedAction<P['storeToken']>('storeToken'),
    clearToken: notProvidedAction<P['clearToken']>('clearToken'),
    announceContestProfile: notProvidedAction<P['announceContestProfile']>('announceContestProfile'),
    clearError: assign({ error: null }),
    changeField: assign({
      fields: ({ context, event }) =>
        event.type === 'field.changed' ? { ...context.fields, [event.field]: event.value } : context.fields,
    }),
    clearForms: assign({ fields: NO_FIELDS, schoolError: null }),
    showProfile: assign((_, params: { profile: ContestProfile }) => ({
      profile: params.profile,
      error: null,
      otpPhone: null,
    })),
    pickProvince: assign({
      schoolPicker: ({ event }) => ({
        ...NO_SCHOOL_PICKED,
        provinceId: event.type === 'register.provinceSelected' ? event.provinceId : null,
      }),
    }),
    setSchoolQuery: assign({
      schoolPicker: ({ context, event }) =>
        event.type === 'register.schoolQueryChanged'
          ? { ...context.schoolPicker, query: event.query, page: 0 }
          : context.schoolPicker,
    }),
    setSchoolPage: assign({
      schoolPicker: ({ context, event }) =>
        event.type === 'register.schoolPageRequested'
          ? { ...context.schoolPicker, page: event.page }
          : context.schoolPicker,
    }),
    pickSchool: assign({
      schoolPicker: ({ context, event }) =>
        event.type === 'register.schoolSelected'
          ? { ...context.schoolPicker, selected: event.school }
          : context.schoolPicker,
    }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.storedToken !== null,
    hasNoSchool: ({ context }) => context.schoolPicker.selected === null,
    isProvinceGiven: ({ event }) => event.type === 'register.provinceSelected' && event.provinceId !== null,
    hasNoProvince: ({ context }) => context.schoolPicker.provinceId === null,
    hasSchoolPage: ({ context }) => context.schoolPicker.result !== null,
    isExistingPage: ({ context, event }) => {
      const result = context.schoolPicker.result;
      return (
        event.type === 'register.schoolPageRequested' &&
        result !== null &&
        event.page >= 0 &&
        event.page !== context.schoolPicker.page &&
        event.page * result.size < result.totalElements
      );
    },
  },
  delays: {
    schoolSearchDebounce: CONTEST_SCHOOL_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'contestAuth',
  context: ({ input }) => ({
    storedToken: input.storedToken,
    hasMainSession: input.hasMainSession,
    profile: null,
    home: null,
    otpPhone: null,
    schoolPicker: NO_SCHOOL_PICKED,
    fields: NO_FIELDS,
    schoolError: null,
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
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ profile: ({ event }) => event.output }),
            { type: 'announceContestProfile', params: ({ event }) => ({ profile: event.output }) },
          ],
        },
        onError: { target: 'signedOut', actions: ['clearToken', announceSignedOut] },
      },
    },
    signedOut: {
      meta: { description: 'Chưa đăng nhập cuộc thi' },
      // Each sign-in starts with empty forms; typing is kept whatever the step (busy ones included).
      entry: 'clearForms',
      on: { 'field.changed': { actions: 'changeField' } },
      initial: 'login',
      states: {
        login: {
          meta: {
            description: 'Form đăng nhập (số điện thoại, mật khẩu) hoặc vào thi bằng tài khoản Uniclass',
          },
          on: opens({
            'login.submitted': 'loggingIn',
            'autoLogin.requested': 'autoLoggingIn',
            'register.opened': 'register',
          }),
        },
        loggingIn: {
          meta: { description: 'Đang đăng nhập (POST /api/contest/login)' },
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({
              phone: context.fields.phone.trim(),
              password: context.fields.password,
            }),
            onDone: signedIn,
            onError: keepErrorIn('login', 'error'),
          },
        },
        autoLoggingIn: {
          meta: { description: 'Đang vào thi bằng phiên Uniclass (POST /api/contest/auto-login)' },
          invoke: {
            id: 'autoLogin',
            src: 'autoLogin',
            onDone: signedIn,
            onError: keepErrorIn('login', 'error'),
          },
        },
        register: {
          meta: { description: 'Form đăng ký dự thi: chọn tỉnh, tìm và chọn trường theo trang' },
          initial: 'entering',
          on: {
            'register.submitted': [
              { guard: 'hasNoSchool', actions: assign({ schoolError: CONTEST_GATE_MESSAGES.missingSchool }) },
              {
                target: 'registering',
                actions: [
                  assign({ otpPhone: ({ context }) => context.fields.phone.trim(), schoolError: null }),
                  'clearError',
                ],
              },
            ],
            'login.opened': { target: 'login', actions: 'clearError' },
            'register.provinceSelected': [
              { guard: 'isProvinceGiven', target: '.loadingSchools', reenter: true, actions: 'pickProvince' },
              { target: '.noProvince', actions: 'pickProvince' },
            ],
            'register.schoolSelected': { actions: 'pickSchool' },
          },
          states: {
            entering: {
              meta: { description: 'Mở lại form: giữ tỉnh, trang trường và trường đã chọn' },
              always: [
                { guard: 'hasNoProvince', target: 'noProvince' },
                { guard: 'hasSchoolPage', target: 'schoolsShown' },
                { target: 'loadingSchools' },
              ],
            },
            noProvince: {
              meta: { description: 'Chưa chọn tỉnh/thành phố: chưa tìm được trường' },
            },
            typing: {
              meta: { description: 'Đang gõ tên trường: chờ ngừng gõ rồi mới tìm' },
              after: { schoolSearchDebounce: 'loadingSchools' },
              on: {
                'register.schoolQueryChanged': { target: 'typing', reenter: true, actions: 'setSchoolQuery' },
              },
            },
            loadingSchools: {
              meta: { description: 'Đang tải danh sách trường (GET /api/contest/schools)' },
              invoke: {
                id: 'searchSchools',
                src: 'searchSchools',
                input: ({ context }) => ({
                  provinceId: context.schoolPicker.provinceId ?? 0,
                  ...(context.schoolPicker.query.trim() ? { q: context.schoolPicker.query.trim() } : {}),
                  page: context.schoolPicker.page,
                  size: CONTEST_SCHOOL_PAGE_SIZE,
                }),
                onDone: {
                  target: 'schoolsShown',
                  actions: assign({
                    schoolPicker: ({ context, event }) => ({
                      ...context.schoolPicker,
                      result: event.output,
                      error: null,
                    }),
                  }),
                },
                onError: {
                  target: 'schoolsFailed',
                  actions: assign({
                    schoolPicker: ({ context, event }) => ({
                      ...context.schoolPicker,
                      error: userMessageOf(event.error),
                    }),
                  }),
                },
              },
              on: {
                'register.schoolQueryChanged': { target: 'typing', actions: 'setSchoolQuery' },
              },
            },
            schoolsShown: {
              meta: { description: 'Danh sách trường (một trang) để chọn; có thể tìm tiếp hoặc sang trang' },
              on: {
                'register.schoolQueryChanged': { target: 'typing', actions: 'setSchoolQuery' },
                'register.schoolPageRequested': {
                  guard: 'isExistingPage',
                  target: 'loadingSchools',
                  actions: 'setSchoolPage',
                },
              },
            },
            schoolsFailed: {
              meta: { description: 'Không tải được danh sách trường: thông báo và nút thử lại' },
              on: {
                'register.schoolQueryChanged': { target: 'typing', actions: 'setSchoolQuery' },
                'register.schoolsRetryRequested': 'loadingSchools',
              },
            },
          },
        },
        registering: {
          meta: { description: 'Đang gửi đăng ký và mã OTP (POST /api/contest/register)' },
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => registerBodyOf(context),
            onDone: { target: 'awaitingOtp' },
            onError: keepErrorIn('register', 'error'),
          },
        },
        awaitingOtp: {
          meta: { description: 'Chờ nhập mã OTP đã gửi qua SMS' },
          on: opens({
            'otp.submitted': 'verifyingOtp',
            'otp.resendRequested': 'resendingOtp',
            'login.opened': 'login',
          }),
        },
        verifyingOtp: {
          meta: { description: 'Đang xác thực OTP (POST /api/contest/verify-otp)' },
          invoke: {
            id: 'verifyOtp',
            src: 'verifyOtp',
            input: ({ context }) => ({
              phone: context.otpPhone ?? '',
              otp: context.fields.otp.trim(),
            }),
            onDone: signedIn,
            onError: keepErrorIn('awaitingOtp', 'error'),
          },
        },
        resendingOtp: {
          meta: { description: 'Đang gửi lại mã OTP (POST /api/contest/send-otp)' },
          invoke: {
            id: 'resendOtp',
            src: 'resendOtp',
            input: ({ context }) => context.otpPhone ?? '',
            onDone: { target: 'awaitingOtp' },
            onError: keepErrorIn('awaitingOtp', 'error'),
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
          actions: ['clearToken', announceSignedOut, assign({ profile: null, home: null, error: null })],
        },
      },
      states: {
        loadingHome: {
          meta: { description: 'Đang tải vòng thi và đội (GET rounds, team)' },
          invoke: {
            id: 'fetchHome',
            src: 'fetchHome',
            onDone: { target: 'ready', actions: assign({ home: ({ event }) => event.output, error: null }) },
            onError: keepErrorIn('homeFailed', 'error'),
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
