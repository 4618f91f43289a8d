import { assign, setup } from 'xstate';
import { CLUB_COMMENT_MAX_CHARS } from '../../domain/club';
import { type MachineTypes, notProvidedActor } from '../shared/not-provided';
import { showErrorIn } from '../shared/notice';
import type {
  AddCommentInput,
  ClubPostDetailContext,
  ClubPostDetailEvent,
  ClubPostDetailInput,
  CommentList,
  LikeState,
  PostDetail,
  SendLikeInput,
} from './club-post-detail.types';

export const DETAIL_MESSAGES = {
  commentSent: 'Bình luận đã gửi, đang chờ thầy cô duyệt.',
  likeFailed: 'Chưa thích được bài viết. Con thử lại nhé.',
} as const;

/**
 * One post of the club (/uniclass-club-feeds/detail/:feedId, issue 11): the post with its images,
 * an optimistic like rolled back when the server refuses, and the comments with a form to add one
 * (a new comment waits for a teacher like a post does).
 */
export const clubPostDetailMachine = setup({
  types: {} as MachineTypes<ClubPostDetailContext, ClubPostDetailEvent, ClubPostDetailInput>,
  actors: {
    loadPost: notProvidedActor<PostDetail, number>('loadPost'),
    sendLike: notProvidedActor<LikeState, SendLikeInput>('sendLike'),
    addComment: notProvidedActor<CommentList, AddCommentInput>('addComment'),
  },
  guards: {
    canLike: ({ context }) => context.post?.status === 'APPROVED',
    hasComment: ({ context }) => {
      const length = context.comment.trim().length;
      return length > 0 && length <= CLUB_COMMENT_MAX_CHARS && context.post?.status === 'APPROVED';
    },
  },
}).createMachine({
  id: 'clubPostDetail',
  context: ({ input }) => ({
    feedId: input.feedId,
    post: null,
    comments: [],
    comment: '',
    notice: null,
    likeBefore: null,
  }),
  initial: 'loading',
  on: { 'notice.dismissed': { actions: assign({ notice: null }) } },
  states: {
    loading: {
      meta: { description: 'Đang tải bài viết và bình luận' },
      invoke: {
        id: 'loadPost',
        src: 'loadPost',
        input: ({ context }) => context.feedId,
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ post: event.output.post, comments: event.output.comments })),
        },
        onError: showErrorIn('failed'),
      },
    },
    failed: {
      meta: { description: 'Không tải được bài (không có, trường khác, mất mạng): lỗi và nút thử lại' },
      on: { 'post.retried': { target: 'loading', actions: assign({ notice: null }) } },
    },
    ready: {
      meta: { description: 'Bài viết đã hiện: thích, viết bình luận' },
      on: {
        'post.likeToggled': {
          guard: 'canLike',
          target: 'liking',
          actions: assign(({ context }) => {
            const post = context.post;
            if (!post) return {};
            return {
              likeBefore: { likeCount: post.likeCount, likedByMe: post.likedByMe },
              post: {
                ...post,
                likedByMe: !post.likedByMe,
                likeCount: Math.max(0, post.likeCount + (post.likedByMe ? -1 : 1)),
              },
              notice: null,
            };
          }),
        },
        'comment.changed': { actions: assign({ comment: ({ event }) => event.content }) },
        'comment.submitted': { guard: 'hasComment', target: 'commenting', actions: assign({ notice: null }) },
      },
    },
    liking: {
      meta: { description: 'Đã đổi lượt thích trên màn hình, đang gửi lên máy chủ' },
      on: { 'comment.changed': { actions: assign({ comment: ({ event }) => event.content }) } },
      invoke: {
        id: 'sendLike',
        src: 'sendLike',
        input: ({ context }): SendLikeInput => ({
          postId: context.feedId,
          liked: context.post?.likedByMe ?? true,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            post: context.post ? { ...context.post, ...event.output } : null,
            likeBefore: null,
          })),
        },
        onError: {
          target: 'ready',
          actions: assign(({ context }) => ({
            post:
              context.post && context.likeBefore ? { ...context.post, ...context.likeBefore } : context.post,
            likeBefore: null,
            notice: { tone: 'error' as const, message: DETAIL_MESSAGES.likeFailed },
          })),
        },
      },
    },
    commenting: {
      meta: { description: 'Đang gửi bình luận (chờ thầy cô duyệt)' },
      invoke: {
        id: 'addComment',
        src: 'addComment',
        input: ({ context }): AddCommentInput => ({
          postId: context.feedId,
          content: context.comment.trim(),
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            comments: event.output.items,
            comment: '',
            notice: { tone: 'success' as const, message: DETAIL_MESSAGES.commentSent },
          })),
        },
        onError: showErrorIn('ready'),
      },
    },
  },
});

export type ClubPostDetailMachine = typeof clubPostDetailMachine;
