/** Page-level navigation the machines receive as injected actions (they never touch window). */
import { browserWindow } from './browser-globals';

export interface Navigation {
  reload(): void;
  /** Navigates with a history entry (the user can go back). */
  redirect(url: string): void;
  /** Navigates without a history entry. */
  replace(url: string): void;
}

/** Navigation over a Location (the page's, or a test's). */
export function createNavigation(location: Pick<Location, 'reload' | 'assign' | 'replace'>): Navigation {
  return {
    reload: () => location.reload(),
    redirect: (url) => location.assign(url),
    replace: (url) => location.replace(url),
  };
}

/** Navigation of the current page; resolves window.location at call time. */
export function createBrowserNavigation(): Navigation {
  const location = (): Location => {
    const page = browserWindow();
    if (!page) throw new Error('Navigation needs a browser window');
    return page.location;
  };
  return {
    reload: () => location().reload(),
    redirect: (url) => location().assign(url),
    replace: (url) => location().replace(url),
  };
}

/**
 * Opens a page of another site (the video classroom) in a new tab, detached from ours (noopener).
 * A popup blocker may refuse it: callers keep a plain link on screen for that case.
 */
export function openInNewTab(url: string): void {
  browserWindow()?.open(url, '_blank', 'noopener,noreferrer');
}
