import type { MachineUiModel } from '../ui-model';
import {
  checkOnPage,
  contestDataRequest,
  isContestAnswer,
  pendingClockIs,
  profileButton,
} from './route-check.ui-model';

/**
 * What the page shows while the post-login checks run (SPEC §4: after 1 s, at most one redirect)
 * and how each answer reaches them. The scenarios are the demo accounts of the same shape as the
 * test model's examples: 0901000002 (profile without grade), 0901000005 (landing-page user without
 * school), the three-profile parent; 0901000004 (contest, without class) for the "contest" answer;
 * a fresh account without a default profile (see the fixture freshAccountWithoutDefaultProfileOffline).
 */
export const postLoginChecksUiModel: MachineUiModel = {
  machine: 'post-login-checks',
  machineId: 'postLoginChecks',
  scenarios: {
    'profile without grade on /': checkOnPage('sessionOfNoGrade', '/'),
    'landing-page user without school on /': checkOnPage('sessionOfLandingPageNoSchool', '/'),
    'complete profile on /lop-hoc': checkOnPage('sessionOfParent', '/lop-hoc'),
    'on /chon-ho-so': checkOnPage('sessionOfParent', '/chon-ho-so'),
    // A fresh account whose default profile was taken away, its stored user without one, opening /
    // while basic-info fails (a lost connection): the session keeps the stored user, profile null.
    'no default profile': {
      setup: [{ fixture: 'freshAccountWithoutDefaultProfileOffline' }, { holdRequests: true }, { goto: '/' }],
    },
  },
  states: {
    pending: {
      shows: 'the opened page with the user header: nothing moves during the 1 s',
      checks: [{ visible: profileButton }],
    },
    redirected: {
      shows: 'the page that asks for the missing information (/update-info or /update-contest-info)',
      checks: [{ url: /^\/update-(contest-)?info/ }, { visible: profileButton }],
    },
    passed: {
      // The shell shows the user header only with a default profile: without one (the last scenario)
      // it is the visitor's, so the check is the opened page itself.
      shows: 'the opened page stays: no page asking for information',
      checks: [{ url: /^(?!\/update-)/ }, { visible: { role: 'main' } }],
    },
    skipped: { shows: 'the profile chooser, not checked', checks: [{ url: /^\/chon-ho-so/ }] },
  },
  events: [
    // Both parts finish: the contest answer reaches the real server and the real second runs out.
    { type: 'xstate.done.state.postLoginChecks.pending', actions: [{ release: 'fetchContestData' }] },
    {
      // The server answers "not contest" for the path's profile without grade: the path logs in again
      // as 0901000004 (contest profile with grade, without class), opens /, lets the real second run
      // out with its answer held, then lets the answer through: /update-contest-info.
      type: 'xstate.done.actor.fetchContestData',
      when: (e, from) => isContestAnswer(e) && pendingClockIs(from, 'elapsed'),
      actions: [
        { fixture: 'loginAsContestWithoutClass' },
        { goto: '/' },
        { reached: { pending: { delay: 'elapsed', contest: 'loading' } } },
        { release: 'fetchContestData' },
      ],
    },
    // The real second starts with the request: an answer let through as it is sent lands inside it.
    {
      type: 'xstate.done.actor.fetchContestData',
      when: (_, from) => !pendingClockIs(from, 'elapsed'),
      answerAtOnce: true,
    },
    {
      type: 'xstate.error.actor.fetchContestData',
      when: (_, from) => !pendingClockIs(from, 'elapsed'),
      answerAtOnce: true,
    },
  ],
  requests: { fetchContestData: contestDataRequest },
};
