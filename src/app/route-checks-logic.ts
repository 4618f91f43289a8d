import { getUserContestData } from '../api/contest/contest-data';
import { createLayoutCheckActors } from '../machines/layout-check/layout-check.actors';
import { layoutCheckMachine } from '../machines/layout-check/layout-check.machine';
import { createPostLoginChecksActors } from '../machines/post-login-checks/post-login-checks.actors';
import { postLoginChecksMachine } from '../machines/post-login-checks/post-login-checks.machine';

/**
 * The two route checks of SPEC §4 with the real contest API (the app root runs them). A check whose
 * target page is already open (path and query) does not navigate again: no duplicate history entry.
 */
export function createRouteChecksLogic(navigate: (to: string) => void, currentUrl: () => string) {
  const actions = {
    redirect: (_: unknown, { to }: { to: string }) => {
      if (currentUrl() !== to) navigate(to);
    },
    logError: (_: unknown, { message, error }: { message: string; error?: unknown }) =>
      console.error(`[route-checks] ${message}`, error),
  };
  return {
    postLoginChecks: postLoginChecksMachine.provide({
      actors: createPostLoginChecksActors({ getUserContestData }),
      actions,
    }),
    layoutCheck: layoutCheckMachine.provide({
      actors: createLayoutCheckActors({ getUserContestData }),
      actions,
    }),
  };
}
