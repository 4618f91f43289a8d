// SPEC §2: screens narrower than 768 px leave the SPA for the marketing site, except on the allowed
// routes. The build inlines this script at the top of index.html's <head> (scripts/vite-inline-redirect.ts;
// the server allows it by its CSP hash), so it runs before the parser reaches the app's module scripts:
// a phone that is sent away downloads no app code at all (an external script would let the preload
// scanner fetch the app's chunks meanwhile). It is the same rule as src/app/mobile-redirect.ts, which
// keeps watching after start (route and width changes); tests/qa/narrow-screen-redirect.test.ts runs
// both over every route and fails when they disagree. The build writes the marketing URL in.
(() => {
  const ALLOWED_PREFIXES = [
    '/kich-hoat-tai-khoan',
    '/lesson',
    '/uniclass-club-feeds/pop-up-rules',
    '/app',
    '/bao-cao-hoc-tap/bao-cao-thang',
    '/link',
    '/login/',
  ];
  const NARROW = '(max-width: 767px)';

  // A prefix ending in '/' only matches below it; others match the route and its sub-paths.
  const matchesPrefix = (pathname, prefix) =>
    prefix.endsWith('/')
      ? pathname.startsWith(prefix) && pathname.length > prefix.length
      : pathname === prefix || pathname.startsWith(`${prefix}/`);

  const narrow = typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;
  if (!narrow) return;
  const { pathname } = window.location;
  if (ALLOWED_PREFIXES.some((prefix) => matchesPrefix(pathname, prefix))) return;
  // Stop the document first: requests the preload scanner already started are cancelled.
  window.stop();
  window.location.replace('__MARKETING_URL__');
})();
