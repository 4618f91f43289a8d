import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../db/column-types';

/** Row types of the notification area (migration 0020). */

/** jsonb written JSON.stringify-ed, or null. */
type Json = ColumnType<unknown, string | null | undefined, string | null>;

export const NOTIFICATION_CHANNELS = ['IN_APP', 'PUSH', 'SMS', 'EMAIL'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export interface NotificationsTable {
  /** int8: read back as a decimal string on both engines. */
  id: ColumnType<string, string | undefined, never>;
  profile_id: number;
  channel: NotificationChannel;
  product_type: string;
  content: string;
  data: Json;
  reason: string | null;
  is_read: Generated<boolean>;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface NotificationAnnouncementsTable {
  id: Generated<number>;
  product_type: string;
  content: string;
  data: Json;
  grade_ids: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
  starts_at: ColumnType<Date, Date | string | undefined, Date | string>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface NotificationStreamTicketsTable {
  id: Generated<number>;
  ticket_hash: string;
  access_token_id: number;
  profile_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface NotificationTables {
  notifications: NotificationsTable;
  notification_announcements: NotificationAnnouncementsTable;
  notification_stream_tickets: NotificationStreamTicketsTable;
}
