import { isMobileViewport, subscribeMobileViewport } from '../platform/media';
import { loadHeaderUser } from '../views/shell/lazy-header-user';
import { type AppRootActor, createAppRootActor } from './app-root-actor';
import { pageNavigation } from './browser-services';
import { configureApiForBrowser } from './configure-api';
import { DEFAULT_MARKETING_URL, watchMobileRedirect } from './mobile-redirect';
import { pageLogicStore } from './page-logic-store';
import { type AppRouter, createAppRouter } from './router';
import { storedSessionInput } from './session-logic';

export interface RunningApp {
  router: AppRouter;
  /** The whole app as one statechart: session, profile switch, notifications, checks, … */
  root: AppRootActor;
  /** Real implementations of the page machines, by binding key (`MachineLogicProvider`). */
  pageLogic: typeof pageLogicStore;
}

/**
 * The composition root: configures the API, creates the router and the app root ONCE with every
 * machine's real implementations, and starts the watchers that live as long as the page.
 */
export function startApp(): RunningApp {
  configureApiForBrowser();
  const stored = storedSessionInput();
  // A stored session shows the logged-in header: fetch its chunk beside the route's, not after it.
  if (stored.user) void loadHeaderUser();
  const router = createAppRouter();

  // Machines decide where to go; inside the SPA that is a router navigation, not a page load.
  // A check that repeats the page already shown must not stack a duplicate history entry.
  const navigate = (to: string) => {
    const { pathname, search } = router.state.location;
    void router.navigate(to, { replace: `${pathname}${search}` === to });
  };

  const root = createAppRootActor(router, navigate);
  // Starts basic-info (session) and, on a class home, the first page's sessions (issue 17).
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

  // Every area but learning loads its page logic lazily, with its route (page-logic-store.ts).
  pageLogicStore.provide(async () => (await import('./page-logic')).createLazyPageLogic(root, navigate));
  return { router, root, pageLogic: pageLogicStore };
}
