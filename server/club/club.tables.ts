import type { ColumnType, Generated } from 'kysely';

/* Row types of migration 0040 (the club area, ADR 0006). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bytea: node-postgres reads a Buffer, PGlite a Uint8Array. */
type Bytes = ColumnType<Uint8Array, Uint8Array, Uint8Array>;

export type ClubStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface ClubModeratorsTable {
  user_id: number;
  school_id: number;
  created_at: CreatedAt;
}

export interface ClubChallengesTable {
  id: Generated<number>;
  position: number;
  title: string;
  prompt: string;
}

export interface ClubPostsTable {
  id: Generated<number>;
  profile_id: number;
  school_id: number;
  class_name: string | null;
  grade_id: number | null;
  content: string;
  status: ColumnType<ClubStatus, ClubStatus | undefined, ClubStatus>;
  reason: string | null;
  moderator_user_id: number | null;
  decided_at: NullableTimestamp;
  submitted_at: Timestamp;
  /** 'YYYY-MM-DD' written; read back as a Date by both engines. */
  challenge_week: ColumnType<Date | null, string | null | undefined, string | null>;
  challenge_id: number | null;
  like_count: Generated<number>;
  comment_count: Generated<number>;
  report_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
}

export interface ClubPostEditsTable {
  id: Generated<number>;
  post_id: number;
  previous_content: string;
  previous_status: ClubStatus;
  previous_reason: string | null;
  edited_at: CreatedAt;
}

export interface ClubImagesTable {
  id: Generated<number>;
  key: string;
  owner_profile_id: number;
  post_id: number | null;
  position: Generated<number>;
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
  bytes: Bytes;
  thumb_width: number;
  thumb_height: number;
  thumb_bytes: Bytes;
  created_at: CreatedAt;
}

export interface ClubLikesTable {
  post_id: number;
  profile_id: number;
  created_at: CreatedAt;
}

export interface ClubCommentsTable {
  id: Generated<number>;
  post_id: number;
  profile_id: number;
  content: string;
  status: ColumnType<ClubStatus, ClubStatus | undefined, ClubStatus>;
  reason: string | null;
  moderator_user_id: number | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ClubReportsTable {
  id: Generated<number>;
  post_id: number;
  profile_id: number;
  reason: string;
  created_at: CreatedAt;
}

/** Extended by the one `Database` type of server/db/schema.ts. */
export interface ClubTables {
  club_moderators: ClubModeratorsTable;
  club_challenges: ClubChallengesTable;
  club_posts: ClubPostsTable;
  club_post_edits: ClubPostEditsTable;
  club_images: ClubImagesTable;
  club_likes: ClubLikesTable;
  club_comments: ClubCommentsTable;
  club_reports: ClubReportsTable;
}
