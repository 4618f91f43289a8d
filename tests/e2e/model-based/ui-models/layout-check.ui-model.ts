import type { MachineUiModel } from '../ui-model';
import {
  checkOnPage,
  contestDataRequest,
  isContestAnswer,
  pendingClockIs,
  profileButton,
} from './route-check.ui-model';

/**
 * What the page shows while the layout check runs (SPEC §4: a graded profile without schedule goes
 * to /dang-ky?schedules=0 after 200 ms) and how each answer reaches it. Scenarios are the demo
 * accounts of the test model's shapes: 0901000003 (graded, no schedule), 0901000002 (no grade),
 * 0901000009 (source 102), the parent (schedules); 0901000008 (contest) for the "contest" answer.
 */
export const layoutCheckUiModel: MachineUiModel = {
  machine: 'layout-check',
  machineId: 'layoutCheck',
  scenarios: {
    'graded profile without schedule on /': checkOnPage('sessionOfNoSchedules', '/'),
    'on /rule': checkOnPage('sessionOfNoSchedules', '/rule'),
    'profile without grade': checkOnPage('sessionOfNoGrade', '/'),
    'source 102': checkOnPage('sessionOfLayoutExempt', '/'),
    'profile with schedules': checkOnPage('sessionOfParent', '/'),
    'already on /dang-ky': checkOnPage('sessionOfNoSchedules', '/dang-ky'),
  },
  states: {
    pending: {
      shows: 'the opened page with the user header, not yet sent to the schedule page',
      checks: [{ visible: profileButton }, { url: /^(?!\/dang-ky\?schedules=0)/ }],
    },
    redirected: {
      shows: 'the schedule page /dang-ky?schedules=0',
      checks: [{ url: /^\/dang-ky\?schedules=0$/ }],
    },
    passed: {
      shows: 'the opened page stays: not sent to the schedule page',
      checks: [{ visible: profileButton }, { url: /^(?!\/dang-ky\?schedules=0)/ }],
    },
    skipped: { shows: 'the rules page, not checked', checks: [{ url: /^\/rule/ }] },
  },
  events: [
    // Both parts finish: the real 200 ms run out and the real server answers "not contest".
    { type: 'xstate.done.state.layoutCheck.pending', actions: [{ release: 'fetchContestData' }] },
    {
      // "Contest" is the server's answer for a contest profile: the path logs in again as 0901000008
      // (contest, graded, no schedule, like 0901000003 otherwise) and lets its answer through. It
      // leads to passed whether it lands before or after the 200 ms.
      type: 'xstate.done.actor.fetchContestData',
      when: (e) => isContestAnswer(e),
      actions: [{ fixture: 'loginAsContestWithoutSchedule' }, { goto: '/' }, { release: 'fetchContestData' }],
    },
    {
      type: 'xstate.done.actor.fetchContestData',
      when: (_, from) => pendingClockIs(from, 'waiting'),
      unsupported:
        "a real server answer must land within the real 200 ms, which start with the request: holding it can only make it later, and let through as it was sent it took 452 ms on a loaded two-core machine. Playwright's page clock paused before the page opens would hold them, but it also stalls the page's start (the user header never showed) and the paths that need the 200 ms to run out with the answer held (tried 2026-11-26)",
    },
    {
      type: 'xstate.error.actor.fetchContestData',
      when: (_, from) => pendingClockIs(from, 'waiting'),
      answerAtOnce: true,
    },
  ],
  requests: { fetchContestData: contestDataRequest },
};
