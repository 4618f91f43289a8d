/** Club endpoints of the main API (issue 11): feed, posts, images, likes, comments, moderation, weekly. */
import type {
  ClubPost,
  CommentList,
  Decision,
  FeedPage,
  FeedQuery,
  LikeState,
  ModerationQueue,
  PostBody,
  Rejection,
  ReportResult,
  UploadedImage,
  WeeklySummary,
} from '../../contracts/club';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { postAtEndpoint, postEndpoint } from '../http/main-endpoints';
import {
  del,
  get,
  getWeeklyInApp,
  patch,
  post,
  postImg,
  postWeeklyCLub,
  type UploadOptions,
} from '../http/main-helpers';

/** GET /club/feeds: one keyset page of the feed. */
export function getClubFeed(query: FeedQuery, options?: RequestOptions): Promise<ApiEnvelope<FeedPage>> {
  return get('/club/feeds', { params: { ...query }, signal: options?.signal });
}

/** GET /club/feeds/{feedId}. */
export function getClubPost(feedId: number, options?: RequestOptions): Promise<ApiEnvelope<ClubPost>> {
  return get(`/club/feeds/${feedId}`, options);
}

/** GET /club/feeds/{feedId}/rejection: why the author's post was rejected. */
export function getClubRejection(feedId: number, options?: RequestOptions): Promise<ApiEnvelope<Rejection>> {
  return get(`/club/feeds/${feedId}/rejection`, options);
}

/** POST /club/images (multipart "file"), reporting the upload's progress. */
export function uploadClubImage(file: Blob, options?: UploadOptions): Promise<ApiEnvelope<UploadedImage>> {
  const form = new FormData();
  form.append('file', file);
  return postImg('/club/images', form, options);
}

/** POST /club/feeds: the new post waits for a teacher (PENDING). */
export const createClubPost = postEndpoint<PostBody, ClubPost>('/club/feeds');

/** PATCH /club/feeds/{feedId}: edit a pending or rejected post; it goes back to the queue. */
export function updateClubPost(
  feedId: number,
  body: PostBody,
  options?: RequestOptions,
): Promise<ApiEnvelope<ClubPost>> {
  return patch(`/club/feeds/${feedId}`, body, options);
}

/** DELETE /club/feeds/{feedId}. */
export async function deleteClubPost(
  feedId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<{ deleted: boolean }>> {
  return del(`/club/feeds/${feedId}`, options);
}

/** POST (like) or DELETE (unlike) /club/feeds/{feedId}/like; both idempotent. */
export async function setClubLike(
  feedId: number,
  liked: boolean,
  options?: RequestOptions,
): Promise<ApiEnvelope<LikeState>> {
  if (liked) return post(`/club/feeds/${feedId}/like`, {}, options);
  return del(`/club/feeds/${feedId}/like`, options);
}

/** GET /club/feeds/{feedId}/comments. */
export function getClubComments(feedId: number, options?: RequestOptions): Promise<ApiEnvelope<CommentList>> {
  return get(`/club/feeds/${feedId}/comments`, options);
}

/** POST /club/feeds/{feedId}/comments: answers the list with the new (pending) comment. */
export const addClubComment = postAtEndpoint<string, CommentList>(
  (feedId) => `/club/feeds/${feedId}/comments`,
  (content) => ({ content }),
);

/** POST /club/feeds/{feedId}/report. */
export const reportClubPost = postAtEndpoint<string, ReportResult>(
  (feedId) => `/club/feeds/${feedId}/report`,
  (reason) => ({ reason }),
);

/** GET /club/moderation/queue (moderators only; others get 403). */
export function getModerationQueue(options?: RequestOptions): Promise<ApiEnvelope<ModerationQueue>> {
  return get('/club/moderation/queue', options);
}

/** POST /club/moderation/{feedId}/approve|reject, or the comment variant. */
export function decideModerationItem(
  item: { kind: 'post' | 'comment'; id: number },
  decision: { approve: true } | { approve: false; reason: string },
  options?: RequestOptions,
): Promise<ApiEnvelope<Decision>> {
  const base = item.kind === 'post' ? `/club/moderation/${item.id}` : `/club/moderation/comments/${item.id}`;
  return decision.approve
    ? post(`${base}/approve`, {}, options)
    : post(`${base}/reject`, { reason: decision.reason }, options);
}

/** GET /club/weekly through getWeeklyInApp: auth from the page's ?user= and ?token=. */
export function getClubWeekly(
  pageQuery: string,
  profileId: number | null,
  options?: RequestOptions,
): Promise<ApiEnvelope<WeeklySummary>> {
  return getWeeklyInApp('/club/weekly', pageQuery, {
    params: profileId === null ? {} : { profile_id: profileId },
    signal: options?.signal,
  });
}

/** POST /club/weekly through postWeeklyCLub: a raw form body; the in-app page forwards user and token. */
export function postClubWeekly(
  fields: { profile_id: number; content: string; user?: string | null; token?: string | null },
  options?: RequestOptions,
): Promise<ApiEnvelope<ClubPost>> {
  const form = new URLSearchParams({ profile_id: String(fields.profile_id), content: fields.content });
  if (fields.user && fields.token) {
    form.set('user', fields.user);
    form.set('token', fields.token);
  }
  return postWeeklyCLub('/club/weekly', form, options);
}
