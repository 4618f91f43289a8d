/**
 * The mobile banner's close button is remembered for the browser session (sessionStorage): a new
 * visit shows the banner again, a reload or another page of the same visit does not.
 */
import { browserSessionStorage } from './browser-globals';

const KEY = 'mobileBannerClosed';

export function isBannerClosedThisSession(): boolean {
  try {
    return browserSessionStorage()?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberBannerClosed(): void {
  try {
    browserSessionStorage()?.setItem(KEY, '1');
  } catch {
    // Blocked storage: the banner stays closed until the page reloads.
  }
}
