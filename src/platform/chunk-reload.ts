/**
 * A page's chunk that fails to download is most often one a new deployment replaced (the tab still
 * runs the old main chunk) or a flaky network: one reload fetches the current version. A mark in
 * sessionStorage allows that reload once: if the page fails again after it, the error page shows
 * (with its 'Tải lại trang' link), so a chunk that stays missing cannot make the tab reload forever.
 * The mark goes away when a page's chunks load again, so a later deployment gets its own reload.
 */
import { browserSessionStorage, browserWindow } from './browser-globals';

const KEY = 'chunkReloadTried';

/**
 * Chrome, Firefox and Safari word a failed `import()` differently; Vite's preload helper adds its
 * own for a chunk's CSS (it then raises `vite:preloadError` and rethrows, so the `import()` fails).
 */
const CHUNK_LOAD_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_LOAD_FAILURES.some((failure) => failure.test(message));
}

export interface ChunkReload {
  /** True when `error` is a chunk that failed to load and no reload was tried for it yet. */
  shouldReload(error: unknown): boolean;
  /** Marks the try and reloads the page; false when the mark could not be kept (no reload then). */
  reload(): boolean;
  /** A page's chunks loaded: a later failure may reload again. */
  loaded(): void;
}

export function createChunkReload(storage: Storage | null, reloadPage: () => void): ChunkReload {
  // Unreadable storage counts as tried: without the mark a reload could loop.
  const tried = () => {
    try {
      return storage === null || storage.getItem(KEY) === '1';
    } catch {
      return true;
    }
  };
  return {
    shouldReload: (error) => isChunkLoadError(error) && !tried(),
    reload() {
      try {
        if (!storage) return false;
        storage.setItem(KEY, '1');
      } catch {
        return false;
      }
      reloadPage();
      return true;
    },
    loaded() {
      try {
        if (storage?.getItem(KEY) === '1') storage.removeItem(KEY);
      } catch {
        // Blocked storage holds no mark.
      }
    },
  };
}

export function createBrowserChunkReload(): ChunkReload {
  return createChunkReload(browserSessionStorage(), () => browserWindow()?.location.reload());
}
