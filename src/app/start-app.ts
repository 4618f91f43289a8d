import { isMobileViewport } from '../platform/media';
import { loadHeaderUser } from '../views/shell/lazy-header-user';
import { type AppHistory, createAppHistory } from './app-history';
import { type AppRootActor, createAppRootActor } from './app-root-actor';
import { pageNavigation } from './browser-services';
import { configureApiForBrowser } from './configure-api';
import { DEFAULT_MARKETING_URL, watchMobileRedirect } from './mobile-redirect';
import { pageLogicStore } from './page-logic-store';
import { preloadFirstPage } from './router';
import { storedSessionInput } from './session-logic';

export interface RunningApp {
  /** The browser history the router shows and the machines navigate. */
  history: AppHistory;
  /** The whole app as one statechart: session, profile switch, notifications, checks, … */
  root: AppRootActor;
  /** Real implementations of the page machines, by binding key (`MachineLogicProvider`). */
  pageLogic: typeof pageLogicStore;
}

/**
 * The composition root: configures the API, creates the history and the app root ONCE with every
 * machine's real implementations, and starts the watchers that live as long as the page.
 */
export function startApp(): RunningApp {
  configureApiForBrowser();
  const stored = storedSessionInput();
  // A stored session shows the logged-in header: fetch its chunk beside the route's, not after it.
  if (stored.user) void loadHeaderUser();
  const history = createAppHistory(window);
  preloadFirstPage(history);

  // Machines decide where to go; inside the SPA that is a history navigation, not a page load
  // (one that repeats the page already shown stacks no duplicate entry: app-history.ts).
  const navigate = (to: string) => history.navigate(to);

  const root = createAppRootActor(history, navigate);
  // Starts basic-info (session) and, on a class home, the first page's sessions (issue 17).
  root.start();

  watchMobileRedirect(
    {
      currentPathname: () => history.current().location.pathname,
      onRouteChange: (listener) => history.subscribe(({ location }) => listener(location.pathname)),
      isNarrowViewport: () => isMobileViewport(),
      leaveTo: (url) => pageNavigation.replace(url),
    },
    import.meta.env.VITE_MARKETING_URL || DEFAULT_MARKETING_URL,
  );

  // Every area but learning loads its page logic lazily, with its route (page-logic-store.ts).
  pageLogicStore.provide(async () => (await import('./page-logic')).createLazyPageLogic(root, navigate));
  return { history, root, pageLogic: pageLogicStore };
}
