import { useEffect, useState } from 'react';
import { type InAppEntry, InAppPage } from '../views/pages/app/in-app-page';
import { GlobalStyles } from '../views/ui/global-styles';

/** The native app's ?user=&token=(&view=&month=). */
export function readInAppEntry(location: Pick<Location, 'href'>): InAppEntry {
  const url = new URL(location.href);
  const user = url.searchParams.get('user')?.trim() ?? '';
  const token = url.searchParams.get('token')?.trim() ?? '';
  return {
    credentials: user && token ? { user, token } : null,
    view: url.searchParams.get('view') ?? 'monthly',
    month: url.searchParams.get('month'),
  };
}

/**
 * Removes user and token from the address (replaceState: no history entry keeps the token, and a
 * screenshot or a shared address never shows it). The credentials then live only in memory, for
 * this page.
 */
export function forgetInAppCredentials(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
): void {
  const url = new URL(location.href);
  if (!url.searchParams.has('user') && !url.searchParams.has('token')) return;
  url.searchParams.delete('user');
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The /app route: the entry read once per mount, then the views' page. The address loses the
 * credentials only once the page is on screen: React may render a page more than once before it
 * shows it (a render interrupted by another update starts again), and each render must still find
 * them there.
 */
export function Component() {
  const [entry] = useState(() => readInAppEntry(window.location));
  useEffect(() => forgetInAppCredentials(window.location, window.history), []);
  // No shell here, so the base styles (font, box sizing) come with the page (issue 31: /app rendered
  // in the browser's serif font and its textarea spilled out of its card at 375 px).
  return (
    <>
      <GlobalStyles />
      <InAppPage entry={entry} />
    </>
  );
}
