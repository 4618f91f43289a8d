import type { ColumnType, Generated } from 'kysely';

/** Row types of migration 0082 (monthly report). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface ReportTeacherCommentsTable {
  id: Generated<number>;
  profile_id: number;
  month: string;
  teacher_id: number | null;
  comment: string;
  created_at: CreatedAt;
}

export interface ReportShareLinksTable {
  id: Generated<number>;
  profile_id: number;
  month: string;
  created_by_user_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface ReportMonthNotificationsTable {
  profile_id: number;
  month: string;
  notified_at: CreatedAt;
}

export interface ServerSecretsTable {
  name: string;
  secret: string;
  created_at: CreatedAt;
}

export interface ReportTables {
  report_teacher_comments: ReportTeacherCommentsTable;
  report_share_links: ReportShareLinksTable;
  report_month_notifications: ReportMonthNotificationsTable;
  server_secrets: ServerSecretsTable;
}
