import { assign, setup } from 'xstate';
import { CLUB_PENDING_MESSAGE, CLUB_POST_MAX_CHARS } from '../../domain/club';
import { type MachineTypes, notProvidedActor } from '../shared/not-provided';
import { showErrorIn } from '../shared/notice';
import type {
  ClubPost,
  ClubWeeklyContext,
  ClubWeeklyEvent,
  ClubWeeklyInput,
  InAppCredentials,
  SubmitChallengeInput,
  WeeklySummary,
} from './club-weekly.types';

/**
 * The weekly view inside the native app (/app?view=weekly, issue 11): this week's summary of the
 * profile (classes attended, posts, likes received) and the week's club challenge, answered with a
 * post that waits for a teacher like any other.
 */
export const clubWeeklyMachine = setup({
  types: {} as MachineTypes<ClubWeeklyContext, ClubWeeklyEvent, ClubWeeklyInput>,
  actors: {
    loadWeekly: notProvidedActor<WeeklySummary, InAppCredentials>('loadWeekly'),
    submitChallenge: notProvidedActor<ClubPost, SubmitChallengeInput>('submitChallenge'),
  },
  guards: {
    canSubmit: ({ context }) => {
      const length = context.content.trim().length;
      return (
        length > 0 &&
        length <= CLUB_POST_MAX_CHARS &&
        context.summary?.challenge != null &&
        context.summary.challenge.submission === null
      );
    },
  },
}).createMachine({
  id: 'clubWeekly',
  context: ({ input }) => ({ credentials: input.credentials, summary: null, content: '', notice: null }),
  initial: 'loading',
  on: { 'notice.dismissed': { actions: assign({ notice: null }) } },
  states: {
    loading: {
      meta: { description: 'Đang tải tổng kết tuần (đăng nhập bằng user và token của ứng dụng)' },
      invoke: {
        id: 'loadWeekly',
        src: 'loadWeekly',
        input: ({ context }) => context.credentials,
        onDone: { target: 'ready', actions: assign({ summary: ({ event }) => event.output }) },
        onError: showErrorIn('failed'),
      },
    },
    failed: {
      meta: { description: 'Không tải được: lỗi và nút thử lại' },
      on: { 'weekly.retried': { target: 'loading', actions: assign({ notice: null }) } },
    },
    ready: {
      meta: { description: 'Tổng kết tuần đã hiện; có thể gửi bài thử thách của tuần' },
      on: {
        'challenge.changed': { actions: assign({ content: ({ event }) => event.content }) },
        'challenge.submitted': {
          guard: 'canSubmit',
          target: 'submitting',
          actions: assign({ notice: null }),
        },
      },
    },
    submitting: {
      meta: { description: 'Đang gửi bài thử thách (form thô, POST /club/weekly)' },
      invoke: {
        id: 'submitChallenge',
        src: 'submitChallenge',
        input: ({ context }): SubmitChallengeInput => ({
          credentials: context.credentials,
          profileId: context.summary?.profileId ?? 0,
          content: context.content.trim(),
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            content: '',
            notice: { tone: 'success' as const, message: CLUB_PENDING_MESSAGE },
            summary:
              context.summary?.challenge != null
                ? {
                    ...context.summary,
                    posts: context.summary.posts + 1,
                    challenge: {
                      ...context.summary.challenge,
                      submission: { postId: event.output.id, status: event.output.status },
                    },
                  }
                : context.summary,
          })),
        },
        onError: showErrorIn('ready'),
      },
    },
  },
});

export type ClubWeeklyMachine = typeof clubWeeklyMachine;
