import { css } from '@emotion/react';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '../../domain/constants';
import { AccountIcon, ClassIcon, PracticeIcon, SchoolIcon, SpeakIcon } from '../ui/icons';
import { bareListCss } from '../ui/layout';
import { Link } from '../ui/link';
import { Logo } from '../ui/logo';
import { colors, layout, onMobile, radii } from '../ui/theme';
import { activeSidebarChild, activeSidebarKey, SIDEBAR_ITEMS, type SidebarItem } from './sidebar-items';

const ICONS: Record<SidebarItem['key'], ComponentType<{ size?: number }>> = {
  aiClass: ClassIcon,
  club: SchoolIcon,
  aiPractice: PracticeIcon,
  aiSpeak: SpeakIcon,
  account: AccountIcon,
};

const asideCss = css`
  position: sticky;
  top: 0;
  height: 100vh;
  width: ${layout.sidebarWidth}px;
  flex: none;
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding: 18px 16px;
  background: ${colors.surface};
  border-right: 1px solid ${colors.line};
  ${onMobile} {
    display: none;
  }
`;

const itemCss = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border-radius: ${radii.md};
  color: ${colors.inkSoft};
  font-weight: 700;
  text-decoration: none;
  transition:
    background-color 0.15s,
    color 0.15s;
  &:hover {
    background: ${colors.canvas};
    color: ${colors.ink};
  }
  &[aria-current='page'],
  &[data-section='active'] {
    background: ${colors.primarySoft};
    color: ${colors.primary};
  }
`;

const childItemCss = css`
  display: block;
  padding: 8px 14px 8px 48px;
  border-radius: ${radii.md};
  color: ${colors.inkSoft};
  font-weight: 700;
  font-size: 15px;
  text-decoration: none;
  &:hover {
    background: ${colors.canvas};
    color: ${colors.ink};
  }
  &[aria-current='page'] {
    color: ${colors.primary};
    text-decoration: underline;
  }
`;

export function Sidebar() {
  const { pathname } = useLocation();
  const active = activeSidebarKey(pathname);
  const activeChild = activeSidebarChild(pathname);
  return (
    <aside css={asideCss}>
      <Link
        to={ROUTES.home}
        aria-label="Uniclass — trang chủ"
        css={css`
          text-decoration: none;
          padding: 0 6px;
        `}
      >
        <Logo />
      </Link>
      <nav aria-label="Điều hướng chính">
        <ul css={[bareListCss, css`display: flex; flex-direction: column; gap: 4px;`]}>
          {SIDEBAR_ITEMS.map((item) => {
            const Icon = ICONS[item.key];
            return (
              <li key={item.key}>
                <Link
                  to={item.to}
                  css={itemCss}
                  // The most specific link is the current page; its section stays highlighted.
                  aria-current={active === item.key && activeChild === null ? 'page' : undefined}
                  data-section={active === item.key ? 'active' : undefined}
                >
                  <Icon size={22} />
                  {item.label}
                </Link>
                {item.children && (
                  <ul css={[bareListCss, css`margin-top: 2px;`]}>
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <Link
                          to={child.to}
                          css={childItemCss}
                          aria-current={activeChild === child.to ? 'page' : undefined}
                        >
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
