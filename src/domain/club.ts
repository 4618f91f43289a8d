/** Rules and limits of the club (Nhà trường), shared by the server and the SPA (ADR 0006). */
import { maskProfanity } from './profanity';
import { stripInvalidChars } from './text';

export const CLUB_POST_MAX_CHARS = 2_000;
export const CLUB_COMMENT_MAX_CHARS = 500;
export const CLUB_REASON_MAX_CHARS = 500;
export const CLUB_MAX_IMAGES = 6;
export const CLUB_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Longest side of a stored image and of its thumbnail. */
export const CLUB_IMAGE_MAX_PX = 1_600;
export const CLUB_THUMB_MAX_PX = 480;
export const CLUB_FEED_PAGE_SIZE = 10;
export const CLUB_FEED_MAX_PAGE_SIZE = 50;

export const CLUB_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ClubStatus = (typeof CLUB_STATUSES)[number];

export const CLUB_SCOPES = ['school', 'class', 'mine'] as const;
export type ClubScope = (typeof CLUB_SCOPES)[number];

export const CLUB_SCOPE_LABELS: Record<ClubScope, string> = {
  school: 'Cả trường',
  class: 'Lớp của con',
  mine: 'Bài của con',
};

export const CLUB_STATUS_LABELS: Record<ClubStatus, string> = {
  PENDING: 'Đang chờ duyệt',
  APPROVED: 'Đã duyệt',
  REJECTED: 'Chưa được duyệt',
};

/** Reasons a moderator picks from, written so that a primary-school pupil understands them. */
export const CLUB_REJECTION_REASONS = [
  'Ảnh có thông tin cá nhân (họ tên, số điện thoại, địa chỉ). Con hãy che đi rồi đăng lại nhé.',
  'Nội dung chưa phù hợp với câu lạc bộ của trường.',
  'Nội dung chưa liên quan tới hoạt động của lớp.',
  'Ảnh bị mờ hoặc khó nhìn. Con hãy chụp lại rõ hơn nhé.',
  'Bài viết có lời lẽ chưa lịch sự với bạn bè.',
] as const;

// Declared in constants.ts so that the router reaches it without the club's text rules (word list).
export { CLUB_MODERATION_ROUTE } from './constants';

/** The message shown after a post or an edit is sent. */
export const CLUB_PENDING_MESSAGE = 'Bài viết đang chờ duyệt';

/**
 * What the club stores of a text typed by a pupil: characters outside letters, numbers, punctuation
 * and separators removed (line breaks kept), listed bad words masked, outer spaces trimmed.
 */
export function cleanClubText(text: string | null | undefined): string {
  return maskProfanity(stripInvalidChars(text, { keepLineBreaks: true })).trim();
}

/** A short title of a post for notifications: its first line, at most 40 characters. */
export function clubPostTitle(content: string): string {
  const firstLine = content.split(/\r?\n/, 1)[0]?.trim() ?? '';
  return firstLine.length > 40 ? `${firstLine.slice(0, 39).trimEnd()}…` : firstLine;
}

/** The feed looks for new posts this often while it is open. */
export const CLUB_FEED_POLL_MS = 60_000;
/** The moderation console looks for new items this often while its queue is empty. */
export const CLUB_QUEUE_POLL_MS = 30_000;
/** How long a short notice (liked failed, post sent) stays on screen. */
export const CLUB_NOTICE_MS = 3_000;
