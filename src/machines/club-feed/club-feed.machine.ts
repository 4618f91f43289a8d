import { assign, setup } from 'xstate';
import type { ClubPost } from '../../contracts/club';
import { CLUB_FEED_POLL_MS } from '../../domain/club';
import { type MachineTypes, notProvidedActor, notProvidedMachine } from '../shared/not-provided';
import { keepErrorIn } from '../shared/notice';
import type {
  ClubFeedContext,
  ClubFeedEvent,
  ClubFeedInput,
  FeedPage,
  FetchPageInput,
  LikeState,
  SendLikeInput,
} from './club-feed.types';

export const LIKE_FAILED_MESSAGE = 'Chưa thích được bài viết. Con thử lại nhé.';

const withLike = (items: ClubPost[], postId: number, like: LikeState) =>
  items.map((p) => (p.id === postId ? { ...p, ...like } : p));

/** New posts first, without the ones already shown (a refresh overlaps the list). */
const mergeNewest = (fresh: ClubPost[], items: ClubPost[]) => {
  const freshIds = new Set(fresh.map((p) => p.id));
  return [...fresh, ...items.filter((p) => !freshIds.has(p.id))];
};

/** The newest page of the scope: the first load and a refresh ask for the same. */
const firstPageOf = ({ context }: { context: ClubFeedContext }): FetchPageInput => ({
  scope: context.scope,
  cursor: null,
});

/**
 * The club feed (issue 11): scope tabs (school, class, mine), keyset paging, new posts pulled on
 * request and every minute, and an optimistic like that is rolled back when the server refuses.
 * It runs the post composer above the list as its child: a post sent there comes back as
 * `post.added` and goes on top at once.
 */
export const clubFeedMachine = setup({
  types: {} as MachineTypes<ClubFeedContext, ClubFeedEvent, ClubFeedInput>,
  actors: {
    fetchPage: notProvidedActor<FeedPage, FetchPageInput>('fetchPage'),
    sendLike: notProvidedActor<LikeState, SendLikeInput>('sendLike'),
    composer: notProvidedMachine('composer'),
  },
  actions: {
    selectScope: assign(({ event }) =>
      event.type === 'scope.selected' ? { scope: event.scope, items: [], cursor: null, notice: null } : {},
    ),
    addPost: assign(({ context, event }) =>
      event.type === 'post.added' ? { items: mergeNewest([event.post], context.items) } : {},
    ),
    removePost: assign(({ context, event }) =>
      event.type === 'post.removed' ? { items: context.items.filter((p) => p.id !== event.postId) } : {},
    ),
    clearNotice: assign({ notice: null }),
    likeOptimistically: assign(({ context, event }) => {
      if (event.type !== 'post.likeToggled') return {};
      const post = context.items.find((p) => p.id === event.postId);
      if (!post) return {};
      const before = { likeCount: post.likeCount, likedByMe: post.likedByMe };
      const after = {
        likedByMe: !post.likedByMe,
        likeCount: Math.max(0, post.likeCount + (post.likedByMe ? -1 : 1)),
      };
      return {
        items: withLike(context.items, post.id, after),
        pendingLike: { postId: post.id, before },
        notice: null,
      };
    }),
  },
  guards: {
    hasMore: ({ context }) => context.cursor !== null,
    isKnownPost: ({ context, event }) =>
      event.type === 'post.likeToggled' &&
      context.items.some((p) => p.id === event.postId && p.status === 'APPROVED'),
  },
  delays: {
    newPostsPoll: CLUB_FEED_POLL_MS,
  },
}).createMachine({
  id: 'clubFeed',
  context: ({ input }) => ({
    scope: input?.scope ?? 'school',
    items: [],
    cursor: null,
    notice: null,
    pendingLike: null,
    rejectedNoticeOpen: input?.rejectedNotice ?? false,
  }),
  // For the page's lifetime, whatever the feed is doing (a scope tab does not reset the composer).
  invoke: { id: 'composer', src: 'composer' },
  initial: 'loading',
  on: {
    'scope.selected': { target: '.loading', actions: 'selectScope' },
    'post.added': { actions: 'addPost' },
    'post.removed': { actions: 'removePost' },
    'rejectedNotice.closed': { actions: assign({ rejectedNoticeOpen: false }) },
  },
  states: {
    loading: {
      meta: { description: 'Đang tải trang đầu của bảng tin' },
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: firstPageOf,
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ items: event.output.items, cursor: event.output.cursor })),
        },
        onError: keepErrorIn('failed', 'notice'),
      },
    },
    failed: {
      meta: { description: 'Không tải được bảng tin: hiện lỗi và nút thử lại' },
      on: { 'feed.retried': { target: 'loading', actions: 'clearNotice' } },
    },
    ready: {
      meta: { description: 'Bảng tin đã hiện; có thể tải thêm, làm mới, thích bài' },
      after: { newPostsPoll: 'refreshing' },
      on: {
        'feed.moreRequested': { guard: 'hasMore', target: 'loadingMore' },
        'feed.refreshRequested': 'refreshing',
        'post.likeToggled': { guard: 'isKnownPost', target: 'liking', actions: 'likeOptimistically' },
        'notice.dismissed': { actions: 'clearNotice' },
      },
    },
    loadingMore: {
      meta: { description: 'Đang tải các bài cũ hơn (keyset cursor)' },
      invoke: {
        id: 'fetchMore',
        src: 'fetchPage',
        input: ({ context }): FetchPageInput => ({ scope: context.scope, cursor: context.cursor }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            items: [
              ...context.items,
              ...event.output.items.filter((p) => !context.items.some((q) => q.id === p.id)),
            ],
            cursor: event.output.cursor,
          })),
        },
        onError: keepErrorIn('ready', 'notice'),
      },
    },
    refreshing: {
      meta: { description: 'Đang lấy các bài mới nhất để đặt lên đầu' },
      invoke: {
        id: 'fetchNewest',
        src: 'fetchPage',
        input: firstPageOf,
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            items: mergeNewest(event.output.items, context.items),
            // An empty list had no cursor yet: the first page's cursor continues it.
            cursor: context.items.length === 0 ? event.output.cursor : context.cursor,
          })),
        },
        onError: keepErrorIn('ready', 'notice'),
      },
    },
    liking: {
      meta: { description: 'Đã đổi lượt thích ngay trên màn hình, đang gửi lên máy chủ' },
      invoke: {
        id: 'sendLike',
        src: 'sendLike',
        input: ({ context }): SendLikeInput => {
          const post = context.items.find((p) => p.id === context.pendingLike?.postId);
          return { postId: context.pendingLike?.postId ?? 0, liked: post?.likedByMe ?? true };
        },
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            items: context.pendingLike
              ? withLike(context.items, context.pendingLike.postId, event.output)
              : context.items,
            pendingLike: null,
          })),
        },
        onError: {
          target: 'ready',
          actions: assign(({ context }) => ({
            items: context.pendingLike
              ? withLike(context.items, context.pendingLike.postId, context.pendingLike.before)
              : context.items,
            pendingLike: null,
            notice: LIKE_FAILED_MESSAGE,
          })),
        },
      },
    },
  },
});
