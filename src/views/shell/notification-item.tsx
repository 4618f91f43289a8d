import { css } from '@emotion/react';
import { PRODUCT_TYPES } from '../../domain/constants';
import type { NotificationItem } from '../../domain/entities';
import { formatNotificationTime } from '../../domain/format';
import { colors, radii } from '../ui/theme';

/** Read by screen readers, not shown. */
export const visuallyHiddenCss = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** SPEC §2: the optional prefix of an item, by product type. */
export function notificationPrefix(productType: string): string | null {
  if (productType === PRODUCT_TYPES.CLUB) return '[Club]';
  if (productType === PRODUCT_TYPES.AI_CLASS) return '[AI Class]';
  return null;
}

const itemCss = (unread: boolean) => css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 100%;
  padding: 12px 14px 12px ${unread ? '26px' : '14px'};
  position: relative;
  border: none;
  border-radius: ${radii.md};
  background: ${unread ? colors.primarySoft : 'transparent'};
  color: ${colors.ink};
  text-align: left;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${unread ? colors.primarySofter : colors.canvas};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
  ${
    unread &&
    css`
      &::before {
        content: '';
        position: absolute;
        left: 10px;
        top: 18px;
        width: 8px;
        height: 8px;
        border-radius: 50%;
        background: ${colors.primary};
      }
    `
  }
`;

/** One notification: prefix, content and time; unread ones are highlighted and say so to screen readers. */
export function NotificationRow({
  item,
  onClick,
}: {
  item: NotificationItem;
  onClick: (id: string) => void;
}) {
  const unread = item.isRead === 0;
  const prefix = notificationPrefix(item.productType);
  return (
    <li
      css={css`
        list-style: none;
      `}
    >
      <button type="button" css={itemCss(unread)} data-unread={unread} onClick={() => onClick(item.id)}>
        <span
          css={css`
            font-weight: ${unread ? 800 : 600};
            line-height: 1.4;
          `}
        >
          {unread && <span css={visuallyHiddenCss}>Chưa đọc: </span>}
          {prefix && (
            <span
              css={css`
                color: ${colors.primaryDark};
                margin-right: 4px;
              `}
            >
              {prefix}
            </span>
          )}
          {item.content}
        </span>
        <time
          dateTime={item.createdAt}
          css={css`
            font-size: 13px;
            color: ${colors.muted};
          `}
        >
          {formatNotificationTime(item.createdAt)}
        </time>
      </button>
    </li>
  );
}
