import { css } from '@emotion/react';
import type { RewardItem, ShopPage } from '../../../contracts/loyalty';
import { imageUrl } from '../../../domain/image';
import { Button } from '../../ui/button';
import { DiamondIcon, TrophyIcon } from '../../ui/icons';
import { colors, radii, shadows } from '../../ui/theme';
import { amountText } from './shop-format';

const cardCss = css`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
`;

const metaCss = css`
  margin: 0;
  font-size: 13px;
  color: ${colors.muted};
`;

function stockText(item: RewardItem): string | null {
  if (item.stock_left === null) return null;
  return item.stock_left === 0 ? 'Hết quà' : `Còn ${item.stock_left} quà`;
}

function ownedStatus(item: RewardItem): string {
  if (item.kind === 'GIFT') return 'Quà đang được chuẩn bị và giao tới con';
  if (item.kind === 'FRAME') return item.in_use ? 'Đang dùng' : 'Chưa dùng';
  return item.usable_count > 0 ? `Còn ${item.usable_count} nhãn chưa dùng` : 'Đã dùng hết';
}

/** One reward: price, stock and limit; 'Đổi quà' (STORE) or 'Sử dụng' (USER_OWNED). */
export function ItemCard({
  item,
  page,
  busy,
  onRedeem,
  onUse,
}: {
  item: RewardItem;
  page: ShopPage;
  busy: boolean;
  onRedeem: () => void;
  onUse: () => void;
}) {
  const Icon = item.currency === 'COIN' ? TrophyIcon : DiamondIcon;
  const reasonId = `reward-${item.id}-reason`;
  return (
    <li css={cardCss} aria-label={item.name}>
      <img
        src={imageUrl(item.image)}
        alt=""
        width={96}
        height={96}
        css={css`
          align-self: center;
          width: 96px;
          height: 96px;
        `}
      />
      {/* The page's h1 is followed by the cards: their names are the next level (axe heading-order). */}
      <h2
        css={css`
          margin: 0;
          font-size: 16px;
        `}
      >
        {item.name}
      </h2>
      <p css={metaCss}>{item.category_name}</p>
      <p
        css={css`
          margin: 0;
          display: flex;
          align-items: center;
          gap: 6px;
          font-weight: 800;
          color: ${item.currency === 'COIN' ? colors.sunText : colors.diamondText};
        `}
      >
        <Icon size={18} aria-hidden="true" />
        {amountText(item.price, item.currency)}
      </p>
      {page === 'STORE' ? (
        <>
          {stockText(item) && <p css={metaCss}>{stockText(item)}</p>}
          {item.limit !== null && (
            <p css={metaCss}>
              Mỗi bạn đổi tối đa {item.limit} lần{item.owned_count > 0 ? ` (đã đổi ${item.owned_count})` : ''}
            </p>
          )}
          <Button
            variant="accent"
            disabled={item.blocked_reason !== null || busy}
            aria-describedby={item.blocked_reason ? reasonId : undefined}
            onClick={onRedeem}
          >
            Đổi quà
          </Button>
          {item.blocked_reason && (
            <p id={reasonId} css={[metaCss, { color: colors.berry, fontWeight: 700 }]}>
              {item.blocked_reason}
            </p>
          )}
        </>
      ) : (
        <>
          <p css={metaCss}>
            Đã có {item.owned_count} · {ownedStatus(item)}
          </p>
          {item.kind !== 'GIFT' && (
            <Button variant="primary" disabled={item.usable_count === 0 || busy} onClick={onUse}>
              {item.kind === 'FRAME' ? (item.in_use ? 'Đang dùng' : 'Sử dụng') : 'Sử dụng'}
            </Button>
          )}
        </>
      )}
    </li>
  );
}
