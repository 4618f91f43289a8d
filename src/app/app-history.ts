import {
  createPath,
  type Location,
  type NavigationType,
  type Navigator,
  type To,
  UNSAFE_createBrowserHistory,
} from 'react-router-dom';

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

export interface AppHistory {
  /** What react-router's `<Router>` navigates with: links, `<Navigate>`, `useNavigate`. */
  readonly navigator: Navigator;
  /** The address in the address bar and how it was reached (the page may still be loading). */
  current(): HistoryUpdate;
  /** Every change of address: a link, a machine, the back and forward buttons. */
  subscribe(listener: (update: HistoryUpdate) => void): () => void;
  /** A machine's navigation inside the SPA (not a page load). */
  navigate(to: string): void;
}

/**
 * The browser history, created once by startApp outside React, with as many listeners as the app
 * needs: the router view, the app root's route changes, the narrow-screen watcher (react-router's own
 * history takes one). Issue 17: react-router's declarative `<Router>` over this history replaced its
 * data router, whose runtime (loaders, actions, fetchers, revalidation) the app never used and which
 * weighed 16 KB gzip of the first load.
 */
export function createAppHistory(window: Window): AppHistory {
  // v5Compat: listeners also hear push and replace, not only back and forward.
  const history = UNSAFE_createBrowserHistory({ window, v5Compat: true });
  const listeners = new Set<(update: HistoryUpdate) => void>();
  let current: HistoryUpdate = { action: history.action, location: history.location };
  history.listen(({ action, location }) => {
    current = { action, location };
    for (const listener of listeners) listener(current);
  });

  const isCurrentAddress = (to: To) =>
    createPath(history.location) === createPath(new URL(history.createHref(to), window.location.href));

  const navigator: Navigator = {
    createHref: history.createHref,
    createURL: history.createURL,
    encodeLocation: history.encodeLocation,
    go: history.go,
    // As the data router did: going to the address already shown stacks no duplicate history entry.
    push: (to, state) => (isCurrentAddress(to) ? history.replace(to, state) : history.push(to, state)),
    replace: (to, state) => history.replace(to, state),
  };

  return {
    navigator,
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (to) => navigator.push(to),
  };
}
