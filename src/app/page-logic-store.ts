/**
 * The page machines' real implementations by binding key, as a store React reads
 * (`MachineLogicProvider` in providers.tsx). The learning pages' logic (the home '/' and '/lop-hoc')
 * is there from the start; the other areas' logic is a lazy chunk that a route's `lazy` loads in
 * parallel with its page chunk (`withPageLogic`), so it never weighs on the first load.
 */
import type { AnyStateMachine } from 'xstate';
import type { MachineLogic } from '../machines/shared/machine-binding';
import { learningPageLogic } from './learning-logic';

type Logics = Readonly<Record<string, MachineLogic<AnyStateMachine>>>;

let logics: Logics = learningPageLogic;
const listeners = new Set<() => void>();

// The router starts loading the first route's chunks before startApp has created the app root that
// the lazy logic talks to, so the loader arrives later (`provide`).
let provideLoader: (load: () => Promise<Logics>) => void;
const loader = new Promise<() => Promise<Logics>>((resolve) => {
  provideLoader = resolve;
});
let lazyLoaded: Promise<void> | null = null;

export const pageLogicStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): Logics => logics,
  /** Called once by startApp with the loader of the lazy logic (bound to the app root). */
  provide(load: () => Promise<Logics>) {
    provideLoader(load);
  },
  /** Loads (once) the logic of every page outside the learning area and publishes it. */
  loadLazyLogic(): Promise<void> {
    lazyLoaded ??= loader
      .then((load) => load())
      .then((lazyLogics) => {
        logics = { ...logics, ...lazyLogics };
        for (const listener of listeners) listener();
      });
    // A failed download (flaky network) is retried by the next navigation.
    lazyLoaded.catch(() => {
      lazyLoaded = null;
    });
    return lazyLoaded;
  },
};

/** A route's `lazy` that also makes the lazy page logic available before the route renders. */
export function withPageLogic<T>(loadRoute: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([loadRoute(), pageLogicStore.loadLazyLogic()]))[0];
}
