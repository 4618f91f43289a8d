import type {
  ContestProfile,
  ContestSchool,
  ContestSession,
  RankingRow,
  RoundWithAttempt,
  SchoolSearchPage,
  SchoolSearchQuery,
  TeamData,
} from '../../contracts/contest';

export interface ContestHome {
  rounds: RoundWithAttempt[];
  team: TeamData;
  /** My row among the pupils of my province and grade, by round id, for rounds I have finished. */
  results: Record<string, RankingRow | null>;
}

/** The registration form's school picker: a province, a search and a page of its schools. */
export interface SchoolPicker {
  provinceId: number | null;
  query: string;
  page: number;
  /** The page last loaded for this province, query and page; null before the first answer. */
  result: SchoolSearchPage | null;
  /** The school chosen; it stays chosen while the pupil searches further. */
  selected: ContestSchool | null;
  error: string | null;
}

/** What the pupil types into the gate's three forms (login and registration share phone and password). */
export interface ContestGateFields {
  phone: string;
  password: string;
  otp: string;
  name: string;
  /** As typed in the number field; the registration sends it as a number. */
  grade: string;
  className: string;
}

export type ContestGateField = keyof ContestGateFields;

export interface ContestAuthContext {
  /** A stored contest token to check at start (auth_contest). */
  storedToken: string | null;
  /** Whether a main-app session exists, so auto-login may be offered. */
  hasMainSession: boolean;
  profile: ContestProfile | null;
  home: ContestHome | null;
  /** The phone waiting for its OTP. */
  otpPhone: string | null;
  schoolPicker: SchoolPicker;
  fields: ContestGateFields;
  /** Shown under the school picker after a registration sent without a school. */
  schoolError: string | null;
  error: string | null;
}

export interface ContestAuthInput {
  storedToken: string | null;
  hasMainSession: boolean;
}

export type ContestAuthEvent =
  | { type: 'field.changed'; field: ContestGateField; value: string }
  | { type: 'login.submitted' }
  | { type: 'autoLogin.requested' }
  | { type: 'register.opened' }
  | { type: 'login.opened' }
  | { type: 'register.provinceSelected'; provinceId: number | null }
  | { type: 'register.schoolQueryChanged'; query: string }
  | { type: 'register.schoolPageRequested'; page: number }
  | { type: 'register.schoolSelected'; school: ContestSchool | null }
  | { type: 'register.schoolsRetryRequested' }
  | { type: 'register.submitted' }
  | { type: 'otp.submitted' }
  | { type: 'otp.resendRequested' }
  | { type: 'home.reloadRequested' }
  | { type: 'logout.requested' };

export interface ContestAuthActionParams {
  storeToken: { token: string };
  clearToken: undefined;
  /** The contest profile signed in on this device, or null once signed out (the shell's header). */
  announceContestProfile: { profile: ContestProfile | null };
}

export type { ContestSession, SchoolSearchQuery };
