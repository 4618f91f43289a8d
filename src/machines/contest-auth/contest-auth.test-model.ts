import type {
  ContestProfile,
  ContestSchool,
  RegisterBody,
  RoundWithAttempt,
  SchoolSearchPage,
} from '../../contracts/contest';
import { EnvelopeError } from '../shared/api-result';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { contestAuthMachine } from './contest-auth.machine';

export const CONTEST_AUTH_INJECTED_ACTIONS = ['storeToken', 'clearToken'] as const;

export const exampleContestProfile: ContestProfile = {
  id: 5201,
  mainProfileId: 4,
  name: 'Phạm Đức Anh',
  role: 'pupil',
  grade: 4,
  className: null,
  schoolId: 12,
  schoolName: 'Trường Tiểu học Phù Đổng',
  provinceId: 4,
  provinceName: 'Đà Nẵng',
};

export const exampleOpenRound: RoundWithAttempt = {
  id: 2,
  name: 'Vòng 2 – Vòng tỉnh',
  grade: null,
  startTime: '2026-11-22T08:00:00.000Z',
  endTime: '2026-12-23T08:00:00.000Z',
  durationMinutes: 20,
  status: 'open',
  allowRetries: false,
  questionCount: 6,
  myAttempt: null,
};

export const exampleRegisterForm: RegisterBody = {
  phone: '0961234567',
  name: 'Đỗ Khánh Vy',
  password: 'Matkhau123',
  schoolId: 12,
  grade: 5,
  className: '5C',
};

export const exampleSchool: ContestSchool = {
  id: 12,
  name: 'Trường Tiểu học Phù Đổng',
  provinceId: 4,
  provinceName: 'Đà Nẵng',
};

/** The first of three pages of schools (45 schools, 20 a page). */
export const exampleSchoolPage: SchoolSearchPage = {
  totalElements: 45,
  page: 0,
  size: 20,
  content: [exampleSchool, { ...exampleSchool, id: 13, name: 'Trường Tiểu học Lê Lợi' }],
};

const session = { token: 'contest-token', profile: exampleContestProfile };
const refused = new EnvelopeError(2002, 'Số điện thoại hoặc mật khẩu không đúng');

export const contestAuthTestModel: MachineTestModel = {
  machine: contestAuthMachine,
  scenarios: [
    { name: 'token đã lưu', input: { storedToken: 'stored', hasMainSession: true } },
    { name: 'chưa có token', input: { storedToken: null, hasMainSession: false } },
  ],
  examples: [
    { type: 'login.submitted', example: { phone: '0901000004', password: 'Uniclass@123' } },
    { type: 'register.submitted', example: { form: exampleRegisterForm } },
    { type: 'register.provinceSelected', example: { provinceId: 4 } },
    { type: 'register.provinceSelected', example: { provinceId: null } },
    { type: 'register.schoolQueryChanged', example: { query: 'phu dong' } },
    // Page 2 exists (45 schools); page 9 does not and is ignored.
    { type: 'register.schoolPageRequested', example: { page: 2 } },
    { type: 'register.schoolPageRequested', example: { page: 9 } },
    { type: 'register.schoolSelected', example: { school: exampleSchool } },
    { type: 'xstate.done.actor.searchSchools', example: { output: exampleSchoolPage } },
    { type: 'xstate.error.actor.searchSchools', example: { error: new Error('Network Error') } },
    { type: 'otp.submitted', example: { otp: '123456' } },
    { type: 'xstate.done.actor.fetchMe', example: { output: exampleContestProfile } },
    {
      type: 'xstate.error.actor.fetchMe',
      example: { error: new EnvelopeError(2003, 'Phiên đăng nhập đã hết hạn') },
    },
    { type: 'xstate.done.actor.login', example: { output: session } },
    { type: 'xstate.error.actor.login', example: { error: refused } },
    { type: 'xstate.done.actor.autoLogin', example: { output: session } },
    {
      type: 'xstate.error.actor.autoLogin',
      example: { error: new EnvelopeError(4001, 'Tài khoản chưa đăng ký dự thi') },
    },
    { type: 'xstate.done.actor.register', example: { output: { sent: true, expiresInSeconds: 300 } } },
    {
      type: 'xstate.error.actor.register',
      example: { error: new EnvelopeError(3001, 'Số điện thoại đã có tài khoản') },
    },
    { type: 'xstate.done.actor.verifyOtp', example: { output: session } },
    {
      type: 'xstate.error.actor.verifyOtp',
      example: { error: new EnvelopeError(2101, 'Mã xác thực không đúng') },
    },
    { type: 'xstate.done.actor.resendOtp', example: { output: { sent: true, expiresInSeconds: 300 } } },
    { type: 'xstate.error.actor.resendOtp', example: { error: new Error('Network Error') } },
    {
      type: 'xstate.done.actor.fetchHome',
      example: { output: { rounds: [exampleOpenRound], team: null, results: {} } },
    },
    { type: 'xstate.error.actor.fetchHome', example: { error: new Error('Network Error') } },
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.profile !== null,
      snapshot.context.error !== null,
      snapshot.context.schoolPicker.provinceId !== null,
      snapshot.context.schoolPicker.result !== null,
      snapshot.context.schoolPicker.page,
    ]),
  fakeActions: noopActions(CONTEST_AUTH_INJECTED_ACTIONS),
};
