import type { ColumnType, Generated } from 'kysely';

/* Row types of migration 0060_contest.sql (snake_case, as in SQL). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: written JSON.stringify-ed (node-postgres would turn arrays into PG arrays). */
type Json = ColumnType<unknown, string, string>;

export type ContestRole = 'pupil' | 'school_admin' | 'province_admin';
export type QuestionKind = 'choice' | 'fill' | 'listening' | 'ordering';
export type AttemptStatus = 'in_progress' | 'submitted' | 'timed_out';

export interface ContestSchoolsTable {
  school_id: number;
  student_number: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ContestProfilesTable {
  id: Generated<number>;
  profile_id: number | null;
  name: string;
  role: ColumnType<ContestRole, ContestRole | undefined, ContestRole>;
  school_id: number | null;
  province_id: number;
  grade: number | null;
  class_name: string | null;
  created_at: CreatedAt;
}

export interface ContestRoundsTable {
  id: Generated<number>;
  name: string;
  grade: number | null;
  start_time: Timestamp;
  end_time: Timestamp;
  duration_minutes: number;
  allow_retries: Generated<boolean>;
  ranks_dirty: Generated<boolean>;
  ranked_at: NullableTimestamp;
  /** Bumped by every recompute (migration 0160): the key of cached ranking pages. */
  ranks_version: Generated<number>;
}

export interface ContestQuestionsTable {
  id: Generated<number>;
  round_id: number;
  position: number;
  kind: QuestionKind;
  prompt: string;
  audio_url: string | null;
  options: ColumnType<unknown, string | undefined, string>;
  correct: Json;
  points: Generated<number>;
}

export interface ContestAttemptsTable {
  id: Generated<number>;
  round_id: number;
  contest_profile_id: number;
  attempt_no: Generated<number>;
  started_at: ColumnType<Date, Date | string | undefined, Date | string>;
  deadline: Timestamp;
  status: ColumnType<AttemptStatus, AttemptStatus | undefined, AttemptStatus>;
  closed_at: NullableTimestamp;
  score: number | null;
  time_used_ms: number | null;
}

export interface ContestAnswersTable {
  attempt_id: number;
  question_id: number;
  answer: Json;
  saved_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ContestResultsTable {
  round_id: number;
  contest_profile_id: number;
  province_id: number;
  school_id: number;
  grade: number;
  score: number;
  time_used_ms: number;
  province_rank: number | null;
  province_group_size: number | null;
  school_rank: number | null;
  school_group_size: number | null;
  province_position: number | null;
  school_position: number | null;
}

/** The ranking columns of a group of pupils (a school, a province): its size, average and places. */
interface RankedGroupColumns {
  participants: number;
  average_score: number;
  rank: number;
  group_size: number;
  position: Generated<number>;
}

export interface ContestSchoolResultsTable extends RankedGroupColumns {
  round_id: number;
  school_id: number;
  /** 0: all grades, ranked within the province; 1-12: that grade, ranked nationwide. */
  grade: number;
  province_id: number;
  province_position: Generated<number>;
  province_group_size: Generated<number>;
}

export interface ContestProvinceResultsTable extends RankedGroupColumns {
  round_id: number;
  province_id: number;
}

/** A materialisation of a round's rankings: one per round close, or an admin's recompute. */
export interface ContestRankJobsTable {
  id: Generated<number>;
  round_id: number;
  reason: 'close' | 'admin';
  round_end: NullableTimestamp;
  requested_at: ColumnType<Date, Date | string | undefined, never>;
  finished_at: NullableTimestamp;
}

export interface ContestTeamsTable {
  id: Generated<number>;
  school_id: number;
  info: string;
}

export interface ContestTeamMembersTable {
  team_id: number;
  contest_profile_id: number;
}

export interface ContestRegistrationsTable {
  phone: string;
  name: string;
  password_hash: string;
  school_id: number;
  grade: number;
  class_name: string | null;
  created_at: CreatedAt;
}

/** The contest area's tables, extended by the one `Database` type of server/db/schema.ts. */
export interface ContestTables {
  contest_schools: ContestSchoolsTable;
  contest_profiles: ContestProfilesTable;
  contest_rounds: ContestRoundsTable;
  contest_questions: ContestQuestionsTable;
  contest_attempts: ContestAttemptsTable;
  contest_answers: ContestAnswersTable;
  contest_results: ContestResultsTable;
  contest_school_results: ContestSchoolResultsTable;
  contest_province_results: ContestProvinceResultsTable;
  contest_rank_jobs: ContestRankJobsTable;
  contest_teams: ContestTeamsTable;
  contest_team_members: ContestTeamMembersTable;
  contest_registrations: ContestRegistrationsTable;
}
