import type { ClubComment, ClubPost, CommentList, LikeState } from '../../contracts/club';

export interface PostDetail {
  post: ClubPost;
  comments: ClubComment[];
}

export interface ClubPostDetailContext {
  feedId: number;
  post: ClubPost | null;
  comments: ClubComment[];
  /** The comment being written. */
  comment: string;
  /** A short message over the page (comment sent, like failed); null when all is well. */
  notice: { tone: 'success' | 'error'; message: string } | null;
  /** What to restore when the like in flight fails. */
  likeBefore: LikeState | null;
}

export interface ClubPostDetailInput {
  feedId: number;
}

export type ClubPostDetailEvent =
  | { type: 'post.retried' }
  | { type: 'post.likeToggled' }
  | { type: 'comment.changed'; content: string }
  | { type: 'comment.submitted' }
  | { type: 'notice.dismissed' };

export interface SendLikeInput {
  postId: number;
  liked: boolean;
}

export interface AddCommentInput {
  postId: number;
  content: string;
}

export type { ClubComment, ClubPost, CommentList, LikeState };
