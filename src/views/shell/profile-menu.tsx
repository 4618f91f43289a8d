import { css } from '@emotion/react';
import type { KeyboardEvent } from 'react';
import { useEffect, useRef } from 'react';
import { ROUTES } from '../../domain/constants';
import { CONTEST_ROUTES } from '../../domain/contest';
import { Avatar } from '../ui/avatar';
import { CheckIcon, ChevronDownIcon, LogoutIcon } from '../ui/icons';
import { Link } from '../ui/link';
import { popoverAnchorCss, usePopoverAnchor } from '../ui/popover-anchor';
import { colors, onMobile, radii, shadows } from '../ui/theme';

export interface ProfileMenuEntry {
  id: number;
  /** Shown name (SPEC §2 rule already applied). */
  name: string;
  avatarUrl: string | null;
  /** The avatar frame the profile wears (avatarBorder), or null. */
  frameUrl: string | null;
  isDefault: boolean;
}

interface ProfileMenuProps {
  shownName: string;
  avatarUrl: string | null;
  frameUrl: string | null;
  profiles: readonly ProfileMenuEntry[];
  /** False while a switch or logout is under way, so the menu cannot start a second one. */
  canAct: boolean;
  /** The current profile is a contest profile (isContest): the menu links to the contest. */
  showContest: boolean;
  onSwitch: (profileId: number) => void;
  onLogout: () => void;
}

const triggerCss = css`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  height: 48px;
  padding: 4px 12px 4px 4px;
  border: 2px solid ${colors.line};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.ink};
  font-weight: 800;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    border-color: ${colors.primary};
  }
  ${onMobile} {
    gap: 2px;
    padding: 2px 4px 2px 2px;
  }
`;

const menuCss = css`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  width: 300px;
  padding: 10px;
  margin: 0;
  background: ${colors.surface};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.pop};
  display: flex;
  flex-direction: column;
  gap: 2px;
  z-index: 60;
`;

const itemCss = css`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 10px 12px;
  border: none;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.ink};
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${colors.primarySoft};
    color: ${colors.primaryDark};
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const sectionTitleCss = css`
  margin: 4px 12px 6px;
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.6px;
  text-transform: uppercase;
  color: ${colors.muted};
`;

const separatorCss = css`
  height: 1px;
  margin: 8px 4px;
  background: ${colors.line};
  border: none;
`;

/** The account pages the menu leads to, in order; the contest entry comes last, for contest profiles. */
const ACCOUNT_LINKS = [
  { to: ROUTES.accountInfo, label: 'Thông tin cơ bản' },
  { to: ROUTES.activation, label: 'Kích hoạt tài khoản' },
  { to: ROUTES.courses, label: 'Khóa học' },
  { to: ROUTES.monthlyReport, label: 'Báo cáo học tập' },
];
const CONTEST_LINK = { to: CONTEST_ROUTES.home, label: 'Cuộc thi tiếng Anh' };

/**
 * The profile menu of SPEC §2 as an ARIA menu button: Enter, Space or ArrowDown opens it on the
 * first item, arrows move, Home/End jump, Escape closes and gives the focus back to the button,
 * and leaving it (Tab or a click elsewhere) closes it.
 */
export function ProfileMenu({
  shownName,
  avatarUrl,
  frameUrl,
  profiles,
  canAct,
  showContest,
  onSwitch,
  onLogout,
}: ProfileMenuProps) {
  const menu = usePopoverAnchor('menu');
  const { open, setOpen, close: closeMenu } = menu;
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []);

  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };

  // Which item takes the focus once the menu has rendered (it does not exist yet when opening).
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  useEffect(() => {
    if (!open || pendingFocus.current === null) return;
    focusItem(pendingFocus.current === 'first' ? 0 : -1);
    pendingFocus.current = null;
  });

  const openMenu = (focus: 'first' | 'last') => {
    pendingFocus.current = focus;
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(-1);
        break;
      case 'Escape':
        event.preventDefault();
        closeMenu(true);
        break;
      case 'Tab':
        closeMenu(false);
        break;
    }
  };

  return (
    <div ref={menu.anchorRef} css={popoverAnchorCss}>
      <button
        {...menu.triggerProps}
        css={triggerCss}
        aria-label={`Hồ sơ: ${shownName}`}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        <Avatar name={shownName} src={avatarUrl} size={38} frame={frameUrl} />
        <span
          css={css`
            max-width: 160px;
            overflow: hidden;
            text-overflow: ellipsis;
            white-space: nowrap;
            ${onMobile} {
              display: none;
            }
          `}
        >
          {shownName}
        </span>
        <ChevronDownIcon size={18} />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menu.popupId}
          role="menu"
          aria-label="Hồ sơ và tài khoản"
          css={menuCss}
          onKeyDown={onMenuKeyDown}
          onBlur={menu.onFocusLeave}
        >
          <p css={sectionTitleCss} aria-hidden="true">
            Hồ sơ học tập
          </p>
          {profiles.map((profile) => (
            <fieldset
              key={profile.id}
              aria-label={profile.name}
              css={css`
                display: flex;
                flex-direction: column;
                margin: 0;
                border: none;
                min-width: 0;
                padding: 6px 8px;
                border-radius: ${radii.md};
                background: ${profile.isDefault ? colors.primarySoft : 'transparent'};
              `}
            >
              <div
                css={css`
                  display: flex;
                  align-items: center;
                  gap: 10px;
                  padding: 2px 4px;
                `}
              >
                <Avatar name={profile.name} src={profile.avatarUrl} size={34} frame={profile.frameUrl} />
                <span
                  css={css`
                    flex: 1;
                    font-weight: 800;
                  `}
                >
                  {profile.name}
                </span>
                {profile.isDefault && (
                  <span
                    css={css`
                      display: inline-flex;
                      align-items: center;
                      gap: 4px;
                      font-size: 13px;
                      font-weight: 700;
                      color: ${colors.mint};
                    `}
                  >
                    <CheckIcon size={16} />
                    Hồ sơ mặc định
                  </span>
                )}
              </div>
              {!profile.isDefault && (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  disabled={!canAct}
                  css={[
                    itemCss,
                    css`
                      color: ${colors.primary};
                      font-size: 14px;
                      padding: 6px 12px 6px 48px;
                    `,
                  ]}
                  onClick={() => {
                    closeMenu(true);
                    onSwitch(profile.id);
                  }}
                >
                  Chuyển sang hồ sơ này
                </button>
              )}
            </fieldset>
          ))}
          <hr css={separatorCss} />
          {[...ACCOUNT_LINKS, ...(showContest ? [CONTEST_LINK] : [])].map((link) => (
            <Link
              key={link.to}
              role="menuitem"
              tabIndex={-1}
              to={link.to}
              css={itemCss}
              onClick={() => closeMenu(false)}
            >
              {link.label}
            </Link>
          ))}
          <hr css={separatorCss} />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            disabled={!canAct}
            css={[itemCss, { color: colors.berry }]}
            onClick={() => {
              closeMenu(false);
              onLogout();
            }}
          >
            <LogoutIcon size={18} />
            Đăng xuất
          </button>
        </div>
      )}
    </div>
  );
}
