import type { EventObject, StateValue } from 'xstate';
import { checkOnPage, contestDataRequest, profileButton } from '../shared/route-check.ui-model';
import type { MachineUiModel } from '../shared/ui-model';

const contestAnswer = (event: EventObject) => (event as EventObject & { output?: boolean }).output;
const delayWaiting = (from: StateValue) =>
  typeof from === 'object' && (from as { pending?: { delay?: string } }).pending?.delay === 'waiting';

/**
 * What the page shows while the layout check runs (SPEC §4: a graded profile without schedule goes
 * to /dang-ky?schedules=0 after 200 ms) and how each answer reaches it. Scenarios are the demo
 * accounts of the test model's shapes: 0901000003 (graded, no schedule), 0901000002 (no grade),
 * 0901000009 (source 102), the parent (schedules).
 */
export const layoutCheckUiModel: MachineUiModel = {
  machine: 'layout-check',
  machineId: 'layoutCheck',
  scenarios: {
    'graded profile without schedule on /': checkOnPage('loginAsNoSchedules', '/'),
    'on /rule': checkOnPage('loginAsNoSchedules', '/rule'),
    'profile without grade': checkOnPage('loginAsNoGrade', '/'),
    'source 102': checkOnPage('loginAsLayoutExempt', '/'),
    'profile with schedules': checkOnPage('loginAsParent', '/'),
    'already on /dang-ky': checkOnPage('loginAsNoSchedules', '/dang-ky'),
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
      type: 'xstate.done.actor.fetchContestData',
      when: (e) => contestAnswer(e) === true,
      unsupported: 'the path is of 0901000003; the server answers "not contest" for its profile',
    },
    // The real 200 ms start with the request: only an answer let through as it is sent beats them.
    { type: 'xstate.done.actor.fetchContestData', when: (_, from) => delayWaiting(from), answerAtOnce: true },
    {
      type: 'xstate.error.actor.fetchContestData',
      when: (_, from) => delayWaiting(from),
      answerAtOnce: true,
    },
  ],
  requests: { fetchContestData: contestDataRequest },
};
