import { css } from '@emotion/react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { notificationsBinding } from '../../machines/notifications/notifications.binding';
import { BellIcon } from '../ui/icons';
import { popoverAnchorCss, usePopoverAnchor } from '../ui/popover-anchor';
import { colors, radii } from '../ui/theme';
import { NotificationPanel } from './notification-panel';

const bellCss = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 2px solid ${colors.line};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.ink};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    border-color: ${colors.primary};
  }
`;

const badgeCss = css`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${radii.pill};
  background: ${colors.berry};
  color: ${colors.surface};
  font-size: 12px;
  font-weight: 900;
  line-height: 20px;
  text-align: center;
`;

/**
 * The bell's accessible name carries the count its badge shows (issue 16), starting with 'Thông báo'
 * so it is found the same way with or without unread items.
 */
export function bellName(countUnread: number): string {
  return countUnread > 0 ? `Thông báo, ${countUnread} chưa đọc` : 'Thông báo';
}

/**
 * The header bell (SPEC §2): a button named 'Thông báo, N chưa đọc' with the unread count as its
 * badge (named and badged 'Thông báo' alone at 0), opening the panel, whose open state is the
 * notifications machine's. Escape, leaving the panel or the navigation a clicked item leads to closes
 * it; Escape gives the focus back.
 */
export function NotificationBell() {
  const countUnread = notificationsBinding.useSelect((s) => s.context.countUnread);
  const tab = notificationsBinding.useSelect((s) => s.context.tab);
  const common = notificationsBinding.useSelect((s) => s.context.common);
  const actions = notificationsBinding.useSelect((s) => s.context.actions);
  const hasMore = notificationsBinding.useSelect((s) => s.context.hasMore);
  const loading = notificationsBinding.useSelect(
    (s) => s.matches({ active: { list: 'loading' } }) || s.matches({ active: { list: 'loadingMore' } }),
  );
  const open = notificationsBinding.useSelect((s) => s.matches({ active: { panel: 'open' } }));
  const send = notificationsBinding.useSend();
  const popover = usePopoverAnchor('dialog', {
    open,
    onOpenChange: (next) => send({ type: next ? 'panel.opened' : 'panel.closed' }),
  });
  const { setOpen, close, popupId: panelId } = popover;
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  // The machine keeps the panel open through a clicked item's 200 ms wait (another item can still be
  // chosen) and closes it as the page changes (SPEC §4).
  const toggle = () => setOpen(!open);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <div ref={popover.anchorRef} css={popoverAnchorCss}>
      <button
        {...popover.triggerProps}
        css={bellCss}
        aria-label={bellName(countUnread)}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close(true);
        }}
      >
        <BellIcon size={22} />
        {countUnread > 0 && (
          <span css={badgeCss} data-testid="notification-badge" aria-hidden="true">
            {countUnread}
          </span>
        )}
      </button>
      {open && (
        <NotificationPanel
          id={panelId}
          tab={tab}
          common={common}
          items={actions}
          canMarkAllRead={countUnread > 0}
          loading={loading}
          hasMore={hasMore}
          panelRef={panelRef}
          onSelectTab={(productType) => send({ type: 'tab.selected', productType })}
          onReachEnd={() => send({ type: 'list.endReached' })}
          onItemClick={(id) => send({ type: 'notification.clicked', id })}
          onMarkAllRead={() => send({ type: 'notifications.markAllRequested' })}
          onKeyDown={onPanelKeyDown}
          onBlur={popover.onFocusLeave}
        />
      )}
    </div>
  );
}
