import { css } from '@emotion/react';
import { type FocusEvent, type KeyboardEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { NOTIFICATION_PANEL_HEIGHT_PX, type ProductTypeFilter } from '../../domain/constants';
import type { NotificationItem } from '../../domain/entities';
import { NOTIFICATION_TABS } from '../../machines/notifications/notifications.types';
import { TabBar } from '../ui/tab-bar';
import { colors, radii, shadows } from '../ui/theme';
import { NotificationRow } from './notification-item';

export interface NotificationPanelProps {
  id: string;
  tab: ProductTypeFilter;
  /** The announcements to everyone: pinned above the profile's own items (ADR 0004). */
  common: readonly NotificationItem[];
  /** The profile's own notifications, newest first. */
  items: readonly NotificationItem[];
  /** 'Đánh dấu đã đọc' is offered only while something is unread. */
  canMarkAllRead: boolean;
  loading: boolean;
  hasMore: boolean;
  panelRef: RefObject<HTMLDivElement | null>;
  onSelectTab: (productType: ProductTypeFilter) => void;
  onReachEnd: () => void;
  onItemClick: (id: string) => void;
  onMarkAllRead: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onBlur: (event: FocusEvent) => void;
}

const panelCss = css`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  width: 400px;
  max-width: calc(100vw - 24px);
  height: ${NOTIFICATION_PANEL_HEIGHT_PX}px;
  display: flex;
  flex-direction: column;
  background: ${colors.surface};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.pop};
  z-index: 60;
  overflow: hidden;
`;

const TAB_TYPES: readonly ProductTypeFilter[] = NOTIFICATION_TABS.map((t) => t.productType);

const tabListCss = css`
  display: flex;
  border-bottom: 1px solid ${colors.line};
  padding: 0 8px;
`;

const tabCss = (selected: boolean) => css`
  flex: 1;
  padding: 8px 10px;
  border: none;
  border-bottom: 3px solid ${selected ? colors.primary : 'transparent'};
  background: transparent;
  color: ${selected ? colors.primaryDark : colors.inkSoft};
  font: inherit;
  font-weight: 800;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
`;

const listCss = css`
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

/** The announcements stay on top whatever their date, so they are set apart and named (ADR 0004). */
const pinnedCss = css`
  margin-bottom: 10px;
  padding-bottom: 8px;
  border-bottom: 1px solid ${colors.line};
`;

const groupHeadingCss = css`
  margin: 4px 6px 6px;
  font-size: 13px;
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  color: ${colors.inkSoft};
`;

/**
 * The panel of SPEC §2: header, the three tabs as a real tablist (arrow keys move between them),
 * the list with an infinite-scroll sentinel, the empty state. It renders and reports; the
 * notifications machine decides what happens.
 */
export function NotificationPanel(props: NotificationPanelProps) {
  const { id, tab, common, items, loading, hasMore, panelRef } = props;
  const headingId = useId();
  const commonHeadingId = useId();
  const tabsId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const onReachEnd = useRef(props.onReachEnd);
  onReachEnd.current = props.onReachEnd;

  // The sentinel at the end of the list reports when it scrolls into view; the machine decides
  // whether another page exists. It reports once per list length: after a failed next page the
  // sentinel is still in view, and asking again at once would retry in a loop while the server is
  // unreachable; scrolling away and back asks again.
  const itemCount = items.length;
  const reportedAtCount = useRef<number | null>(null);
  if (itemCount === 0) reportedAtCount.current = null;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) {
          reportedAtCount.current = null;
          return;
        }
        if (reportedAtCount.current === itemCount) return;
        reportedAtCount.current = itemCount;
        onReachEnd.current();
      },
      { root: listRef.current, rootMargin: '0px 0px 80px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loading, itemCount]);

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      css={panelCss}
      onKeyDown={props.onKeyDown}
      onBlur={props.onBlur}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          padding: 14px 16px 6px;
        `}
      >
        <h2
          id={headingId}
          css={css`
            margin: 0;
            font-size: 18px;
            font-weight: 900;
          `}
        >
          Thông báo
        </h2>
        {props.canMarkAllRead && (
          <button
            type="button"
            onClick={props.onMarkAllRead}
            css={css`
              border: none;
              background: transparent;
              color: ${colors.primary};
              font: inherit;
              font-weight: 700;
              cursor: pointer;
              padding: 4px 6px;
              border-radius: ${radii.sm};
              &:hover {
                background: ${colors.primarySoft};
              }
            `}
          >
            Đánh dấu đã đọc
          </button>
        )}
      </div>
      <TabBar
        label="Loại thông báo"
        tabs={TAB_TYPES}
        selected={tab}
        names={(productType) => NOTIFICATION_TABS.find((t) => t.productType === productType)?.label}
        tabId={(productType) => `${tabsId}-${productType}`}
        panelId={`${tabsId}-panel`}
        onSelect={props.onSelectTab}
        listCss={tabListCss}
        tabCss={tabCss}
      />
      <div
        ref={listRef}
        id={`${tabsId}-panel`}
        role="tabpanel"
        aria-labelledby={`${tabsId}-${tab}`}
        aria-busy={loading}
        css={css`
          flex: 1;
          overflow-y: auto;
          padding: 8px;
        `}
      >
        {common.length > 0 && (
          <section aria-labelledby={commonHeadingId} css={pinnedCss}>
            <h3 id={commonHeadingId} css={groupHeadingCss}>
              Thông báo chung
            </h3>
            <ul css={listCss}>
              {common.map((item) => (
                <NotificationRow key={item.id} item={item} onClick={props.onItemClick} />
              ))}
            </ul>
          </section>
        )}
        {items.length > 0 ? (
          <ul css={listCss}>
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} onClick={props.onItemClick} />
            ))}
          </ul>
        ) : (
          !loading &&
          common.length === 0 && (
            <p
              css={css`
                margin: 48px 0;
                text-align: center;
                color: ${colors.muted};
                font-weight: 700;
              `}
            >
              Không có thông báo
            </p>
          )
        )}
        {loading && (
          <p
            role="status"
            css={css`
              margin: 12px 0;
              text-align: center;
              color: ${colors.muted};
            `}
          >
            Đang tải…
          </p>
        )}
        <div ref={sentinelRef} aria-hidden="true" css={css`height: 1px;`} />
      </div>
    </div>
  );
}
