import { lazy } from 'react';

/**
 * The logged-in header (profile menu, notification bell and panel, wallet) is its own chunk, so a
 * visitor's first load never carries it (issue 17). startApp starts loading it at once when a
 * session is stored, in parallel with the route's chunk.
 */
export const loadHeaderUser = () => import('./header-user');

export const LazyHeaderUser = lazy(async () => ({ default: (await loadHeaderUser()).HeaderUser }));
