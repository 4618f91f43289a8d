import type {
  ContestProfile,
  ContestSchool,
  RegisterBody,
  RoundWithAttempt,
  SchoolSearchPage,
} from '../../contracts/contest';
import { ERROR_CODES } from '../../contracts/error-codes';
import { EnvelopeError } from '../shared/api-result';
import { fetchDone, fetchFailed, fetchRefused } from '../shared/fetch-examples';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { contestAuthMachine } from './contest-auth.machine';

export const CONTEST_AUTH_INJECTED_ACTIONS = ['storeToken', 'clearToken', 'announceContestProfile'] as const;

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
const refused = new EnvelopeError(ERROR_CODES.INVALID_CREDENTIALS, 'Số điện thoại hoặc mật khẩu không đúng');

export const contestAuthTestModel: MachineTestModel = {
  machine: contestAuthMachine,
  scenarios: [
    { name: 'token đã lưu', input: { storedToken: 'stored', hasMainSession: true } },
    { name: 'chưa có token', input: { storedToken: null, hasMainSession: false } },
  ],
  examples: [
    { type: 'field.changed', example: { field: 'phone', value: ' 0961234567 ' } },
    { type: 'register.provinceSelected', example: { provinceId: 4 } },
    { type: 'register.provinceSelected', example: { provinceId: null } },
    { type: 'register.schoolQueryChanged', example: { query: 'phu dong' } },
    // Page 2 exists (45 schools); page 9 does not and is ignored.
    { type: 'register.schoolPageRequested', example: { page: 2 } },
    { type: 'register.schoolPageRequested', example: { page: 9 } },
    { type: 'register.schoolSelected', example: { school: exampleSchool } },
    fetchDone('searchSchools', exampleSchoolPage),
    fetchFailed('searchSchools'),
    fetchDone('fetchMe', exampleContestProfile),
    fetchRefused('fetchMe', ERROR_CODES.TOKEN_INVALID, 'Phiên đăng nhập đã hết hạn'),
    fetchDone('login', session),
    fetchFailed('login', refused),
    fetchDone('autoLogin', session),
    fetchRefused('autoLogin', ERROR_CODES.CONTEST_NOT_REGISTERED, 'Tài khoản chưa đăng ký dự thi'),
    fetchDone('register', { sent: true, expiresInSeconds: 300 }),
    fetchRefused('register', ERROR_CODES.PHONE_ALREADY_REGISTERED, 'Số điện thoại đã có tài khoản'),
    fetchDone('verifyOtp', session),
    fetchRefused('verifyOtp', ERROR_CODES.OTP_INVALID, 'Mã xác thực không đúng'),
    fetchDone('resendOtp', { sent: true, expiresInSeconds: 300 }),
    fetchFailed('resendOtp'),
    fetchDone('fetchHome', { rounds: [exampleOpenRound], team: null, results: {} }),
    fetchFailed('fetchHome'),
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.profile !== null,
      snapshot.context.error !== null,
      snapshot.context.schoolPicker.provinceId !== null,
      snapshot.context.schoolPicker.result !== null,
      snapshot.context.schoolPicker.page,
      // A registration without a school is refused in the form; with one it is sent.
      snapshot.context.schoolPicker.selected !== null,
    ]),
  fakeActions: noopActions(CONTEST_AUTH_INJECTED_ACTIONS),
};
