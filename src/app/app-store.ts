import type { MobileOs } from '../platform/media';

/**
 * Store pages of the native app. The spec names no store address, so they are configurable
 * (VITE_APP_STORE_IOS_URL, VITE_APP_STORE_ANDROID_URL); the defaults search each store for Uniclass.
 */
const IOS_STORE_URL =
  import.meta.env.VITE_APP_STORE_IOS_URL || 'https://apps.apple.com/vn/search?term=uniclass';
const ANDROID_STORE_URL =
  import.meta.env.VITE_APP_STORE_ANDROID_URL || 'https://play.google.com/store/search?q=uniclass&c=apps';

/** Both stores, for /download-app-suggestion. */
export const APP_STORES = { ios: IOS_STORE_URL, android: ANDROID_STORE_URL } as const;

/** iOS devices get the App Store; Android and everything else get Google Play (it opens on any browser). */
export function appStoreUrl(os: MobileOs): string {
  return os === 'ios' ? IOS_STORE_URL : ANDROID_STORE_URL;
}
