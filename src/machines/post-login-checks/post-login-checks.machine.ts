import { assign, setup } from 'xstate';
import { POST_LOGIN_CHECK_DELAY_MS, POST_LOGIN_CHECK_SKIPPED_ROUTES, ROUTES } from '../../domain/constants';
import { contestAnswerOf, contestCheckPending, logContestDataError } from '../shared/check-contest-region';
import { minimumWaitRegion } from '../shared/minimum-wait';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided';
import {
  isOnRoute,
  type RouteCheckActionParams as P,
  pathOf,
  type RouteCheckInput,
} from '../shared/route-check';
import {
  type CheckFacts,
  needsContestInfo,
  needsDefaultProfileInfo,
  needsLandingPageInfo,
  UPDATE_DEFAULT_PROFILE_URL,
} from './post-login-checks.rules';
import type { PostLoginChecksContext } from './post-login-checks.types';

function factsOf(context: PostLoginChecksContext): CheckFacts | null {
  if (!context.profile) return null;
  return {
    pathname: context.pathname,
    user: context.user,
    profile: context.profile,
    isContest: context.isContest === true,
  };
}

/** A check applies, and its page is not the one already open. */
function redirectsTo(url: string, rule: (facts: CheckFacts) => boolean) {
  return ({ context }: { context: PostLoginChecksContext }) => {
    const facts = factsOf(context);
    return facts !== null && rule(facts) && context.pathname !== pathOf(url);
  };
}

/** SPEC §4 post-login checks: after 1 s (skipped on /chon-ho-so), at most one redirect. */
export const postLoginChecksMachine = setup({
  types: {
    context: {} as PostLoginChecksContext,
    input: {} as RouteCheckInput,
  },
  actors: {
    fetchContestData: notProvidedActor<boolean, { profileId: number }>('fetchContestData'),
  },
  actions: {
    redirect: notProvidedAction<P['redirect']>('redirect'),
    logError: notProvidedAction<P['logError']>('logError'),
    keepContestAnswer: assign((_, params: { isContest: boolean }) => ({ isContest: params.isContest })),
  },
  guards: {
    isSkippedRoute: ({ context }) => isOnRoute(context.pathname, POST_LOGIN_CHECK_SKIPPED_ROUTES),
    hasNoProfile: ({ context }) => context.profile === null,
    needsDefaultProfileInfo: redirectsTo(UPDATE_DEFAULT_PROFILE_URL, needsDefaultProfileInfo),
    needsContestInfo: redirectsTo(ROUTES.updateContestInfo, needsContestInfo),
    needsLandingPageInfo: redirectsTo(ROUTES.updateInfo, needsLandingPageInfo),
  },
  delays: { postLoginCheckDelay: POST_LOGIN_CHECK_DELAY_MS },
}).createMachine({
  id: 'postLoginChecks',
  context: ({ input }) => ({ ...input, isContest: null }),
  initial: 'checking',
  states: {
    checking: {
      meta: { description: 'Bỏ qua trên /chon-ho-so hoặc khi chưa có hồ sơ mặc định' },
      always: [
        { guard: 'isSkippedRoute', target: 'skipped' },
        { guard: 'hasNoProfile', target: 'passed' },
        { target: 'pending' },
      ],
    },
    pending: contestCheckPending({
      description: 'Chờ 1 giây, đồng thời hỏi API cuộc thi hồ sơ có phải hồ sơ thi không',
      delay: minimumWaitRegion('postLoginCheckDelay', '1 giây'),
      onAnswer: { target: 'known', actions: { type: 'keepContestAnswer', params: contestAnswerOf } },
      // Unknown counts as not contest: the non-contest page also collects the grade.
      onFailure: {
        target: 'known',
        actions: [{ type: 'keepContestAnswer', params: { isContest: false } }, logContestDataError],
      },
      answered: { name: 'known', description: 'Đã biết hồ sơ thi hay không' },
      onDone: [
        {
          guard: 'needsDefaultProfileInfo',
          target: 'redirected',
          actions: { type: 'redirect', params: { to: UPDATE_DEFAULT_PROFILE_URL } },
        },
        {
          guard: 'needsContestInfo',
          target: 'redirected',
          actions: { type: 'redirect', params: { to: ROUTES.updateContestInfo } },
        },
        {
          guard: 'needsLandingPageInfo',
          target: 'redirected',
          actions: { type: 'redirect', params: { to: ROUTES.updateInfo } },
        },
        { target: 'passed' },
      ],
    }),
    redirected: { meta: { description: 'Đã chuyển tới trang bổ sung thông tin' }, type: 'final' },
    passed: { meta: { description: 'Hồ sơ đủ thông tin, không chuyển trang' }, type: 'final' },
    skipped: { meta: { description: 'Trang này không kiểm tra' }, type: 'final' },
  },
});

export type PostLoginChecksMachine = typeof postLoginChecksMachine;
