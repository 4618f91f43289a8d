import { type AnyActorRef, createActor } from 'xstate';
import { getUserContestData } from '../api/contest/contest-data';
import { createLayoutCheckActors } from '../machines/layout-check/layout-check.actors';
import { layoutCheckMachine } from '../machines/layout-check/layout-check.machine';
import { createPostLoginChecksActors } from '../machines/post-login-checks/post-login-checks.actors';
import { postLoginChecksMachine } from '../machines/post-login-checks/post-login-checks.machine';
import type { RouteCheckInput } from '../machines/post-login-checks/post-login-checks.types';
import { qaInspect } from '../qa/inspect-bridge';
import type { AppRouter } from './router';
import type { SessionActor } from './session-actor';

/**
 * Runs the post-login checks and the layout check of SPEC §4 once each time the session becomes
 * ready (after a login, or on a page load with a stored session).
 *
 * A check still waiting when the route changes is restarted with the new path: right after login
 * the session redirects (e.g. to /chon-ho-so, where the checks are skipped) while the checks have
 * already started. A check that has finished is not rerun until the next login, so two checks that
 * redirect to different pages can never bounce the user between them.
 */
export function watchRouteChecks(
  session: SessionActor,
  router: AppRouter,
  navigate: (to: string) => void,
): void {
  const actions = {
    redirect: (_: unknown, { to }: { to: string }) => navigate(to),
    logError: (_: unknown, { message, error }: { message: string; error?: unknown }) =>
      console.error(`[route-checks] ${message}`, error),
  };
  const actors = { fetchContestData: createPostLoginChecksActors({ getUserContestData }).fetchContestData };
  const postLogin = postLoginChecksMachine.provide({ actors, actions });
  const layout = layoutCheckMachine.provide({
    actors: createLayoutCheckActors({ getUserContestData }),
    actions,
  });

  type Check = { machine: typeof postLogin | typeof layout; actor: AnyActorRef };
  let running: Check[] = [];
  let startedFor: string | null = null;

  const stopAll = () => {
    for (const { actor } of running) actor.stop();
    running = [];
    startedFor = null;
  };

  const inputNow = (): RouteCheckInput | null => {
    const { context } = session.getSnapshot();
    if (!context.user) return null;
    return { pathname: router.state.location.pathname, user: context.user, profile: context.profile };
  };

  const start = (machine: Check['machine'], input: RouteCheckInput): Check => ({
    machine,
    actor: createActor(machine, { input, inspect: qaInspect }).start(),
  });

  const startChecks = () => {
    const input = inputNow();
    if (!input) return;
    startedFor = input.pathname;
    running = [start(postLogin, input), start(layout, input)];
  };

  const restartPendingOnNewPath = () => {
    const input = inputNow();
    if (!input || startedFor === null || input.pathname === startedFor) return;
    startedFor = input.pathname;
    running = running.map((check) => {
      if (check.actor.getSnapshot().status === 'done') return check;
      check.actor.stop();
      return start(check.machine, input);
    });
  };

  let wasReady = false;
  session.subscribe((snapshot) => {
    const ready = snapshot.matches({ loggedIn: 'ready' });
    if (ready && !wasReady) startChecks();
    if (!snapshot.matches('loggedIn')) stopAll();
    wasReady = ready;
  });
  router.subscribe(restartPendingOnNewPath);
  if (session.getSnapshot().matches({ loggedIn: 'ready' })) {
    wasReady = true;
    startChecks();
  }
}
