import type { RouteObject } from 'react-router-dom';
import { createBrowserRouter } from 'react-router-dom';
import { ROUTES } from '../domain/constants';
import { AppShell } from '../views/shell/app-shell';
import { RouteErrorPage } from '../views/shell/route-error-page';
import { ShellFallback } from '../views/shell/shell-fallback';
import { RequireSession } from './guards';

/**
 * Every page is a `lazy` route: the first load carries only the shell, the router and the session
 * machine (foundation issue: 200 KB gzip budget); each page is its own chunk.
 */
const comingSoon = (title: string, path: string): RouteObject => ({
  path,
  handle: { title },
  lazy: () => import('../views/pages/coming-soon/coming-soon-page'),
});

const qaToolsEnabled = import.meta.env.VITE_QA_TOOLS !== '0';

const qaRoutes: RouteObject[] = qaToolsEnabled
  ? [
      {
        path: ROUTES.qaMachines,
        lazy: async () => ({ Component: (await import('../qa/qa-machines-page')).default }),
      },
    ]
  : [];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: ShellFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        index: true,
        handle: { title: 'AI Class' },
        lazy: () => import('../views/pages/coming-soon/coming-soon-page'),
      },
      comingSoon('AI Class', ROUTES.aiClass),
      comingSoon('Nhà trường', ROUTES.clubFeeds),
      comingSoon('Bài viết', `${ROUTES.clubFeeds}/detail/:feedId`),
      comingSoon('Nội quy câu lạc bộ', ROUTES.clubPopupRules),
      comingSoon('AI Practice', ROUTES.aiPractice),
      comingSoon('AI Speak', ROUTES.aiTopic),
      comingSoon('Kích hoạt tài khoản', ROUTES.activation),
      comingSoon('Kích hoạt tài khoản', ROUTES.activationIndex),
      comingSoon('Cửa hàng quà tặng', ROUTES.giftShop),
      comingSoon('Phòng tập luyện', ROUTES.practiceRoom),
      comingSoon('Bài học', ROUTES.lesson),
      comingSoon('Ứng dụng Uniclass', ROUTES.app),
      comingSoon('Liên kết', ROUTES.link),
      comingSoon('Báo cáo học tập tháng', ROUTES.monthlyReport),
      comingSoon('Tải ứng dụng Uniclass', ROUTES.downloadAppSuggestion),
      comingSoon('Thanh toán', ROUTES.payment),
      comingSoon('Chính sách bảo mật', ROUTES.privacyPolicy),
      comingSoon('Chính sách hoàn tiền', ROUTES.refund),
      comingSoon('Điều khoản sử dụng', ROUTES.rule),
      comingSoon('Quyền truy cập', ROUTES.permission),
      comingSoon('Xóa tài khoản', ROUTES.deleteAccount),
      {
        path: `${ROUTES.tokenLogin}/:token`,
        lazy: () => import('../views/pages/token-login/token-login-page'),
      },
      { path: ROUTES.login, lazy: () => import('../views/pages/login/login-page') },
      // /dang-ky is open to both: visitors register, a logged-in profile without schedules
      // comes back with ?schedules=0 (SPEC §4 layout check).
      comingSoon('Đăng ký', ROUTES.register),
      {
        Component: RequireSession,
        children: [
          // The forms of these three need their machines (account info, update info, contest info),
          // which do not exist yet; the routes exist so the post-login checks have somewhere to land.
          comingSoon('Thông tin tài khoản', ROUTES.accountInfo),
          comingSoon('Khóa học', ROUTES.courses),
          {
            path: ROUTES.chooseProfile,
            lazy: () => import('../views/pages/choose-profile/choose-profile-page'),
          },
          comingSoon('Cập nhật thông tin', ROUTES.updateInfo),
          comingSoon('Thông tin dự thi', ROUTES.updateContestInfo),
        ],
      },
      ...qaRoutes,
      { path: '*', lazy: () => import('../views/pages/not-found/not-found-page') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
