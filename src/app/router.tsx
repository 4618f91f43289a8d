import { type ComponentType, Suspense, useLayoutEffect, useState, useTransition } from 'react';
import { type RouteObject, Router, useRoutes } from 'react-router-dom';
import { CLUB_MODERATION_ROUTE, ROUTES } from '../domain/constants';
import { CONTEST_ROUTES } from '../domain/contest';
import { AppShell } from '../views/shell/app-shell';
import { NavigationPendingContext } from '../views/shell/navigation-pending';
import { ShellFallback } from '../views/shell/shell-fallback';
import type { AppHistory, HistoryUpdate } from './app-history';
import { chunkReload } from './browser-services';
import { RequireSession } from './guards';
import { lazyPage, preloadRoutes } from './lazy-page';
import { withPageLogic } from './page-logic-store';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Every page is a lazy route: the first load carries only the shell, the router and the session
 * machine (issue 17: ≤ 150 KB gzip with the home's chunk); each page is its own chunk, loaded with
 * its machines' real implementations (`withPageLogic`) unless it is a learning page.
 */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazyPage(withPageLogic(load), () => chunkReload.loaded());

// The learning pages' logic ships with the app (page-logic-store.ts): '/' needs nothing more.
const aiClassPage = lazyPage(
  () => import('../views/pages/ai-class/ai-class-page'),
  () => chunkReload.loaded(),
);
// One component per module: moving between two addresses of the same page keeps it mounted.
const activationPage = page(() => import('../views/pages/activation/activation-page'));
const aiPracticePage = page(() => import('../views/pages/ai-practice/ai-practice-page'));

const qaToolsEnabled = import.meta.env.VITE_QA_TOOLS !== '0';

const qaRoutes: RouteObject[] = qaToolsEnabled
  ? [
      {
        // One address per machine, so QA can share it; one route, so moving between machines keeps
        // the page (and its live log) mounted.
        path: `${ROUTES.qaMachines}/:machine?`,
        Component: page(async () => ({ Component: (await import('../qa/qa-machines-page')).default })),
      },
    ]
  : [];

/** Issue 15: supporting pages and /link (anyone), inside the shell. */
const reportRoutes: RouteObject[] = [
  { path: ROUTES.link, Component: page(() => import('../views/pages/link/link-page')) },
  {
    path: ROUTES.privacyPolicy,
    Component: page(() => import('../views/pages/static-page/privacy-policy-page')),
  },
  { path: ROUTES.refund, Component: page(() => import('../views/pages/static-page/refund-page')) },
  { path: ROUTES.rule, Component: page(() => import('../views/pages/static-page/rule-page')) },
  {
    path: ROUTES.permission,
    Component: page(() => import('../views/pages/static-page/permission-page')),
  },
  { path: ROUTES.downloadAppSuggestion, Component: page(() => import('./download-app-route')) },
  // Open to visitors too: the page asks them to log in, and a deleted account's confirmation stays
  // on it after the session has ended (issue 31).
  {
    path: ROUTES.deleteAccount,
    Component: page(() => import('../views/pages/delete-account/delete-account-page')),
  },
];

/** Issue 15: pages of a logged-in account. */
const reportSessionRoutes: RouteObject[] = [
  {
    path: ROUTES.monthlyReport,
    Component: page(() => import('../views/pages/monthly-report/monthly-report-page')),
  },
  { path: ROUTES.payment, Component: page(() => import('../views/pages/payment/payment-page')) },
];

/** Issue 13: the contest (its own sign-in, so outside RequireSession). */
const contestRoutes: RouteObject[] = [
  {
    path: CONTEST_ROUTES.home,
    Component: page(async () => ({ Component: (await import('./contest-routes')).ContestHomeRoute })),
  },
  {
    path: `${CONTEST_ROUTES.examRoom}/:roundId`,
    Component: page(async () => ({ Component: (await import('./contest-routes')).ExamRoomRoute })),
  },
  {
    path: CONTEST_ROUTES.rankings,
    Component: page(async () => ({ Component: (await import('./contest-routes')).ContestRankingsRoute })),
  },
];

export const routes: RouteObject[] = [
  // The native app's web view: no shell (issue 15).
  { path: ROUTES.app, Component: page(() => import('./in-app-entry')) },
  {
    path: '/',
    Component: ShellRoute,
    children: [
      {
        index: true,
        Component: aiClassPage,
      },
      { path: ROUTES.aiClass, Component: aiClassPage },
      {
        path: ROUTES.clubFeeds,
        Component: page(() => import('../views/pages/club-feeds/club-feeds-page')),
      },
      {
        path: `${ROUTES.clubFeeds}/detail/:feedId`,
        Component: page(() => import('../views/pages/club-feeds/club-feed-detail-page')),
      },
      {
        path: ROUTES.clubPopupRules,
        Component: page(() => import('../views/pages/club-rules/club-rules-page')),
      },
      {
        path: ROUTES.aiPractice,
        Component: aiPracticePage,
      },
      { path: ROUTES.aiTopic, Component: page(() => import('../views/pages/ai-topic/ai-topic-page')) },
      {
        path: ROUTES.activation,
        Component: activationPage,
      },
      {
        path: ROUTES.activationIndex,
        Component: activationPage,
      },
      {
        path: ROUTES.practiceRoom,
        Component: aiPracticePage,
      },
      { path: ROUTES.lesson, Component: page(() => import('../views/pages/lesson/lesson-page')) },
      ...reportRoutes,
      ...contestRoutes,
      {
        path: `${ROUTES.tokenLogin}/:token`,
        Component: page(() => import('../views/pages/token-login/token-login-page')),
      },
      { path: ROUTES.login, Component: page(() => import('../views/pages/login/login-page')) },
      // /dang-ky is open to both: visitors register, a logged-in profile without schedules
      // comes back with ?schedules=0 (SPEC §4 layout check).
      {
        // Issue 5: a logged-in profile with ?schedules=0 gets the schedule picker, others the child page.
        Component: page(() => import('../views/pages/register-schedule/register-schedule-branch')),
        children: [
          {
            path: ROUTES.register,
            Component: page(() => import('../views/pages/register/register-page')),
          },
        ],
      },
      {
        Component: RequireSession,
        children: [
          {
            path: ROUTES.accountInfo,
            Component: page(() => import('../views/pages/account-info/account-info-page')),
          },
          { path: ROUTES.courses, Component: page(() => import('../views/pages/courses/courses-page')) },
          {
            path: ROUTES.giftShop,
            Component: page(() => import('../views/pages/gift-shop/gift-shop-page')),
          },
          {
            path: ROUTES.chooseProfile,
            Component: page(() => import('../views/pages/choose-profile/choose-profile-page')),
          },
          {
            path: ROUTES.updateInfo,
            Component: page(() => import('../views/pages/update-info/update-info-page')),
          },
          {
            path: ROUTES.updateContestInfo,
            Component: page(() => import('../views/pages/update-contest-info/update-contest-info-page')),
          },
          ...reportSessionRoutes,
          // Issue 11: the club's moderation console (moderators only; the server answers 403 to others).
          {
            path: CLUB_MODERATION_ROUTE,
            Component: page(() => import('../views/pages/club-moderation/club-moderation-page')),
          },
        ],
      },
      ...qaRoutes,
      { path: '*', Component: page(() => import('../views/pages/not-found/not-found-page')) },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/** Until the first page's chunks are there, the spinner alone (the shell comes with its page). */
function ShellRoute() {
  return (
    <Suspense fallback={<ShellFallback />}>
      <AppShell />
    </Suspense>
  );
}

/** Starts loading the pages of the address the app opens on, before React renders. */
export function preloadFirstPage(history: AppHistory): void {
  preloadRoutes(routes, history.current().location.pathname);
}

/**
 * react-router's declarative router over the app's history. A page whose chunks are not loaded yet
 * renders in a transition: the current page stays on screen with the shell's progress bar
 * (`NavigationPendingContext`) until they are there, then the new one replaces it, as react-router's
 * data router did.
 */
export function AppRouter({ history }: { history: AppHistory }) {
  const [shown, setShown] = useState(() => history.current());
  const [pending, startTransition] = useTransition();

  useLayoutEffect(() => {
    const show = (update: HistoryUpdate) => {
      if (preloadRoutes(routes, update.location.pathname)) startTransition(() => setShown(update));
      else setShown(update);
    };
    const unsubscribe = history.subscribe(show);
    // A machine may have navigated between startApp and this first commit.
    show(history.current());
    return unsubscribe;
  }, [history]);

  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history.navigator}>
      <NavigationPendingContext value={pending}>
        <RouteErrorBoundary location={shown.location} chunkReload={chunkReload}>
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </NavigationPendingContext>
    </Router>
  );
}
