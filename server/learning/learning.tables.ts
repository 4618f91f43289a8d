import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from '../db/column-types';

/** Row types of the learning plan (migration 0030, ADR 0005). */

/** jsonb written JSON.stringify-ed; the insert may leave it to its default. */
type Json = ColumnType<unknown, string | undefined, string>;

export type TeacherGender = 'MALE' | 'FEMALE';
export type TeacherKind = 'MAIN_TEACHER' | 'SUB_TEACHER' | 'EXAM_TEACHER';
/** 'trial': the sign-up's trial of the grade's AI course (migration 0130, ADR 0015). */
export type LicenceSource = 'seed' | 'activation' | 'purchase' | 'trial';

export interface TeachersTable {
  id: Generated<number>;
  name: string;
  gender: TeacherGender;
  teacher_type: TeacherKind;
  avatar: string | null;
}

export interface CoursesTable {
  id: Generated<number>;
  code: string;
  title: string;
  description: Generated<string>;
  licence_code: string;
  grade_id: number | null;
  is_tutor: Generated<boolean>;
  active: Generated<boolean>;
}

export interface CourseLevelsTable {
  id: Generated<number>;
  course_id: number;
  level: number;
  name: string;
}

export interface CourseLessonsTable {
  id: Generated<number>;
  course_id: number;
  position: number;
  title: string;
  objectives: Json;
  vocabulary: Json;
}

export interface ClassSchedulesTable {
  id: Generated<number>;
  course_id: number;
  level_id: number;
  weekday: number;
  start_time: string;
  duration_minutes: number;
  capacity: number;
  seats_taken: Generated<number>;
  main_teacher_id: number | null;
  sub_teacher_id: number | null;
  active: Generated<boolean>;
}

export interface ClassSessionsTable {
  id: Generated<number>;
  class_schedule_id: number;
  session_type: string;
  starts_at: Timestamp;
  duration_minutes: number;
  teacher_id: number | null;
  title: string;
  objectives: Json;
  vocabulary: Json;
  /** The video-meeting room (migration 0031): a name under CLASSROOM_BASE_URL, or a whole https URL. */
  classroom_room: Generated<string>;
}

export interface LicencesTable {
  id: Generated<number>;
  profile_id: number;
  licence_code: string;
  is_trial: Generated<boolean>;
  starts_at: ColumnType<Date, Date | string | undefined, Date | string>;
  end_time: Timestamp;
  source: LicenceSource;
  created_at: CreatedAt;
}

export interface ActivationCodesTable {
  id: Generated<number>;
  code_hash: string;
  code_hint: string;
  licence_code: string;
  duration_days: number;
  is_trial: Generated<boolean>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  used_by_profile_id: number | null;
  licence_id: number | null;
  created_at: CreatedAt;
}

export interface AttendanceTable {
  session_id: number;
  profile_id: number;
  joined_at: CreatedAt;
}

export interface ConsultRequestsTable {
  id: Generated<number>;
  request_type: number;
  full_name: string;
  phone: string;
  platform: string;
  follow_course: string;
  grade: string;
  birthday: string | null;
  user_id: number | null;
  status: Generated<'new' | 'contacted' | 'closed'>;
  created_at: CreatedAt;
}

/** One row per phone that has had the sign-up trial, keyed by an HMAC of the phone (ADR 0015). */
export interface TrialGrantsTable {
  phone_hash: string;
  granted_at: CreatedAt;
}

export interface CourseSubscriptionsTable {
  profile_id: number;
  course_id: number;
  created_at: CreatedAt;
}

export interface LearningTables {
  teachers: TeachersTable;
  courses: CoursesTable;
  course_levels: CourseLevelsTable;
  course_lessons: CourseLessonsTable;
  class_schedules: ClassSchedulesTable;
  class_sessions: ClassSessionsTable;
  licences: LicencesTable;
  activation_codes: ActivationCodesTable;
  attendance: AttendanceTable;
  consult_requests: ConsultRequestsTable;
  course_subscriptions: CourseSubscriptionsTable;
  trial_grants: TrialGrantsTable;
}
