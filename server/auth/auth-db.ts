import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { AccessTokensTable, Database, ProfilesTable, UsersTable } from '../db/schema';

/*
 * Row types of migration 0010 (owned by the user/auth area). server/db/schema.ts belongs to the
 * foundation; until these are merged there, `userDb()` views the same Kysely instance with them.
 */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type TokenPurpose = 'access' | 'product' | 'reset' | 'contest';

export interface AccessTokensTableV2 extends AccessTokensTable {
  purpose: ColumnType<TokenPurpose, TokenPurpose | undefined, TokenPurpose>;
  session_id: string | null;
}

export interface UsersTableV2 extends UsersTable {
  email: ColumnType<string | null, string | null | undefined, string | null>;
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProfilesTableV2 extends ProfilesTable {
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: DefaultedTimestamp;
}

export interface AuthCountersTable {
  phone: string;
  kind: string;
  window_start: Timestamp;
  count: number;
}

export interface ProfileSubjectsTable {
  profile_id: number;
  subject: string;
  grade: number;
  is_parent: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: DefaultedTimestamp;
}

export interface ProfileClassChangeRequestsTable {
  id: ColumnType<number, never, never>;
  profile_id: number;
  grade_id: number;
  status: ColumnType<
    'pending' | 'approved' | 'rejected',
    'pending' | undefined,
    'pending' | 'approved' | 'rejected'
  >;
  created_at: ColumnType<Date, never, never>;
  updated_at: DefaultedTimestamp;
}

export interface UserDatabase extends Omit<Database, 'access_tokens' | 'users' | 'profiles'> {
  access_tokens: AccessTokensTableV2;
  users: UsersTableV2;
  profiles: ProfilesTableV2;
  auth_counters: AuthCountersTable;
  profile_subjects: ProfileSubjectsTable;
  profile_class_change_requests: ProfileClassChangeRequestsTable;
}

export type UserDb = Kysely<UserDatabase>;

/** The app's Kysely instance (or a transaction of it) typed with the 0010 tables. */
export function userDb(db: Kysely<Database> | Transaction<Database> | Kysely<UserDatabase>): UserDb {
  return db as unknown as UserDb;
}
