import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { narrowScreenRedirectScript } from '../../scripts/vite-inline-redirect';
import { narrowScreenDestination } from '../../src/app/mobile-redirect';
import {
  MOBILE_ALLOWED_PREFIXES,
  MOBILE_APP_ENTRY_ROUTES,
  MOBILE_BREAKPOINT_PX,
  ROUTES,
} from '../../src/domain/constants';

/** Runs the inlined <head> script at `pathname` and `width`; returns where it sent the page. */
function runHeadScript(pathname: string, width: number, marketingUrl = '/site/'): string | null {
  let replacedWith: string | null = null;
  let stopped = false;
  const window = {
    stop: () => {
      stopped = true;
    },
    location: {
      pathname,
      replace: (url: string) => {
        if (!stopped) throw new Error('the document must be stopped before leaving');
        replacedWith = url;
      },
    },
    matchMedia: (query: string) => {
      const max = /^\(max-width: (\d+)px\)$/.exec(query);
      if (!max) throw new Error(`unexpected media query ${query}`);
      return { matches: width <= Number(max[1]) };
    },
  };
  runInNewContext(narrowScreenRedirectScript(marketingUrl), { window });
  return replacedWith;
}

/** Every allowed route, below it, beside it, and every route of the app. */
function pathsToCompare(): string[] {
  const paths = new Set<string>(['/', '/x', '/login', '/login/', '/login/abc', '/applesauce', '/appx/y']);
  for (const prefix of [...MOBILE_ALLOWED_PREFIXES, ...MOBILE_APP_ENTRY_ROUTES]) {
    const bare = prefix.replace(/\/$/, '');
    for (const p of [prefix, bare, `${bare}/`, `${bare}/12`, `${bare}x`, `${bare}-more`]) paths.add(p);
  }
  for (const route of Object.values(ROUTES)) if (typeof route === 'string') paths.add(route);
  return [...paths];
}

describe('the redirect before boot (index.html) and the app’s rule agree', () => {
  it.each([
    ['narrow', MOBILE_BREAKPOINT_PX],
    ['wide', MOBILE_BREAKPOINT_PX + 1],
  ])('on a %s screen, for every route', (_, width) => {
    for (const pathname of pathsToCompare()) {
      const expected = narrowScreenDestination(pathname, width <= MOBILE_BREAKPOINT_PX, '/site/');
      expect({ pathname, destination: runHeadScript(pathname, width) }).toEqual({
        pathname,
        destination: expected,
      });
    }
  });

  it('goes to the marketing URL of the build, written in as a string literal', () => {
    expect(runHeadScript('/lop-hoc', 375)).toBe('/site/');
    expect(runHeadScript('/lop-hoc', 375, "https://uniclass.vn/?a='b'")).toBe("https://uniclass.vn/?a='b'");
  });
});
