import type { ActionRow, AnnouncementRow } from './notification.repository';

interface FeedData {
  feedNotificationStatus?: string;
  feedId?: string | number;
  link?: string;
}

/** Only the documented keys of `data` leave the server; anything else stored there stays internal. */
function feedData(value: unknown): FeedData | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const source = value as Record<string, unknown>;
  const out: FeedData = {};
  if (typeof source.feedNotificationStatus === 'string')
    out.feedNotificationStatus = source.feedNotificationStatus;
  if (typeof source.feedId === 'string' || typeof source.feedId === 'number') out.feedId = source.feedId;
  // Only paths of this app: a notification never sends anyone to another site.
  if (typeof source.link === 'string' && /^\/(?!\/)/.test(source.link)) out.link = source.link;
  return out;
}

export function toActionItem(row: ActionRow) {
  return {
    id: row.id,
    channel: row.channel,
    productType: row.product_type,
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
    isRead: (row.is_read ? 1 : 0) as 0 | 1,
    reason: row.reason,
    data: feedData(row.data),
  };
}

/**
 * Announcements share the item shape. Their ids are prefixed ('common-3') so they can never be
 * taken for a profile's notification, and they count as read: they are not part of countUnread
 * and a broadcast has no per-profile read state to change.
 */
export function toCommonItem(row: AnnouncementRow) {
  return {
    id: `common-${row.id}`,
    channel: 'IN_APP',
    productType: row.product_type,
    content: row.content,
    createdAt: new Date(row.starts_at).toISOString(),
    isRead: 1 as const,
    reason: null,
    data: feedData(row.data),
  };
}
