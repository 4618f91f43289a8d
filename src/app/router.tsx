import type { RouteObject } from 'react-router-dom';
import { createBrowserRouter } from 'react-router-dom';
import { CLUB_MODERATION_ROUTE, ROUTES } from '../domain/constants';
import { CONTEST_ROUTES } from '../domain/contest';
import { AppShell } from '../views/shell/app-shell';
import { RouteErrorPage } from '../views/shell/route-error-page';
import { ShellFallback } from '../views/shell/shell-fallback';
import { RequireSession } from './guards';
import { withPageLogic } from './page-logic-store';

/**
 * Every page is a `lazy` route: the first load carries only the shell, the router and the session
 * machine (issue 17: ≤ 150 KB gzip with the home's chunk); each page is its own chunk, loaded with
 * its machines' real implementations (`withPageLogic`) unless it is a learning page.
 */
const qaToolsEnabled = import.meta.env.VITE_QA_TOOLS !== '0';

const qaRoutes: RouteObject[] = qaToolsEnabled
  ? [
      {
        // One address per machine, so QA can share it; one route, so moving between machines keeps
        // the page (and its live log) mounted.
        path: `${ROUTES.qaMachines}/:machine?`,
        lazy: withPageLogic(async () => ({ Component: (await import('../qa/qa-machines-page')).default })),
      },
    ]
  : [];

/** Issue 15: supporting pages and /link (anyone), inside the shell. */
const reportRoutes: RouteObject[] = [
  { path: ROUTES.link, lazy: withPageLogic(() => import('../views/pages/link/link-page')) },
  {
    path: ROUTES.privacyPolicy,
    lazy: withPageLogic(() => import('../views/pages/static-page/privacy-policy-page')),
  },
  { path: ROUTES.refund, lazy: withPageLogic(() => import('../views/pages/static-page/refund-page')) },
  { path: ROUTES.rule, lazy: withPageLogic(() => import('../views/pages/static-page/rule-page')) },
  {
    path: ROUTES.permission,
    lazy: withPageLogic(() => import('../views/pages/static-page/permission-page')),
  },
  { path: ROUTES.downloadAppSuggestion, lazy: withPageLogic(() => import('./download-app-route')) },
];

/** Issue 15: pages of a logged-in account. */
const reportSessionRoutes: RouteObject[] = [
  {
    path: ROUTES.monthlyReport,
    lazy: withPageLogic(() => import('../views/pages/monthly-report/monthly-report-page')),
  },
  { path: ROUTES.payment, lazy: withPageLogic(() => import('../views/pages/payment/payment-page')) },
  {
    path: ROUTES.deleteAccount,
    lazy: withPageLogic(() => import('../views/pages/delete-account/delete-account-page')),
  },
];

/** Issue 13: the contest (its own sign-in, so outside RequireSession). */
const contestRoutes: RouteObject[] = [
  {
    path: CONTEST_ROUTES.home,
    lazy: withPageLogic(async () => ({ Component: (await import('./contest-routes')).ContestHomeRoute })),
  },
  {
    path: `${CONTEST_ROUTES.examRoom}/:roundId`,
    lazy: withPageLogic(async () => ({ Component: (await import('./contest-routes')).ExamRoomRoute })),
  },
  {
    path: CONTEST_ROUTES.rankings,
    lazy: withPageLogic(async () => ({ Component: (await import('./contest-routes')).ContestRankingsRoute })),
  },
];

export const routes: RouteObject[] = [
  // The native app's web view: no shell (issue 15).
  { path: ROUTES.app, lazy: withPageLogic(() => import('./in-app-entry')) },
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: ShellFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        index: true,
        handle: { title: 'AI Class' },
        // The learning pages' logic ships with the app (page-logic-store.ts): '/' needs nothing more.
        lazy: () => import('../views/pages/ai-class/ai-class-page'),
      },
      { path: ROUTES.aiClass, lazy: () => import('../views/pages/ai-class/ai-class-page') },
      {
        path: ROUTES.clubFeeds,
        lazy: withPageLogic(() => import('../views/pages/club-feeds/club-feeds-page')),
      },
      {
        path: `${ROUTES.clubFeeds}/detail/:feedId`,
        lazy: withPageLogic(() => import('../views/pages/club-feeds/club-feed-detail-page')),
      },
      {
        path: ROUTES.clubPopupRules,
        lazy: withPageLogic(() => import('../views/pages/club-rules/club-rules-page')),
      },
      {
        path: ROUTES.aiPractice,
        lazy: withPageLogic(() => import('../views/pages/ai-practice/ai-practice-page')),
      },
      { path: ROUTES.aiTopic, lazy: withPageLogic(() => import('../views/pages/ai-topic/ai-topic-page')) },
      {
        path: ROUTES.activation,
        lazy: withPageLogic(() => import('../views/pages/activation/activation-page')),
      },
      {
        path: ROUTES.activationIndex,
        lazy: withPageLogic(() => import('../views/pages/activation/activation-page')),
      },
      {
        path: ROUTES.practiceRoom,
        lazy: withPageLogic(() => import('../views/pages/ai-practice/ai-practice-page')),
      },
      { path: ROUTES.lesson, lazy: withPageLogic(() => import('../views/pages/lesson/lesson-page')) },
      ...reportRoutes,
      ...contestRoutes,
      {
        path: `${ROUTES.tokenLogin}/:token`,
        lazy: withPageLogic(() => import('../views/pages/token-login/token-login-page')),
      },
      { path: ROUTES.login, lazy: withPageLogic(() => import('../views/pages/login/login-page')) },
      // /dang-ky is open to both: visitors register, a logged-in profile without schedules
      // comes back with ?schedules=0 (SPEC §4 layout check).
      {
        // Issue 5: a logged-in profile with ?schedules=0 gets the schedule picker, others the child page.
        lazy: withPageLogic(() => import('../views/pages/register-schedule/register-schedule-branch')),
        children: [
          {
            path: ROUTES.register,
            lazy: withPageLogic(() => import('../views/pages/register/register-page')),
          },
        ],
      },
      {
        Component: RequireSession,
        children: [
          {
            path: ROUTES.accountInfo,
            lazy: withPageLogic(() => import('../views/pages/account-info/account-info-page')),
          },
          { path: ROUTES.courses, lazy: withPageLogic(() => import('../views/pages/courses/courses-page')) },
          {
            path: ROUTES.giftShop,
            lazy: withPageLogic(() => import('../views/pages/gift-shop/gift-shop-page')),
          },
          {
            path: ROUTES.chooseProfile,
            lazy: withPageLogic(() => import('../views/pages/choose-profile/choose-profile-page')),
          },
          {
            path: ROUTES.updateInfo,
            lazy: withPageLogic(() => import('../views/pages/update-info/update-info-page')),
          },
          {
            path: ROUTES.updateContestInfo,
            lazy: withPageLogic(() => import('../views/pages/update-contest-info/update-contest-info-page')),
          },
          ...reportSessionRoutes,
          // Issue 11: the club's moderation console (moderators only; the server answers 403 to others).
          {
            path: CLUB_MODERATION_ROUTE,
            lazy: withPageLogic(() => import('../views/pages/club-moderation/club-moderation-page')),
          },
        ],
      },
      ...qaRoutes,
      { path: '*', lazy: withPageLogic(() => import('../views/pages/not-found/not-found-page')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
