import { useState } from 'react';
import { type InAppEntry, InAppPage } from '../views/pages/app/in-app-page';

/**
 * Reads the native app's ?user=&token=(&view=&month=) once and removes user and token from the
 * address at once (replaceState: no history entry keeps the token, and a screenshot or a shared
 * address never shows it). The credentials then live only in memory, for this page.
 */
export function readInAppEntry(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
): InAppEntry {
  const url = new URL(location.href);
  const user = url.searchParams.get('user')?.trim() ?? '';
  const token = url.searchParams.get('token')?.trim() ?? '';
  const entry: InAppEntry = {
    credentials: user && token ? { user, token } : null,
    view: url.searchParams.get('view') ?? 'monthly',
    month: url.searchParams.get('month'),
  };
  if (url.searchParams.has('user') || url.searchParams.has('token')) {
    url.searchParams.delete('user');
    url.searchParams.delete('token');
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return entry;
}

/** The /app route: the entry read once per mount, then the views' page. */
export function Component() {
  const [entry] = useState(() => readInAppEntry(window.location, window.history));
  return <InAppPage entry={entry} />;
}
