import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { PaymentTables } from '../payment/payment.tables';
import type { ReportTables } from '../report/report.tables';
import type { AccountDeletionTables } from '../user/account-deletion.tables';

/*
 * Row types of the tables created by migrations/*.sql. Columns stay snake_case as in SQL;
 * repositories map rows to the camelCase entities of src/domain/entities.ts.
 * int8 columns are avoided on purpose: node-postgres returns them as strings.
 */

/** timestamptz: read as Date, written as Date or ISO string, defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: any JSON value; write it JSON.stringify-ed (node-postgres would turn arrays into PG arrays). */
type Json = ColumnType<unknown, string, string>;

export interface SchemaMigrationsTable {
  version: string;
  name: string;
  applied_at: CreatedAt;
}

export interface ProvincesTable {
  id: number;
  code: string;
  name: string;
}

export type SchoolLevel = 'primary' | 'secondary' | 'high';

export interface SchoolsTable {
  id: Generated<number>;
  province_id: number;
  name: string;
  level: SchoolLevel;
}

export interface GradesTable {
  id: number;
  level: number;
  name: string;
}

export interface UsersTable {
  id: Generated<number>;
  /** Local 09x form, 10 digits. */
  phone: string;
  /** USER_SOURCE of src/domain/constants.ts. */
  source: Generated<number>;
  name: string | null;
  password_hash: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProfilesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  avatar: string | null;
  avatar_border: string | null;
  is_default: Generated<boolean>;
  grade_id: number | null;
  class_name: string | null;
  school_id: number | null;
  is_contest: Generated<boolean>;
  loyalty_point: Generated<number>;
  /** Trophies (loyalty.points.coin). */
  loyalty_coin: Generated<number>;
  /** Diamonds (loyalty.points.diamond). */
  loyalty_diamond: Generated<number>;
  created_at: CreatedAt;
}

export interface ProfileSchedulesTable {
  id: Generated<number>;
  profile_id: number;
  course_title: string;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** 'HH:MM', 24-hour. */
  start_time: string;
}

export interface AccessTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  profile_id: number | null;
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

export interface LoginTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  profile_id: number | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface AvatarPresetsTable {
  id: number;
  file_path: string;
  relative_path: string;
}

export interface ConfigsTable {
  key: string;
  value: Json;
  updated_at: UpdatedAt;
}

export interface Database extends PaymentTables, ReportTables, AccountDeletionTables {
  schema_migrations: SchemaMigrationsTable;
  provinces: ProvincesTable;
  schools: SchoolsTable;
  grades: GradesTable;
  users: UsersTable;
  profiles: ProfilesTable;
  profile_schedules: ProfileSchedulesTable;
  access_tokens: AccessTokensTable;
  otp_codes: OtpCodesTable;
  sms_outbox: SmsOutboxTable;
  login_tokens: LoginTokensTable;
  avatar_presets: AvatarPresetsTable;
  configs: ConfigsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;
export type ProfileScheduleRow = Selectable<ProfileSchedulesTable>;
