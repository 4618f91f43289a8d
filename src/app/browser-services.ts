/**
 * The page's platform adapters, created once. Everything browser-specific that machines need is
 * built here and handed to them as injected actions; views never import this file.
 */
import { createBrowserChunkReload } from '../platform/chunk-reload';
import { createCookieStore } from '../platform/cookies';
import { createBrowserNavigation } from '../platform/navigation';
import { createSessionStore } from '../platform/session-store';
import { createBrowserStorage } from '../platform/storage';

export const storage = createBrowserStorage();
export const cookies = createCookieStore();
export const sessionStore = createSessionStore(storage, cookies);
export const pageNavigation = createBrowserNavigation();
export const chunkReload = createBrowserChunkReload();
