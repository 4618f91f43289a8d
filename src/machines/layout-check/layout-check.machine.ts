import { setup } from 'xstate';
import {
  LAYOUT_CHECK_SKIPPED_ROUTES,
  LAYOUT_REDIRECT_DELAY_MS,
  ROUTES,
  USER_SOURCE_LAYOUT_EXEMPT,
} from '../../domain/constants';
import { contestAnswerOf, contestCheckPending, logContestDataError } from '../shared/check-contest-region';
import { minimumWaitRegion } from '../shared/minimum-wait';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided';
import { isOnRoute, type RouteCheckActionParams as P } from '../shared/route-check';
import type { LayoutCheckContext, LayoutCheckInput } from './layout-check.types';

export const MISSING_SCHEDULE_URL = `${ROUTES.register}?schedules=0`;

/**
 * SPEC §4 layout check: a default profile with an id and a grade, not contest, source not 102 and
 * zero schedules goes to /dang-ky?schedules=0 after 200 ms. Cheap checks first, so the contest API
 * is only asked when its answer decides. When it cannot answer, nobody is redirected: sending a
 * contest pupil to the schedule page is worse than not prompting a normal one this time.
 *
 * /dang-ky is not exempt (issue 16): it shows the schedule picker only with ?schedules=0, which a
 * pathname cannot tell, and right after sign-up the checks start on /dang-ky while the session's
 * landing on / may still be loading its page. The redirect action does nothing when the target URL
 * is already open (src/app/route-checks-logic.ts).
 */
export const layoutCheckMachine = setup({
  types: {
    context: {} as LayoutCheckContext,
    input: {} as LayoutCheckInput,
  },
  actors: {
    fetchContestData: notProvidedActor<boolean, { profileId: number }>('fetchContestData'),
  },
  actions: {
    redirect: notProvidedAction<P['redirect']>('redirect'),
    logError: notProvidedAction<P['logError']>('logError'),
  },
  guards: {
    isSkippedRoute: ({ context }) => isOnRoute(context.pathname, LAYOUT_CHECK_SKIPPED_ROUTES),
    lacksGradedProfile: ({ context }) => !context.profile?.id || context.profile.gradeId === null,
    isExemptSource: ({ context }) => context.user.source === USER_SOURCE_LAYOUT_EXEMPT,
    hasSchedules: ({ context }) => (context.profile?.schedules.length ?? 0) > 0,
    isContestProfile: (_, params: { isContest: boolean }) => params.isContest,
  },
  delays: { layoutRedirectDelay: LAYOUT_REDIRECT_DELAY_MS },
}).createMachine({
  id: 'layoutCheck',
  context: ({ input }) => ({ ...input }),
  initial: 'checking',
  states: {
    checking: {
      meta: { description: 'Kiểm tra nhanh: trang bỏ qua, hồ sơ chưa có lớp, nguồn 102, đã có lịch học' },
      always: [
        { guard: 'isSkippedRoute', target: 'skipped' },
        { guard: 'lacksGradedProfile', target: 'passed' },
        { guard: 'isExemptSource', target: 'passed' },
        { guard: 'hasSchedules', target: 'passed' },
        { target: 'pending' },
      ],
    },
    pending: contestCheckPending({
      description: 'Chờ 200 ms, đồng thời hỏi hồ sơ có phải hồ sơ thi không',
      delay: minimumWaitRegion('layoutRedirectDelay', '200 ms'),
      onAnswer: [
        { guard: { type: 'isContestProfile', params: contestAnswerOf }, target: '#layoutCheck.passed' },
        { target: 'notContest' },
      ],
      onFailure: { target: '#layoutCheck.passed', actions: logContestDataError },
      answered: { name: 'notContest', description: 'Không phải hồ sơ thi' },
      onDone: {
        target: 'redirected',
        actions: { type: 'redirect', params: { to: MISSING_SCHEDULE_URL } },
      },
    }),
    redirected: { meta: { description: 'Đã chuyển tới /dang-ky?schedules=0' }, type: 'final' },
    passed: { meta: { description: 'Không cần đăng ký lịch học' }, type: 'final' },
    skipped: { meta: { description: 'Trang này không kiểm tra' }, type: 'final' },
  },
});

export type LayoutCheckMachine = typeof layoutCheckMachine;
