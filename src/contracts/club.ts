/**
 * Contracts of the club endpoints (/main/club/..., issue 11, ADR 0006): one TypeBox schema per
 * endpoint's params, query, body and envelope data. The server passes them to Fastify; src/api takes
 * their Static<> types with `import type`.
 */
import { type Static, Type } from 'typebox';
import {
  CLUB_COMMENT_MAX_CHARS,
  CLUB_FEED_MAX_PAGE_SIZE,
  CLUB_MAX_IMAGES,
  CLUB_POST_MAX_CHARS,
  CLUB_REASON_MAX_CHARS,
} from '../domain/club';
import { Id, IdFields, LiteralUnion, Nullable, strict } from './common';

export const ClubStatusSchema = LiteralUnion('PENDING', 'APPROVED', 'REJECTED');

// ── Entities ────────────────────────────────────────────────────────────────
export const ClubImage = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  thumbUrl: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ClubImage = Static<typeof ClubImage>;

export const ClubAuthor = Type.Object({
  profileId: Type.Integer(),
  name: Type.String(),
  avatar: Nullable(Type.String()),
  className: Nullable(Type.String()),
});
export type ClubAuthor = Static<typeof ClubAuthor>;

export const ClubPost = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  status: ClubStatusSchema,
  reason: Nullable(Type.String()),
  images: Type.Array(ClubImage),
  likeCount: Type.Integer(),
  likedByMe: Type.Boolean(),
  commentCount: Type.Integer(),
  author: ClubAuthor,
  isMine: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ClubPost = Static<typeof ClubPost>;

export const ClubComment = Type.Object({
  id: Type.Integer(),
  postId: Type.Integer(),
  content: Type.String(),
  status: ClubStatusSchema,
  author: ClubAuthor,
  isMine: Type.Boolean(),
  createdAt: Type.String(),
});
export type ClubComment = Static<typeof ClubComment>;

// ── GET /club/feeds ─────────────────────────────────────────────────────────
export const FeedQuery = Type.Object(
  {
    scope: Type.Optional(LiteralUnion('school', 'class', 'mine')),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CLUB_FEED_MAX_PAGE_SIZE })),
  },
  strict,
);
export type FeedQuery = Static<typeof FeedQuery>;

export const FeedPage = Type.Object({
  items: Type.Array(ClubPost),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  cursor: Nullable(Type.String()),
});
export type FeedPage = Static<typeof FeedPage>;

export const FeedIdParams = IdFields('feedId');
export type FeedIdParams = Static<typeof FeedIdParams>;

export const CommentIdParams = IdFields('commentId');
export type CommentIdParams = Static<typeof CommentIdParams>;

// ── POST /club/images ───────────────────────────────────────────────────────
export const UploadedImage = ClubImage;
export type UploadedImage = ClubImage;

// ── POST /club/feeds, PATCH /club/feeds/{feedId} ────────────────────────────
export const PostBody = Type.Object(
  {
    content: Type.String({ minLength: 1, maxLength: CLUB_POST_MAX_CHARS }),
    image_ids: Type.Optional(Type.Array(Id, { maxItems: CLUB_MAX_IMAGES, uniqueItems: true })),
  },
  strict,
);
export type PostBody = Static<typeof PostBody>;

// ── Likes ───────────────────────────────────────────────────────────────────
export const LikeState = Type.Object({ likeCount: Type.Integer(), likedByMe: Type.Boolean() });
export type LikeState = Static<typeof LikeState>;

// ── Comments ────────────────────────────────────────────────────────────────
export const CommentBody = Type.Object(
  { content: Type.String({ minLength: 1, maxLength: CLUB_COMMENT_MAX_CHARS }) },
  strict,
);
export type CommentBody = Static<typeof CommentBody>;

export const CommentList = Type.Object({ items: Type.Array(ClubComment) });
export type CommentList = Static<typeof CommentList>;

// ── Reports ─────────────────────────────────────────────────────────────────
export const ReportBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: CLUB_REASON_MAX_CHARS }) },
  strict,
);
export type ReportBody = Static<typeof ReportBody>;

export const ReportResult = Type.Object({ reported: Type.Boolean() });
export type ReportResult = Static<typeof ReportResult>;

// ── Rejection reason ────────────────────────────────────────────────────────
export const Rejection = Type.Object({
  feedId: Type.Integer(),
  content: Type.String(),
  reason: Type.String(),
  decidedAt: Nullable(Type.String()),
});
export type Rejection = Static<typeof Rejection>;

// ── Moderation ──────────────────────────────────────────────────────────────
export const ModerationItem = Type.Object({
  kind: LiteralUnion('post', 'comment'),
  /** Post id, or comment id when kind is 'comment'. */
  id: Type.Integer(),
  postId: Type.Integer(),
  content: Type.String(),
  images: Type.Array(ClubImage),
  author: ClubAuthor,
  schoolName: Type.String(),
  reportCount: Type.Integer(),
  submittedAt: Type.String(),
});
export type ModerationItem = Static<typeof ModerationItem>;

export const ModerationQueue = Type.Object({
  schools: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  items: Type.Array(ModerationItem),
  reasons: Type.Array(Type.String()),
});
export type ModerationQueue = Static<typeof ModerationQueue>;

export const RejectBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: CLUB_REASON_MAX_CHARS }) },
  strict,
);
export type RejectBody = Static<typeof RejectBody>;

export const Decision = Type.Object({
  id: Type.Integer(),
  status: ClubStatusSchema,
  reason: Nullable(Type.String()),
  decidedAt: Type.String(),
});
export type Decision = Static<typeof Decision>;

// ── Weekly in-app view (SPEC §7 getWeeklyInApp / postWeeklyCLub) ────────────
/** profile_id may be left out: the native app opens /app with only user and token; the token's profile is used. */
export const WeeklyQuery = Type.Object({ profile_id: Type.Optional(Id) }, strict);
export type WeeklyQuery = Static<typeof WeeklyQuery>;

export const WeeklySummary = Type.Object({
  profileId: Type.Integer(),
  profileName: Type.String(),
  /** Monday and Sunday of this week, 'YYYY-MM-DD' (Asia/Ho_Chi_Minh). */
  weekStart: Type.String(),
  weekEnd: Type.String(),
  classesAttended: Type.Integer(),
  posts: Type.Integer(),
  likesReceived: Type.Integer(),
  /** The daily goal of this week (issue 33): the streak, today's goal, each day Monday to Sunday. */
  dailyGoal: Type.Object({
    streak: Type.Integer(),
    todayMet: Type.Boolean(),
    days: Type.Array(
      Type.Object({
        day: Type.String(),
        status: LiteralUnion('met', 'repaired', 'missed', 'pending', 'future'),
      }),
    ),
  }),
  challenge: Nullable(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      prompt: Type.String(),
      submission: Nullable(Type.Object({ postId: Type.Integer(), status: ClubStatusSchema })),
    }),
  ),
});
export type WeeklySummary = Static<typeof WeeklySummary>;

/** The fields of the raw form body of POST /club/weekly (all strings, as a form sends them). */
export const WeeklyForm = Type.Object(
  {
    profile_id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
    content: Type.String({ minLength: 1, maxLength: CLUB_POST_MAX_CHARS }),
    /** The in-app view has no stored session: it forwards its page's ?user= and ?token= here. */
    user: Type.Optional(Type.String({ minLength: 9, maxLength: 20 })),
    token: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  },
  strict,
);
export type WeeklyForm = Static<typeof WeeklyForm>;
