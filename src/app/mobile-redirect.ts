import { MOBILE_ALLOWED_PREFIXES, MOBILE_APP_ENTRY_ROUTES, ROUTES } from '../domain/constants';

/** Where narrow screens go (SPEC §2); the server ships a small static page at /site/. */
export const DEFAULT_MARKETING_URL = '/site/';

function matchesPrefix(pathname: string, prefix: string): boolean {
  // A prefix ending in '/' (token login '/login/') only matches below it; others match the route
  // itself and its sub-paths, never a longer word ('/app' must not match '/apple').
  if (prefix.endsWith('/')) return pathname.startsWith(prefix) && pathname.length > prefix.length;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * SPEC §2: screens narrower than 768 px leave the SPA, except on the activation, lesson, club pop-up
 * rules, app, monthly report, link and token-login routes (and the store and policy pages the
 * marketing site links to). The ways in (login, sign-up) go to the app stores; everything else goes
 * to the marketing site. Null when the screen stays.
 */
export function narrowScreenDestination(
  pathname: string,
  isNarrowViewport: boolean,
  marketingUrl: string,
): string | null {
  if (!isNarrowViewport) return null;
  if (MOBILE_ALLOWED_PREFIXES.some((prefix) => matchesPrefix(pathname, prefix))) return null;
  if (MOBILE_APP_ENTRY_ROUTES.some((route) => matchesPrefix(pathname, route))) {
    return ROUTES.downloadAppSuggestion;
  }
  return marketingUrl;
}

/** What the watcher needs from the browser; the composition root passes platform implementations. */
export interface MobileRedirectPorts {
  currentPathname(): string;
  /** Calls back on every route change; returns an unsubscribe function. */
  onRouteChange(listener: (pathname: string) => void): () => void;
  /** True at most MOBILE_BREAKPOINT_PX wide (the same media query as the views' CSS). */
  isNarrowViewport(): boolean;
  /** Leaves the SPA without keeping the current page in history. */
  leaveTo(url: string): void;
}

/**
 * Checks the rule on start and on every route change; leaves at most once. The screen counts as
 * narrow or wide by its width when the app starts, never by a later resize: a desktop window narrowed
 * for a moment (a side-by-side layout, the developer tools) must not throw a logged-in user out to the
 * marketing site, and a phone turned sideways is still a phone (ADR 0015). Returns a function that
 * stops watching.
 */
export function watchMobileRedirect(ports: MobileRedirectPorts, marketingUrl: string): () => void {
  const narrowOnStart = ports.isNarrowViewport();
  let left = false;
  const check = (pathname: string) => {
    if (left) return;
    const destination = narrowScreenDestination(pathname, narrowOnStart, marketingUrl);
    if (destination === null) return;
    left = true;
    ports.leaveTo(destination);
  };
  check(ports.currentPathname());
  return ports.onRouteChange(check);
}
