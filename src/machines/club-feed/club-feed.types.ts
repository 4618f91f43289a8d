import type { ClubPost, FeedPage, LikeState } from '../../contracts/club';
import type { ClubScope } from '../../domain/club';
import type { ClubPostAdded } from '../shared/club-post-added';

export interface ClubFeedContext {
  scope: ClubScope;
  items: ClubPost[];
  /** Cursor of the next (older) page; null when the last page is shown. */
  cursor: string | null;
  /** A failure shown over the list (loading more, refreshing, liking); null when all is well. */
  notice: string | null;
  /** The like in flight and what to restore if it fails. */
  pendingLike: { postId: number; before: LikeState } | null;
  /** ?rejected=true: the dialog saying why the pupil's post was rejected, until they close it. */
  rejectedNoticeOpen: boolean;
}

export interface ClubFeedInput {
  scope?: ClubScope;
  /** Opened from a REJECTED notification: the feed starts with the rejection dialog open. */
  rejectedNotice?: boolean;
}

export type ClubFeedEvent =
  | { type: 'scope.selected'; scope: ClubScope }
  | { type: 'feed.moreRequested' }
  | { type: 'feed.refreshRequested' }
  | { type: 'feed.retried' }
  | { type: 'post.likeToggled'; postId: number }
  /** From the composer (the feed's child): a post just sent or sent again. */
  | ClubPostAdded
  | { type: 'post.removed'; postId: number }
  | { type: 'notice.dismissed' }
  /** 'Đóng', Escape, or 'Sửa và gửi lại' (which then starts the edit in the composer). */
  | { type: 'rejectedNotice.closed' };

export interface FetchPageInput {
  scope: ClubScope;
  cursor: string | null;
}

export interface SendLikeInput {
  postId: number;
  liked: boolean;
}

export type { FeedPage, LikeState };
