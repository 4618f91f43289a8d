/** Changes other tabs make to localStorage (the `storage` event never fires in the writing tab). */
import { browserWindow } from './browser-globals';

export interface StorageChange {
  newValue: string | null;
  oldValue: string | null;
}

interface StorageEventLike extends Event {
  key?: string | null;
  newValue?: string | null;
  oldValue?: string | null;
}

/**
 * Calls `onChange` when another tab writes or removes `key`, or clears the whole storage
 * (key null). Returns the unsubscribe function.
 */
export function subscribeStorageKey(
  key: string,
  onChange: (change: StorageChange) => void,
  target: EventTarget | null = browserWindow(),
): () => void {
  if (!target) return () => {};
  const listener = (event: Event): void => {
    const storageEvent = event as StorageEventLike;
    // A clear() in another tab arrives with key null and no values: the watched key is gone too.
    if (storageEvent.key === null) {
      onChange({ newValue: null, oldValue: null });
      return;
    }
    if (storageEvent.key !== key) return;
    const newValue = storageEvent.newValue ?? null;
    const oldValue = storageEvent.oldValue ?? null;
    if (newValue === oldValue) return;
    onChange({ newValue, oldValue });
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
