// SPEC §2: screens narrower than 768 px leave the SPA for the marketing site (login and sign-up: for
// the app stores), except on the allowed routes. The width of the first load decides (ADR 0015). The build inlines this script at the top of
// index.html's <head> (scripts/vite-inline-redirect.ts; the server allows it by its CSP hash), and the
// markup names no app script: the loader that requests them comes after this check
// (scripts/vite-route-preload.ts), so a phone that is sent away asks for no app code at all (a `src`
// or `modulepreload` in the markup is fetched by the preload scanner meanwhile, issue 35). It is the
// same rule as src/app/mobile-redirect.ts, which
// keeps applying it to the routes opened later (with the width of the first load); tests/qa/narrow-screen-redirect.test.ts runs
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
    '/download-app-suggestion',
    '/privacy-policy',
    '/rule',
    '/refund',
    '/permission',
    '/payment',
    '/delete-account',
  ];
  // The ways in lead a phone to the app stores, not back to the marketing site.
  const APP_ENTRY_ROUTES = ['/dang-nhap', '/dang-ky'];
  const APP_DOWNLOAD_URL = '/download-app-suggestion';
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
  const appEntry = APP_ENTRY_ROUTES.some((route) => matchesPrefix(pathname, route));
  window.location.replace(appEntry ? APP_DOWNLOAD_URL : '__MARKETING_URL__');
})();
