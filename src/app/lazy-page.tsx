import { type ComponentType, type ReactElement, use } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A route's page, loaded with its chunks the first time a navigation needs it. */
export interface LazyPage {
  (): ReactElement;
  /** Starts loading the page; null when it is loaded already. */
  preload(): Promise<unknown> | null;
}

/**
 * A page chunk (a module exporting `Component`, the convention of the pages) as a route's component.
 * Unlike `React.lazy`, it can start loading before it renders: a navigation loads every page of the
 * matched routes at once (`preloadRoutes`), so a layout route and its child never load in sequence,
 * and a loaded page renders at once, without suspending. A failed load stays failed, as a failed
 * `import()` does in the browser's module map: the route error page (or its one automatic reload)
 * takes over.
 */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>, onLoaded: () => void): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const start = () => {
    if (!loading) {
      loading = load().then((module) => {
        loaded = module.Component;
        onLoaded();
        return loaded;
      });
      // A preload whose page is never shown (the user went elsewhere) must not report its failure.
      loading.catch(() => undefined);
    }
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: one component per route, made once at module level, as React.lazy makes them.
  const Page: LazyPage = () => {
    const Loaded = loaded ?? use(start());
    return <Loaded />;
  };
  Page.preload = () => (loaded ? null : start());
  return Page;
}

/** Starts loading the pages of every route matching `pathname`; true when one is not loaded yet. */
export function preloadRoutes(routes: RouteObject[], pathname: string): boolean {
  let loading = false;
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const page = route.Component as Partial<LazyPage> | null | undefined;
    if (page?.preload?.()) loading = true;
  }
  return loading;
}
