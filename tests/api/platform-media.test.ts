import { describe, expect, it } from 'vitest';
import { detectMobileOs, isMobileViewport } from '../../src/platform/media';

/** matchMedia of a window `width` px wide, understanding the max-width queries we use. */
function matchMediaAt(width: number) {
  const matchMedia = (query: string) => {
    const max = /\(max-width:\s*(\d+)px\)/.exec(query);
    if (!max?.[1]) throw new Error(`Unsupported media query ${query}`);
    return { matches: width <= Number(max[1]) };
  };
  return { matchMedia: matchMedia as never };
}

describe('mobile viewport (767 px breakpoint)', () => {
  it.each([
    [320, true],
    [767, true],
    [768, false],
    [1280, false],
  ])('a %i px wide window is mobile: %s', (width, expected) => {
    expect(isMobileViewport(matchMediaAt(width).matchMedia)).toBe(expected);
  });

  it('is not mobile without matchMedia (outside a browser)', () => {
    expect(isMobileViewport(null)).toBe(false);
  });
});

describe('mobile OS from the user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      0,
      'ios',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      5,
      'ios',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      5,
      'ios',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      0,
      'other',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      5,
      'android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      0,
      'other',
    ],
  ] as const)('%s → %s', (userAgent, touchPoints, expected) => {
    expect(detectMobileOs(userAgent, touchPoints)).toBe(expected);
  });
});
