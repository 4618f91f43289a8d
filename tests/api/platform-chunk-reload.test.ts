import { describe, expect, it } from 'vitest';
import { createChunkReload, isChunkLoadError } from '../../src/platform/chunk-reload';
import { BlockedStorage, FullStorage, MemoryStorage } from './support/memory-storage';

/** What each browser says when a page's chunk cannot be fetched (and Vite when its CSS cannot). */
const CHUNK_FAILURES = [
  new TypeError('Failed to fetch dynamically imported module: https://uniclass.vn/assets/login-page-Ab12.js'),
  new TypeError('error loading dynamically imported module: https://uniclass.vn/assets/login-page-Ab12.js'),
  new TypeError('Importing a module script failed.'),
  new Error('Unable to preload CSS for /assets/in-app-entry-Cd34.css'),
];

function pageWith(storage: Storage | null) {
  let reloads = 0;
  const chunkReload = createChunkReload(storage, () => {
    reloads += 1;
  });
  return { chunkReload, reloads: () => reloads };
}

describe('one automatic reload when a page chunk fails to load', () => {
  it.each(CHUNK_FAILURES.map((error) => [error.message, error]))('recognises "%s"', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new TypeError("Cannot read properties of undefined (reading 'profiles')"),
    new Error('Network Error'),
    'Failed to fetch',
  ])('leaves other failures to the error page: %s', (error) => {
    const page = pageWith(new MemoryStorage());
    expect(isChunkLoadError(error)).toBe(false);
    expect(page.chunkReload.shouldReload(error)).toBe(false);
  });

  it('reloads on the first failure, shows the error page on the second (no loop)', () => {
    const storage = new MemoryStorage();
    const first = pageWith(storage);
    expect(first.chunkReload.shouldReload(CHUNK_FAILURES[0])).toBe(true);
    expect(first.chunkReload.reload()).toBe(true);
    expect(first.reloads()).toBe(1);

    // The reloaded page (a new script run over the same sessionStorage) fails again.
    const second = pageWith(storage);
    expect(second.chunkReload.shouldReload(CHUNK_FAILURES[0])).toBe(false);
    expect(second.reloads()).toBe(0);
  });

  it('allows a new reload once a page has loaded again (a later deployment)', () => {
    const storage = new MemoryStorage();
    const page = pageWith(storage);
    page.chunkReload.reload();
    page.chunkReload.loaded();
    expect(storage.length).toBe(0);
    expect(page.chunkReload.shouldReload(CHUNK_FAILURES[2])).toBe(true);
  });

  it.each([
    ['blocked', new BlockedStorage()],
    ['missing', null],
  ])('never reloads with %s storage, where the try could not be remembered', (_, storage) => {
    const page = pageWith(storage);
    expect(page.chunkReload.shouldReload(CHUNK_FAILURES[0])).toBe(false);
    expect(page.chunkReload.reload()).toBe(false);
    page.chunkReload.loaded();
    expect(page.reloads()).toBe(0);
  });

  it('does not reload when the mark cannot be written (full storage)', () => {
    const page = pageWith(new FullStorage());
    expect(page.chunkReload.shouldReload(CHUNK_FAILURES[0])).toBe(true);
    expect(page.chunkReload.reload()).toBe(false);
    expect(page.reloads()).toBe(0);
  });
});
