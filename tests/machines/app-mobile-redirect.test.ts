import { describe, expect, it } from 'vitest';
import {
  type MobileRedirectPorts,
  narrowScreenDestination,
  watchMobileRedirect,
} from '../../src/app/mobile-redirect';
import { ROUTES } from '../../src/domain/constants';

const MARKETING = '/site/';
const destination = (path: string, narrow: boolean) => narrowScreenDestination(path, narrow, MARKETING);

describe('narrowScreenDestination (SPEC §2)', () => {
  it('never redirects a wide screen', () => {
    expect(destination(ROUTES.home, false)).toBeNull();
    expect(destination(ROUTES.login, false)).toBeNull();
  });

  it('sends a narrow screen outside the allowed routes to the marketing site', () => {
    for (const path of [ROUTES.home, ROUTES.aiPractice, '/apple', '/login', '/linked', '/dang-nhapx']) {
      expect(destination(path, true), path).toBe(MARKETING);
    }
  });

  it('sends the ways in (login, sign-up) to the app stores, never back to the marketing site', () => {
    for (const path of [ROUTES.login, ROUTES.register, `${ROUTES.login}/`]) {
      expect(destination(path, true), path).toBe(ROUTES.downloadAppSuggestion);
    }
  });

  it('keeps a narrow screen on the allowed routes and below them', () => {
    const allowed = [
      ROUTES.activation,
      ROUTES.activationIndex,
      ROUTES.lesson,
      `${ROUTES.lesson}/42`,
      ROUTES.clubPopupRules,
      ROUTES.app,
      ROUTES.monthlyReport,
      ROUTES.link,
      `${ROUTES.tokenLogin}/abc123`,
      ROUTES.downloadAppSuggestion,
      ROUTES.privacyPolicy,
      ROUTES.rule,
      ROUTES.refund,
      ROUTES.permission,
      // Issue 31: the VietQR code is scanned by the bank app on the same phone, and app stores
      // require account deletion on the web.
      ROUTES.payment,
      ROUTES.deleteAccount,
    ];
    for (const path of allowed) expect(destination(path, true), path).toBeNull();
  });
});

function fakePorts(start: { path: string; narrow: boolean }) {
  const state = { ...start, left: [] as string[] };
  const routeListeners: Array<(path: string) => void> = [];
  const ports: MobileRedirectPorts = {
    currentPathname: () => state.path,
    onRouteChange: (listener) => {
      routeListeners.push(listener);
      return () => routeListeners.splice(routeListeners.indexOf(listener), 1);
    },
    isNarrowViewport: () => state.narrow,
    leaveTo: (url) => state.left.push(url),
  };
  return {
    state,
    ports,
    goTo: (path: string) => {
      state.path = path;
      for (const listener of [...routeListeners]) listener(path);
    },
    /** The window's width changes; nothing is told but the media query's answer. */
    resize: (narrow: boolean) => {
      state.narrow = narrow;
    },
  };
}

describe('watchMobileRedirect', () => {
  it('leaves at once when the first page is not allowed on a narrow screen', () => {
    const page = fakePorts({ path: ROUTES.home, narrow: true });
    watchMobileRedirect(page.ports, '/site/');
    expect(page.state.left).toEqual(['/site/']);
  });

  it('stays on an allowed page, then leaves when the user navigates away from it', () => {
    const page = fakePorts({ path: ROUTES.activation, narrow: true });
    watchMobileRedirect(page.ports, '/site/');
    expect(page.state.left).toEqual([]);
    page.goTo(ROUTES.aiClass);
    expect(page.state.left).toEqual(['/site/']);
  });

  it('keeps a desktop window made narrow for a moment: the width of the first load decides (issue 31)', () => {
    const page = fakePorts({ path: ROUTES.home, narrow: false });
    watchMobileRedirect(page.ports, 'https://example.vn/');
    page.resize(true);
    page.goTo(ROUTES.aiTopic);
    page.resize(false);
    page.goTo(ROUTES.courses);
    expect(page.state.left).toEqual([]);
  });

  it('treats a phone turned sideways (wider than 767 px) as the phone it started as', () => {
    const page = fakePorts({ path: ROUTES.payment, narrow: true });
    watchMobileRedirect(page.ports, '/site/');
    page.resize(false);
    page.goTo(ROUTES.aiTopic);
    expect(page.state.left).toEqual(['/site/']);
  });

  it('stops watching when asked', () => {
    const page = fakePorts({ path: ROUTES.payment, narrow: true });
    const stop = watchMobileRedirect(page.ports, '/site/');
    stop();
    page.goTo(ROUTES.home);
    expect(page.state.left).toEqual([]);
  });
});
