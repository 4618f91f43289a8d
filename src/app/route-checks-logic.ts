import { getUserContestData } from '../api/contest/contest-data';
import { createLayoutCheckActors } from '../machines/layout-check/layout-check.actors';
import { layoutCheckMachine } from '../machines/layout-check/layout-check.machine';
import { createPostLoginChecksActors } from '../machines/post-login-checks/post-login-checks.actors';
import { postLoginChecksMachine } from '../machines/post-login-checks/post-login-checks.machine';

/** The two route checks of SPEC §4 with the real contest API (the app root runs them). */
export function createRouteChecksLogic(navigate: (to: string) => void) {
  const actions = {
    redirect: (_: unknown, { to }: { to: string }) => navigate(to),
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
