import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp, UpdatedAt } from '../db/column-types';

/** Row types of the auth stores (migrations 0001 and 0010): tokens, OTP codes, SMS outbox, counters. */

/**
 * 'access' authenticates API calls, 'product' is the uniclassToken handed to the SPA, 'reset' is the
 * short-lived infoNewPass token of the password step, 'contest' is reserved for the contest login.
 */
export type TokenPurpose = 'access' | 'product' | 'reset' | 'contest';

export interface AccessTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  profile_id: number | null;
  purpose: ColumnType<TokenPurpose, TokenPurpose | undefined, TokenPurpose>;
  /** Shared by every token of one login, so logout revokes the family at once. */
  session_id: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface OtpCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  last_sent_at: UpdatedAt;
  consumed_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  body: string;
  created_at: CreatedAt;
}

/** Unregistered phones one address asked about (the enumeration budget, server/auth/probe-budget.ts). */
export interface UnknownPhoneProbesTable {
  ip: string;
  phone: string;
  seen_at: Generated<Date>;
}

export interface LoginTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  profile_id: number | null;
  /** The session that issued it: its logout spends the token too. */
  session_id: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Proof that a phone passed the registration OTP step (migration 0096): single use, 15 minutes. */
export interface RegistrationVerificationsTable {
  id: Generated<number>;
  phone: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface AuthCountersTable {
  phone: string;
  kind: string;
  window_start: Timestamp;
  count: number;
}

/** Failure counters that hand out a slot before the guarded check (migration 0100, attempt-guard.ts). */
export interface AttemptGuardsTable {
  key: string;
  window_start: Timestamp;
  window_seconds: number;
  max_failures: number;
  failures: Generated<number>;
  pending: Generated<number>;
  pending_at: NullableTimestamp;
}

export interface AuthTables {
  access_tokens: AccessTokensTable;
  otp_codes: OtpCodesTable;
  sms_outbox: SmsOutboxTable;
  login_tokens: LoginTokensTable;
  unknown_phone_probes: UnknownPhoneProbesTable;
  auth_counters: AuthCountersTable;
  attempt_guards: AttemptGuardsTable;
  registration_verifications: RegistrationVerificationsTable;
}
