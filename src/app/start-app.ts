import type { AnyStateMachine } from 'xstate';
import type { MachineLogic } from '../machines/shared/machine-binding';
import { isMobileViewport, subscribeMobileViewport } from '../platform/media';
import { createAccountPages } from './account-pages';
import { type AppRootActor, createAppRootActor } from './app-root-actor';
import { pageNavigation } from './browser-services';
import { clubPageLogic } from './club-logic';
import { configureApiForBrowser } from './configure-api';
import { contestPageLogic } from './contest-logic';
import { learningPageLogic } from './learning-logic';
import { createLoyaltyPageLogic } from './loyalty-logic';
import { DEFAULT_MARKETING_URL, watchMobileRedirect } from './mobile-redirect';
import { practicePageLogic } from './practice-logic';
import { createReportPageLogic } from './report-logic';
import { type AppRouter, createAppRouter } from './router';

export interface RunningApp {
  router: AppRouter;
  /** The whole app as one statechart: session, profile switch, notifications, checks, … */
  root: AppRootActor;
  /** Real implementations of the page machines, by binding key (`MachineLogicProvider`). */
  pageLogic: Readonly<Record<string, MachineLogic<AnyStateMachine>>>;
}

/**
 * The composition root: configures the API, creates the router and the app root ONCE with every
 * machine's real implementations, and starts the watchers that live as long as the page.
 */
export function startApp(): RunningApp {
  configureApiForBrowser();
  const router = createAppRouter();

  // Machines decide where to go; inside the SPA that is a router navigation, not a page load.
  // A check that repeats the page already shown must not stack a duplicate history entry.
  const navigate = (to: string) => {
    const { pathname, search } = router.state.location;
    void router.navigate(to, { replace: `${pathname}${search}` === to });
  };

  const root = createAppRootActor(router, navigate);
  root.start();

  watchMobileRedirect(
    {
      currentPathname: () => router.state.location.pathname,
      onRouteChange: (listener) => router.subscribe((state) => listener(state.location.pathname)),
      isNarrowViewport: () => isMobileViewport(),
      onWidthChange: (listener) => subscribeMobileViewport(() => listener()),
      leaveTo: (url) => pageNavigation.replace(url),
    },
    import.meta.env.VITE_MARKETING_URL || DEFAULT_MARKETING_URL,
  );

  const pageLogic = {
    ...createAccountPages(root, navigate),
    ...learningPageLogic,
    ...createLoyaltyPageLogic(root),
    ...practicePageLogic,
    ...createReportPageLogic(root),
    ...contestPageLogic,
    ...clubPageLogic,
  };
  return { router, root, pageLogic };
}
