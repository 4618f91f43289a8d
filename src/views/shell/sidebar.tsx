import { css } from '@emotion/react';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '../../domain/constants';
import { AccountIcon, ClassIcon, PracticeIcon, SchoolIcon, SpeakIcon } from '../ui/icons';
import { bareListCss } from '../ui/layout';
import { Link } from '../ui/link';
import { Logo } from '../ui/logo';
import { colors, layout, onMobile, radii } from '../ui/theme';
import { activeSidebarKey, SIDEBAR_ITEMS, type SidebarItem } from './sidebar-items';

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
  &[aria-current='page'] {
    background: ${colors.primarySoft};
    color: ${colors.primary};
  }
`;

export function Sidebar() {
  const { pathname } = useLocation();
  const active = activeSidebarKey(pathname);
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
                <Link to={item.to} css={itemCss} aria-current={active === item.key ? 'page' : undefined}>
                  <Icon size={22} />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
