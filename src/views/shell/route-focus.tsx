import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a lazily loaded page may take to show its heading before focus goes to `main` itself. */
const HEADING_WAIT_MS = 5_000;

/**
 * An open header popup (the profile menu, the notification panel) or the expanded button of one:
 * the user is working in it, whenever they opened it.
 */
const OPEN_POPUP = '[role="menu"], [role="dialog"], [aria-expanded="true"]';

/**
 * Focus moves only when nobody has placed it since the route changed: it is on `<body>` or still on
 * what had it then (the link that was followed). A field the page focused, or the bell the user
 * opened while the page was loading, keeps it. So does an open menu or panel that had it already:
 * the app also changes the route on its own (the landing after login, the post-login checks' next
 * page), and taking the focus out of a profile menu opened just before closed it under the pupil
 * (`usePopoverAnchor` closes a popup the focus leaves). A link followed from a menu closes the menu
 * first, so its page still gets the focus.
 */
function focusIsUnclaimed(main: HTMLElement, focusedAtChange: Element | null): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body) return true;
  if (active.closest(OPEN_POPUP)) return false;
  return active === focusedAtChange && !main.contains(active);
}

function focusTarget(main: HTMLElement): HTMLElement {
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  // Headings are not focusable: -1 lets the script focus them without adding a Tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/**
 * Issue 16: a single-page app never reloads, so after login and every route change focus was left on
 * `<body>` (or on a link that no longer exists) and a screen reader said nothing. Once the new page has
 * rendered its main heading, focus moves to it: the reader announces the heading, which names the
 * page as its `<title>` (document.title) does. A visible live region was not added on purpose: the
 * focused heading already speaks, and a second copy of every title would be read twice. The first
 * load is left to the browser, which announces the document itself.
 */
export function RouteFocus({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    const focusedAtChange = document.activeElement;
    let done = false;
    const settle = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
      if (focusIsUnclaimed(main, focusedAtChange)) focusTarget(main).focus();
    };
    const observer = new MutationObserver(() => {
      if (main.querySelector('h1')) settle();
    });
    const timer = window.setTimeout(settle, HEADING_WAIT_MS);
    // The router commits the new location with the new page, so a heading present now is its own;
    // pages that load their data first render it later.
    if (main.querySelector('h1')) settle();
    else observer.observe(main, { childList: true, subtree: true });
    return () => {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, mainId]);

  return null;
}
