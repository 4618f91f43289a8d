import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OptionalText, UpdatedAt } from '../db/column-types';

/** Row types of accounts and profiles (migrations 0001, 0010 and the seat columns of 0030). */

export interface UsersTable {
  id: Generated<number>;
  /** Local 09x form, 10 digits. */
  phone: string;
  /** USER_SOURCE of src/domain/constants.ts. */
  source: Generated<number>;
  name: string | null;
  password_hash: string | null;
  email: OptionalText;
  /** 'YYYY-MM-DD'. */
  birthday: OptionalText;
  address: OptionalText;
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
  birthday: OptionalText;
  /** Random reference for the anonymous -no-token look-ups (migration 0092); never the sequential id. */
  public_ref: Generated<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProfileSchedulesTable {
  id: Generated<number>;
  profile_id: number;
  course_title: string;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** 'HH:MM', 24-hour. */
  start_time: string;
  /** The seat taken in a class schedule (migration 0030); null for schedules kept from before it. */
  class_schedule_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export interface ProfileSubjectsTable {
  profile_id: number;
  subject: string;
  grade: number;
  is_parent: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: UpdatedAt;
}

export type ClassChangeStatus = 'pending' | 'approved' | 'rejected';

export interface ProfileClassChangeRequestsTable {
  id: ColumnType<number, never, never>;
  profile_id: number;
  grade_id: number;
  status: ColumnType<ClassChangeStatus, 'pending' | undefined, ClassChangeStatus>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UserTables {
  users: UsersTable;
  profiles: ProfilesTable;
  profile_schedules: ProfileSchedulesTable;
  profile_subjects: ProfileSubjectsTable;
  profile_class_change_requests: ProfileClassChangeRequestsTable;
}
