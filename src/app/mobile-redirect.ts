import { MOBILE_ALLOWED_PREFIXES } from '../domain/constants';

/** Where narrow screens go (SPEC §2); the server ships a small static page at /site/. */
export const DEFAULT_MARKETING_URL = '/site/';

function matchesPrefix(pathname: string, prefix: string): boolean {
  // A prefix ending in '/' (token login '/login/') only matches below it; others match the route
  // itself and its sub-paths, never a longer word ('/app' must not match '/apple').
  if (prefix.endsWith('/')) return pathname.startsWith(prefix) && pathname.length > prefix.length;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * SPEC §2: screens narrower than 768 px leave the SPA for the marketing site, except on the
 * activation, lesson, club pop-up rules, app, monthly report, link and token-login routes.
 */
export function shouldRedirectToMarketing(pathname: string, isNarrowViewport: boolean): boolean {
  if (!isNarrowViewport) return false;
  return !MOBILE_ALLOWED_PREFIXES.some((prefix) => matchesPrefix(pathname, prefix));
}

/** What the watcher needs from the browser; the composition root passes platform implementations. */
export interface MobileRedirectPorts {
  currentPathname(): string;
  /** Calls back on every route change; returns an unsubscribe function. */
  onRouteChange(listener: (pathname: string) => void): () => void;
  /** True at most MOBILE_BREAKPOINT_PX wide (the same media query as the views' CSS). */
  isNarrowViewport(): boolean;
  /** Calls back when the viewport crosses the breakpoint; returns an unsubscribe function. */
  onWidthChange(listener: () => void): () => void;
  /** Leaves the SPA without keeping the current page in history. */
  leaveTo(url: string): void;
}

/**
 * Checks the rule on start, on every route change and on every width change; leaves at most once.
 * Returns a function that stops watching.
 */
export function watchMobileRedirect(ports: MobileRedirectPorts, marketingUrl: string): () => void {
  let left = false;
  const check = (pathname: string) => {
    if (left || !shouldRedirectToMarketing(pathname, ports.isNarrowViewport())) return;
    left = true;
    ports.leaveTo(marketingUrl);
  };
  check(ports.currentPathname());
  const stopRoutes = ports.onRouteChange(check);
  const stopWidth = ports.onWidthChange(() => check(ports.currentPathname()));
  return () => {
    stopRoutes();
    stopWidth();
  };
}
