/**
 * What the post-login checks and the layout check share in the browser: the request they both make,
 * and how a scenario reaches a check on a given page as a given account (log in, hold the contest
 * request, open the page: the reload restarts the session and the checks run for that page).
 */
import type { UiAction, UiRequest, UiTarget } from './ui-model';

export const profileButton: UiTarget = { role: 'button', name: /^Hồ sơ: / };

export const contestDataRequest: UiRequest = {
  url: (url) => url.pathname.endsWith('/api/contest/user-contest-data'),
};

/** `loginFixture` is a fixture of tests/e2e/model-based/ui-fixtures.ts (`loginAsNoGrade`…). */
export function checkOnPage(loginFixture: string, path: string): { setup: UiAction[] } {
  return { setup: [{ fixture: loginFixture }, { holdRequests: true }, { goto: path }] };
}
