/**
 * What the post-login checks and the layout check share in the browser: the request they both make,
 * and how a scenario reaches a check on a given page as a given account (log in, hold the contest
 * request, open the page: the reload restarts the session and the checks run for that page).
 */
import type { EventObject, StateValue } from 'xstate';
import type { UiAction, UiRequest, UiTarget } from '../ui-model';

export const profileButton: UiTarget = { role: 'button', name: /^Hồ sơ: / };

export const contestDataRequest: UiRequest = {
  url: (url) => url.pathname.endsWith('/api/contest/user-contest-data'),
};

/** `sessionFixture` is a fixture of tests/e2e/model-based/ui-fixtures.ts (`sessionOfNoGrade`…). */
export function checkOnPage(sessionFixture: string, path: string): { setup: UiAction[] } {
  return { setup: [{ fixture: sessionFixture }, { holdRequests: true }, { goto: path }] };
}

/** Whether a path's contest lookup answers "a contest profile". */
export const isContestAnswer = (event: EventObject) =>
  (event as EventObject & { output?: boolean }).output === true;

/** Whether the `pending` state's clock (shared/minimum-wait) is `clock` in the state value `from`. */
export const pendingClockIs = (from: StateValue, clock: 'waiting' | 'elapsed') =>
  typeof from === 'object' && (from as { pending?: { delay?: string } }).pending?.delay === clock;
