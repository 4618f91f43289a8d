/** Viewport and device facts: the 767 px mobile breakpoint and the mobile OS for store links. */
import { MOBILE_BREAKPOINT_PX } from '../domain/constants';
import { browserWindow } from './browser-globals';

export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

type MatchMedia = (query: string) => Pick<MediaQueryList, 'matches'>;

function pageMatchMedia(): MatchMedia | null {
  const page = browserWindow();
  return page && typeof page.matchMedia === 'function' ? page.matchMedia.bind(page) : null;
}

/** True when the viewport is at most 767 px wide (screens narrower than 768 px). */
export function isMobileViewport(matchMedia: MatchMedia | null = pageMatchMedia()): boolean {
  return matchMedia?.(MOBILE_MEDIA_QUERY).matches ?? false;
}

export type MobileOs = 'ios' | 'android' | 'other';

/**
 * The store to offer. iPadOS reports a desktop Mac user agent, so a Mac with a touch screen counts
 * as iOS.
 */
export function detectMobileOs(userAgent: string, maxTouchPoints = 0): MobileOs {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

/** The current device's OS (other outside a browser). */
export function currentMobileOs(): MobileOs {
  const page = browserWindow();
  return page ? detectMobileOs(page.navigator.userAgent, page.navigator.maxTouchPoints) : 'other';
}
