import type { ProductTypeFilter } from '../../domain/constants';
import type { NotificationItem, NotificationListData } from '../../domain/entities';

/** The three tabs of SPEC §2, labels quoted exactly ('AI CLass' with its capital L). */
export const NOTIFICATION_TABS = [
  { label: 'Tất cả', productType: 'ALL' },
  { label: 'AI CLass', productType: 'UNICLASS_AI_CLASS' },
  { label: 'Club', productType: 'UNICLASS_CLUB' },
] as const satisfies ReadonlyArray<{ label: string; productType: ProductTypeFilter }>;

/** A read-state change waiting to reach the server, sent one at a time in order. */
export type ReadJob = { kind: 'read'; id: string } | { kind: 'all' };

export interface NotificationsContext {
  /** The profile whose notifications are shown; null while logged out. */
  profileId: number | null;
  tab: ProductTypeFilter;
  common: NotificationItem[];
  actions: NotificationItem[];
  cursor: string | null;
  /** SPEC §4: more pages exist while the last page returned PAGE_SIZE or more actions. */
  hasMore: boolean;
  /** The badge: unread of every product type. */
  countUnread: number;
  /** The item whose navigation is pending (NOTIFICATION_CLICK_NAV_MS). */
  clicked: NotificationItem | null;
  readJobs: ReadJob[];
  /** The reason of the last REJECTED post opened, shown on /uniclass-club-feeds?rejected=true. */
  rejectedReason: string | null;
}

/** What the composition root reads from storage before starting the actor. */
export interface NotificationsInput {
  rejectedReason?: string | null;
}

export type NotificationsEvent =
  /** The app root forwards the session's profile (null: logged out). */
  | { type: 'session.profileChanged'; profileId: number | null }
  | { type: 'panel.opened' }
  /** Escape, the bell again, the focus leaving the panel, or the page a clicked item opens. */
  | { type: 'panel.closed' }
  | { type: 'tab.selected'; productType: ProductTypeFilter }
  /** The infinite-scroll sentinel became visible. */
  | { type: 'list.endReached' }
  | { type: 'notification.clicked'; id: string }
  /** 'Đánh dấu đã đọc'. */
  | { type: 'notifications.markAllRequested' }
  /** The live count of the unread stream (server-sent events), forwarded by the app root. */
  | { type: 'unread.changed'; countUnread: number };

export interface FetchPageInput {
  productType: ProductTypeFilter;
  cursor: string | null;
}

export type FetchPageOutput = NotificationListData;

export interface NotificationsActionParams {
  navigate: { to: string };
  /** SPEC §4: REJECTED stores the reason the club feed page shows. */
  storeRejectedReason: { reason: string };
  logError: { message: string; error?: unknown };
}
