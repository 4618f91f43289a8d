import type {
  ContestProfile,
  ContestSession,
  RankingRow,
  RegisterBody,
  RoundWithAttempt,
  TeamData,
} from '../../contracts/contest';

export interface ContestHome {
  rounds: RoundWithAttempt[];
  team: TeamData;
  /** My row among the pupils of my province and grade, by round id, for rounds I have finished. */
  results: Record<string, RankingRow | null>;
}

export interface ContestAuthContext {
  /** A stored contest token to check at start (auth_contest). */
  storedToken: string | null;
  /** Whether a main-app session exists, so auto-login may be offered. */
  hasMainSession: boolean;
  profile: ContestProfile | null;
  home: ContestHome | null;
  /** The phone waiting for its OTP. */
  otpPhone: string | null;
  error: string | null;
}

export interface ContestAuthInput {
  storedToken: string | null;
  hasMainSession: boolean;
}

export type ContestAuthEvent =
  | { type: 'login.submitted'; phone: string; password: string }
  | { type: 'autoLogin.requested' }
  | { type: 'register.opened' }
  | { type: 'login.opened' }
  | { type: 'register.submitted'; form: RegisterBody }
  | { type: 'otp.submitted'; otp: string }
  | { type: 'otp.resendRequested' }
  | { type: 'home.reloadRequested' }
  | { type: 'logout.requested' };

export interface ContestAuthActionParams {
  storeToken: { token: string };
  clearToken: undefined;
}

export type { ContestSession };
