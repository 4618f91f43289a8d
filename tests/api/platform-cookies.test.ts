import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_COOKIE_SECONDS,
  POPUP_COOKIE_SECONDS,
  SESSION_COOKIE_SECONDS,
} from '../../src/domain/constants';
import { cookieAttributes, createCookieStore, type SchedulePopupCookie } from '../../src/platform/cookies';
import { CookieDocument } from './support/cookie-document';

const NOW = Date.parse('2025-03-10T08:15:30.250Z');
let jar: CookieDocument;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  jar = new CookieDocument();
  vi.stubGlobal('document', jar);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const POPUP: SchedulePopupCookie = {
  title: 'Chúc mừng!',
  courseTitle: 'Tiếng Anh lớp 3',
  time: '19:30',
  day: 'Thứ 3',
  buttonText: 'Vào học',
  isRegister: true,
};

describe('cookie attributes', () => {
  it('converts seconds to js-cookie days exactly', () => {
    expect(cookieAttributes(ACCESS_TOKEN_COOKIE_SECONDS, false)).toEqual({
      expires: 360,
      path: '/',
      sameSite: 'lax',
      secure: false,
    });
    expect(cookieAttributes(POPUP_COOKIE_SECONDS, true).expires).toBe(900 / 86_400);
  });
});

describe('cookie store (SPEC §9 lifetimes)', () => {
  it.each([
    [
      'access token',
      'access_token',
      ACCESS_TOKEN_COOKIE_SECONDS,
      (s = createCookieStore(() => false)) => s.setAccessToken('tok'),
    ],
    [
      'schedule popup',
      'schedule_popup',
      POPUP_COOKIE_SECONDS,
      (s = createCookieStore(() => false)) => s.setSchedulePopup(POPUP),
    ],
    [
      'session',
      'session',
      SESSION_COOKIE_SECONDS,
      (s = createCookieStore(() => false)) => s.setSessionCookie('s-1'),
    ],
  ])(
    'the %s cookie expires %i s after it is written, on path / with SameSite lax',
    (_name, cookie, seconds, write) => {
      write();
      const { attributes } = jar.lastWrite(cookie);
      expect(attributes.expires).toBe(new Date(NOW + seconds * 1000).toUTCString());
      expect(attributes.path).toBe('/');
      expect(attributes.samesite).toBe('lax');
      expect(attributes).not.toHaveProperty('secure');
    },
  );

  it('marks cookies secure on https pages', () => {
    createCookieStore(() => true).setAccessToken('tok');
    expect(jar.lastWrite('access_token').attributes.secure).toBe(true);
  });

  it('the popup cookie is gone after 900 s, the access token is not', () => {
    const cookies = createCookieStore(() => false);
    cookies.setAccessToken('tok');
    cookies.setSchedulePopup(POPUP);
    vi.setSystemTime(NOW + (POPUP_COOKIE_SECONDS - 1) * 1000);
    expect(cookies.getSchedulePopup()).toEqual(POPUP);
    vi.setSystemTime(NOW + (POPUP_COOKIE_SECONDS + 1) * 1000);
    expect(cookies.getSchedulePopup()).toBeNull();
    expect(cookies.getAccessToken()).toBe('tok');
  });

  it('round-trips Vietnamese text and symbols through the popup cookie', () => {
    const cookies = createCookieStore(() => false);
    const popup = { ...POPUP, courseTitle: 'Lớp 3; "Đặc biệt" = 100%' };
    cookies.setSchedulePopup(popup);
    expect(cookies.getSchedulePopup()).toEqual(popup);
  });

  it('reads a corrupt popup cookie as null', () => {
    jar.cookie = 'schedule_popup=%7Bbroken';
    expect(createCookieStore(() => false).getSchedulePopup()).toBeNull();
  });

  it('clearAll removes every cookie of the SPA and only those', () => {
    const cookies = createCookieStore(() => false);
    cookies.setAccessToken('tok');
    cookies.setSessionCookie('s');
    cookies.setSchedulePopup(POPUP);
    jar.cookie = 'other=keep; path=/';
    cookies.clearAll();
    expect(cookies.getAccessToken()).toBeNull();
    expect(cookies.getSessionCookie()).toBeNull();
    expect(cookies.getSchedulePopup()).toBeNull();
    expect(jar.cookie).toBe('other=keep');
    expect(jar.lastWrite('access_token').attributes.path).toBe('/');
  });
});
