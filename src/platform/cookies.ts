/** The SPA's cookies (SPEC §9 lifetimes) through js-cookie. */
import Cookies from 'js-cookie';
import {
  ACCESS_TOKEN_COOKIE_SECONDS,
  COOKIE_KEYS,
  POPUP_COOKIE_SECONDS,
  SESSION_COOKIE_SECONDS,
} from '../domain/constants';
import { isHttpsPage } from './browser-globals';

const SECONDS_PER_DAY = 86_400;

/** js-cookie counts `expires` in days; a lifetime in seconds converts exactly. */
export function cookieAttributes(lifetimeSeconds: number, secure: boolean): Cookies.CookieAttributes {
  return { expires: lifetimeSeconds / SECONDS_PER_DAY, path: '/', sameSite: 'lax', secure };
}

/** What the schedule-confirmation popup shows after a new registration (SPEC §4). */
export interface SchedulePopupCookie {
  title: string;
  courseTitle: string;
  time: string;
  day: string;
  buttonText: string;
  isRegister: boolean;
}

export interface CookieStore {
  getAccessToken(): string | null;
  /** Lives ACCESS_TOKEN_COOKIE_SECONDS (360 days). */
  setAccessToken(token: string): void;
  getSchedulePopup(): SchedulePopupCookie | null;
  /** Lives POPUP_COOKIE_SECONDS (900 s). */
  setSchedulePopup(popup: SchedulePopupCookie): void;
  removeSchedulePopup(): void;
  getSessionCookie(): string | null;
  /** Lives SESSION_COOKIE_SECONDS (7200 s). */
  setSessionCookie(value: string): void;
  /** Removes every cookie of the SPA (logout). */
  clearAll(): void;
}

function isSchedulePopup(value: unknown): value is SchedulePopupCookie {
  if (typeof value !== 'object' || value === null) return false;
  const popup = value as Record<string, unknown>;
  return typeof popup.title === 'string' && typeof popup.courseTitle === 'string';
}

/** Cookies of the page; `isSecure` decides the secure flag at write time (https pages). */
export function createCookieStore(isSecure: () => boolean = isHttpsPage): CookieStore {
  const read = (name: string): string | null => {
    const value = Cookies.get(name);
    return value === undefined || value === '' ? null : value;
  };
  const write = (name: string, value: string, lifetimeSeconds: number): void => {
    Cookies.set(name, value, cookieAttributes(lifetimeSeconds, isSecure()));
  };
  // Removal must name the same path the cookie was written with.
  const remove = (name: string): void => Cookies.remove(name, { path: '/' });

  return {
    getAccessToken: () => read(COOKIE_KEYS.accessToken),
    setAccessToken: (token) => write(COOKIE_KEYS.accessToken, token, ACCESS_TOKEN_COOKIE_SECONDS),
    getSchedulePopup() {
      const raw = read(COOKIE_KEYS.schedulePopup);
      if (raw === null) return null;
      try {
        const value: unknown = JSON.parse(raw);
        return isSchedulePopup(value) ? value : null;
      } catch {
        return null;
      }
    },
    setSchedulePopup: (popup) =>
      write(COOKIE_KEYS.schedulePopup, JSON.stringify(popup), POPUP_COOKIE_SECONDS),
    removeSchedulePopup: () => remove(COOKIE_KEYS.schedulePopup),
    getSessionCookie: () => read(COOKIE_KEYS.session),
    setSessionCookie: (value) => write(COOKIE_KEYS.session, value, SESSION_COOKIE_SECONDS),
    clearAll() {
      for (const name of Object.values(COOKIE_KEYS)) remove(name);
    },
  };
}
