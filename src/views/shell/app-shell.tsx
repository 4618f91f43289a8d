import { css } from '@emotion/react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ROUTES } from '../../domain/constants';
import { appRootBinding } from '../../machines/app-root/app-root.binding';
import { GlobalStyles } from '../ui/global-styles';
import { growColumnCss } from '../ui/layout';
import { LoadingOverlay } from '../ui/loading-overlay';
import { colors, layout, onMobile } from '../ui/theme';
import { HeaderBar } from './header-bar';
import { HeaderContest, HeaderVisitor } from './header-visitor';
import { LazyHeaderUser } from './lazy-header-user';
import { bannerSpacerCss, isBannerHidden, MobileBanner } from './mobile-banner';
import { useNavigationPending } from './navigation-pending';
import { RouteFocus } from './route-focus';
import { Sidebar } from './sidebar';
import { useShellModel } from './use-shell-model';

const progressCss = css`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: 1001;
  background: linear-gradient(90deg, ${colors.brandBlue}, ${colors.brandOrange});
  transform-origin: left;
  animation: grow 1.2s ease-out forwards;
  @keyframes grow {
    from {
      transform: scaleX(0.05);
    }
    to {
      transform: scaleX(0.85);
    }
  }
`;

/** Root layout of SPEC §2: sidebar, the header of the visitor or the user, page, mobile banner. */
export function AppShell() {
  const { pathname } = useLocation();
  const navigationPending = useNavigationPending();
  const sendToApp = appRootBinding.useSend();
  const bannerClosed = appRootBinding.useSelect((snapshot) => snapshot.context.bannerClosed);
  const bannerShown = !bannerClosed && !isBannerHidden(pathname);
  const shell = useShellModel();
  const headerHidden = pathname === ROUTES.practiceRoom || pathname.startsWith(`${ROUTES.practiceRoom}/`);

  return (
    <>
      <GlobalStyles />
      {navigationPending && <div css={progressCss} role="progressbar" aria-label="Đang tải trang" />}
      <a
        href="#main-content"
        css={css`
          position: absolute;
          left: -9999px;
          &:focus {
            left: 12px;
            top: 12px;
            z-index: 2000;
            padding: 8px 14px;
            background: ${colors.surface};
            border-radius: 8px;
          }
        `}
      >
        Bỏ qua đến nội dung chính
      </a>
      <div
        css={css`
          display: flex;
          min-height: 100vh;
        `}
      >
        <Sidebar />
        <div css={growColumnCss}>
          {!headerHidden &&
            (shell.header.kind === 'user' ? (
              // The bare bar holds the layout while the logged-in header's chunk arrives.
              <Suspense fallback={<HeaderBar>{null}</HeaderBar>}>
                <LazyHeaderUser {...shell.header.props} />
              </Suspense>
            ) : shell.header.kind === 'contest' ? (
              <HeaderContest name={shell.header.name} />
            ) : (
              <HeaderVisitor />
            ))}
          <main
            id="main-content"
            css={[
              css`
                flex: 1;
                width: 100%;
                max-width: ${layout.contentMaxWidth}px;
                margin: 0 auto;
                padding: 32px 28px 48px;
                ${onMobile} {
                  padding: 20px 14px 32px;
                }
              `,
              bannerShown && bannerSpacerCss,
            ]}
          >
            <Outlet />
          </main>
        </div>
      </div>
      {bannerShown && (
        <MobileBanner
          onInstall={() => sendToApp({ type: 'appStore.openRequested' })}
          onClose={() => sendToApp({ type: 'banner.closeRequested' })}
        />
      )}
      <RouteFocus mainId="main-content" />
      <LoadingOverlay visible={shell.overlay.visible} label={shell.overlay.label} />
    </>
  );
}
