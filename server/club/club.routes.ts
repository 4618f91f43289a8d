import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ClubPost,
  CommentBody,
  CommentIdParams,
  CommentList,
  Decision,
  FeedIdParams,
  FeedPage,
  FeedQuery,
  LikeState,
  ModerationQueue,
  PostBody,
  RejectBody,
  Rejection,
  ReportBody,
  ReportResult,
  UploadedImage,
  WeeklyForm,
  WeeklyQuery,
  WeeklySummary,
} from '../../src/contracts/club';
import {
  CLUB_FEED_PAGE_SIZE,
  CLUB_IMAGE_MAX_BYTES,
  CLUB_PENDING_MESSAGE,
  cleanClubText,
} from '../../src/domain/club';
import { samePhone } from '../../src/domain/phone';
import { assertOwnProfile } from '../auth/profile-access';
import {
  AUTH_MESSAGES,
  type AuthContext,
  authOf,
  hasAccessHeaders,
  requireAuth,
  toContext,
} from '../auth/require-auth';
import { routeArea } from '../auth/signed-in-area';
import { findLiveToken } from '../auth/tokens.repository';
import { nowDate } from '../clock';
import { AppError, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { readUploadedFile, registerSingleFileUpload } from '../http/single-file-upload';
import { perMinute } from '../plugins/rate-limit';
import { getPost, getRejection, hydratePosts, listComments, listFeed } from './club-feed.repository';
import { processClubImage } from './club-images';
import { insertImage } from './club-images.repository';
import { decideComment, decidePost, moderationQueue } from './club-moderation.repository';
import { addComment, createPost, deletePost, updatePost } from './club-posts.repository';
import { reportPost, setLike } from './club-reactions.repository';
import { type ClubViewer, loadViewer } from './club-viewer.repository';
import { requireWeekChallenge, weeklySummary } from './club-weekly.repository';

const { tags, errors, signedIn } = routeArea('main: club', 401, 403, 404, 409);

const MESSAGES = {
  contentEmpty: 'Nội dung bài viết chưa có chữ nào hợp lệ. Con hãy viết lại nhé.',
  notMultipart: 'Vui lòng gửi ảnh dạng multipart/form-data với trường "file"',
  missingFile: 'Vui lòng chọn ảnh',
  tooLarge: 'Mỗi ảnh tối đa 8 MB',
  noProfile: 'Tài khoản chưa có hồ sơ học sinh',
} as const;

function sessionProfileId(auth: AuthContext): number {
  if (auth.profileId === null) throw new AppError(403, ERROR_CODES.FORBIDDEN, MESSAGES.noProfile);
  return auth.profileId;
}

async function viewerOf(request: FastifyRequest): Promise<ClubViewer> {
  return loadViewer(request.server.db, sessionProfileId(authOf(request)));
}

/** The cleaned text that is stored; empty after cleaning is a 400 (nothing is written). */
function cleanText(text: string): string {
  const cleaned = cleanClubText(text);
  if (cleaned.length === 0) throw new AppError(400, ERROR_CODES.CLUB_CONTENT_EMPTY, MESSAGES.contentEmpty);
  return cleaned;
}

/** The club's posts, images, likes, comments, reports, moderation and weekly view (issue 11, ADR 0006). */
export const clubRoutes: RoutesPlugin = async (app) => {
  await registerSingleFileUpload(app, { fileSize: CLUB_IMAGE_MAX_BYTES, fields: 2 });

  // ── Feed ──────────────────────────────────────────────────────────────────
  app.get(
    '/club/feeds',
    signedIn(
      "Approved posts of the viewer's school (or class) plus the viewer's own, newest first, keyset-paged",
      { querystring: FeedQuery },
      FeedPage,
    ),
    async (request) => {
      const { scope = 'school', cursor, limit = CLUB_FEED_PAGE_SIZE } = request.query;
      return ok(await listFeed(app.db, await viewerOf(request), scope, cursor, limit));
    },
  );

  app.get(
    '/club/feeds/:feedId',
    signedIn('One post the viewer may see', { params: FeedIdParams }, ClubPost),
    async (request) => ok(await getPost(app.db, await viewerOf(request), request.params.feedId)),
  );

  app.get(
    '/club/feeds/:feedId/rejection',
    signedIn("Why the author's post was rejected", { params: FeedIdParams }, Rejection),
    async (request) => ok(await getRejection(app.db, await viewerOf(request), request.params.feedId)),
  );

  // ── Writing ───────────────────────────────────────────────────────────────
  app.post(
    '/club/images',
    {
      schema: {
        tags,
        summary:
          'Upload one image (multipart field "file"; JPEG/PNG/WebP, ≤ 8 MB); re-encoded without EXIF, ≤ 1600 px, with a thumbnail',
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(UploadedImage), 413: ErrorEnvelope, 415: ErrorEnvelope, ...errors },
      },
      preHandler: requireAuth,
      config: perMinute(30),
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { bytes } = await readUploadedFile(request, MESSAGES, ERROR_CODES.CLUB_IMAGE_TOO_LARGE);
      const processed = await processClubImage(bytes);
      return ok(await insertImage(app.db, viewer.profileId, processed), 'Đã tải ảnh lên');
    },
  );

  app.post(
    '/club/feeds',
    signedIn('Post to the club: the post waits for a teacher (PENDING)', { body: PostBody }, ClubPost, 20),
    async (request) => {
      const viewer = await viewerOf(request);
      const content = cleanText(request.body.content);
      const id = await createPost(app.db, viewer, { content, imageIds: request.body.image_ids ?? [] });
      const [post] = await hydratePosts(app.db, viewer.profileId, [id]);
      return ok(post as ClubPost, CLUB_PENDING_MESSAGE);
    },
  );

  app.patch(
    '/club/feeds/:feedId',
    signedIn(
      'Edit a pending or rejected post of ours; it goes back to the queue (PENDING)',
      { params: FeedIdParams, body: PostBody },
      ClubPost,
      20,
    ),
    async (request) => {
      const viewer = await viewerOf(request);
      const content = cleanText(request.body.content);
      await updatePost(app.db, viewer, request.params.feedId, { content, imageIds: request.body.image_ids });
      return ok(await getPost(app.db, viewer, request.params.feedId), CLUB_PENDING_MESSAGE);
    },
  );

  app.delete(
    '/club/feeds/:feedId',
    signedIn('Delete a post of ours', { params: FeedIdParams }, Type.Object({ deleted: Type.Boolean() }), 30),
    async (request) => {
      const viewer = await viewerOf(request);
      await deletePost(app.db, viewer, request.params.feedId);
      await app.notifications.publishUnread([viewer.profileId]);
      return ok({ deleted: true }, 'Đã xóa bài viết');
    },
  );

  // ── Likes ─────────────────────────────────────────────────────────────────
  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/club/feeds/:feedId/like',
      ...signedIn(
        method === 'POST' ? 'Like an approved post (idempotent)' : 'Take a like back (idempotent)',
        { params: FeedIdParams },
        LikeState,
        120,
      ),
      handler: async (request) =>
        ok(await setLike(app.db, await viewerOf(request), request.params.feedId, method === 'POST')),
    });
  }

  // ── Comments and reports ──────────────────────────────────────────────────
  app.get(
    '/club/feeds/:feedId/comments',
    signedIn("Approved comments, plus the viewer's own pending ones", { params: FeedIdParams }, CommentList),
    async (request) =>
      ok({ items: await listComments(app.db, await viewerOf(request), request.params.feedId) }),
  );

  app.post(
    '/club/feeds/:feedId/comments',
    signedIn(
      'Comment on an approved post; others see it once a teacher approves it',
      { params: FeedIdParams, body: CommentBody },
      CommentList,
      30,
    ),
    async (request) => {
      const viewer = await viewerOf(request);
      await addComment(app.db, viewer, request.params.feedId, cleanText(request.body.content));
      return ok(
        { items: await listComments(app.db, viewer, request.params.feedId) },
        'Bình luận đang chờ thầy cô duyệt',
      );
    },
  );

  app.post(
    '/club/feeds/:feedId/report',
    signedIn(
      'Report a post to the moderators (once per profile)',
      { params: FeedIdParams, body: ReportBody },
      ReportResult,
      20,
    ),
    async (request) => {
      const result = await reportPost(
        app.db,
        await viewerOf(request),
        request.params.feedId,
        cleanText(request.body.reason),
      );
      return ok(result, 'Cảm ơn con đã báo cho thầy cô');
    },
  );

  // ── Moderation ────────────────────────────────────────────────────────────
  app.get(
    '/club/moderation/queue',
    signedIn("Pending posts and comments of the moderator's schools, oldest first", {}, ModerationQueue),
    async (request) => ok(await moderationQueue(app.db, authOf(request).userId)),
  );

  const decide = async (
    request: FastifyRequest,
    target: { kind: 'post' | 'comment'; id: number },
    decision: 'APPROVED' | 'REJECTED',
    rawReason: string | null,
  ) => {
    const userId = authOf(request).userId;
    const reason = rawReason === null ? null : cleanText(rawReason);
    const result =
      target.kind === 'post'
        ? await decidePost(app.db, userId, target.id, decision, reason)
        : await decideComment(app.db, userId, target.id, decision, reason);
    if (result.authorProfileId !== null) await app.notifications.publishUnread([result.authorProfileId]);
    return ok(result.decision, decision === 'APPROVED' ? 'Đã duyệt' : 'Đã từ chối');
  };

  app.post(
    '/club/moderation/:feedId/approve',
    signedIn(
      'Approve a pending post (exactly one of simultaneous decisions wins)',
      { params: FeedIdParams },
      Decision,
      120,
    ),
    (request) => decide(request, { kind: 'post', id: request.params.feedId }, 'APPROVED', null),
  );
  app.post(
    '/club/moderation/:feedId/reject',
    signedIn(
      'Reject a pending post with a reason the pupil reads',
      { params: FeedIdParams, body: RejectBody },
      Decision,
      120,
    ),
    (request) =>
      decide(request, { kind: 'post', id: request.params.feedId }, 'REJECTED', request.body.reason),
  );
  app.post(
    '/club/moderation/comments/:commentId/approve',
    signedIn('Approve a pending comment', { params: CommentIdParams }, Decision, 120),
    (request) => decide(request, { kind: 'comment', id: request.params.commentId }, 'APPROVED', null),
  );
  app.post(
    '/club/moderation/comments/:commentId/reject',
    signedIn('Hide a pending comment', { params: CommentIdParams, body: RejectBody }, Decision, 120),
    (request) =>
      decide(request, { kind: 'comment', id: request.params.commentId }, 'REJECTED', request.body.reason),
  );

  // ── Weekly in-app view (SPEC §7 getWeeklyInApp, postWeeklyCLub) ──────────
  app.get(
    '/club/weekly',
    signedIn(
      "This week's summary of a profile: classes attended, posts, likes, the week's challenge",
      { querystring: WeeklyQuery },
      WeeklySummary,
    ),
    async (request) => {
      const auth = authOf(request);
      const profileId = request.query.profile_id ?? auth.profileId;
      if (profileId === null)
        throw new AppError(404, ERROR_CODES.PROFILE_NOT_FOUND, 'Tài khoản chưa có hồ sơ học sinh');
      await assertOwnProfile(app.db, auth, profileId);
      return ok(await weeklySummary(app.db, profileId, nowDate(app.clock)));
    },
  );

  await app.register(weeklyFormRoutes);
};

/**
 * POST /club/weekly takes the raw form body postWeeklyCLub sends without a content type (browsers
 * label a string body text/plain). Its own encapsulated plugin, so no other route accepts such bodies.
 */
const weeklyFormRoutes: RoutesPlugin = async (app) => {
  const parseForm = (
    _request: FastifyRequest,
    body: string,
    done: (error: Error | null, value?: unknown) => void,
  ) => done(null, Object.fromEntries(new URLSearchParams(body)));
  app.addContentTypeParser(
    ['text/plain', 'application/x-www-form-urlencoded'],
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    parseForm,
  );
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, parseForm);

  app.post(
    '/club/weekly',
    {
      schema: {
        tags,
        summary:
          "Submit the week's challenge post (raw form body: profile_id, content; user and token when the headers are absent)",
        body: WeeklyForm,
        response: { 200: Envelope(ClubPost), ...errors },
      },
      // Authenticated before the per-minute limit, so it counts the account, not the school's address.
      preHandler: async (request) => {
        request.auth = await formAuth(request, request.body.user, request.body.token);
      },
      config: perMinute(20),
    },
    async (request) => {
      const auth = authOf(request);
      const profileId = Number(request.body.profile_id);
      await assertOwnProfile(app.db, auth, profileId);
      const viewer = await loadViewer(app.db, profileId);
      const content = cleanText(request.body.content);
      const challenge = await requireWeekChallenge(app.db, nowDate(app.clock));
      const id = await createPost(app.db, viewer, { content, imageIds: [] }, challenge);
      const [post] = await hydratePosts(app.db, profileId, [id]);
      return ok(post as ClubPost, CLUB_PENDING_MESSAGE);
    },
  );
};

/** The access headers when sent; otherwise the user and token fields of the in-app form. */
async function formAuth(request: FastifyRequest, user: string | undefined, token: string | undefined) {
  if (hasAccessHeaders(request) || !user || !token) {
    await requireAuth(request);
    return authOf(request);
  }
  const owner = await findLiveToken(request.server.db, token, ['access']);
  if (!owner) throw new AppError(401, ERROR_CODES.TOKEN_INVALID, AUTH_MESSAGES.invalid);
  if (!samePhone(owner.phone, user))
    throw new AppError(401, ERROR_CODES.TOKEN_USER_MISMATCH, AUTH_MESSAGES.mismatch);
  return toContext(owner);
}
