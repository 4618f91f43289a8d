import { css } from '@emotion/react';
import { useSearchParams } from 'react-router-dom';
import type { CurrencyCode, ShopPage } from '../../../contracts/loyalty';
import { ROUTES } from '../../../domain/constants';
import { sessionBinding } from '../../../machines/session/session.binding';
import { shopBinding } from '../../../machines/shop/shop.binding';
import { DismissibleAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { DiamondIcon, TrophyIcon } from '../../ui/icons';
import { tileGridCss } from '../../ui/layout';
import { Link } from '../../ui/link';
import { LoadFailed } from '../../ui/load-failed';
import { PageTitle } from '../../ui/page-title';
import { Spinner } from '../../ui/spinner';
import { colors, radii } from '../../ui/theme';
import { HistoryDialog } from './history-dialog';
import { ItemCard } from './item-card';
import { RedeemDialog } from './redeem-dialog';
import { amountText } from './shop-format';

/** /cua-hang-qua-tang?isTrophy=true|false (SPEC §2): the trophy or the diamond view of the gift shop. */
export function Component() {
  const [params] = useSearchParams();
  const currency: CurrencyCode = params.get('isTrophy') === 'false' ? 'DIAMOND' : 'COIN';
  const profileId = sessionBinding.useSelect((s) => s.context.profile?.id ?? null);
  return (
    <>
      <title>Cửa hàng quà tặng — Uniclass</title>
      {profileId === null ? (
        <Spinner label="Đang tải cửa hàng" />
      ) : (
        <shopBinding.Provider key={`${profileId}-${currency}`} input={{ profileId, currency }}>
          <GiftShop currency={currency} />
        </shopBinding.Provider>
      )}
    </>
  );
}

const tabCss = (active: boolean) => css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 16px;
  border-radius: ${radii.pill};
  border: 2px solid ${active ? colors.primary : colors.line};
  background: ${active ? colors.primarySoft : colors.surface};
  color: ${active ? colors.primaryDark : colors.ink};
  font-weight: 800;
  text-decoration: none;
  cursor: pointer;
`;

const rowCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  margin-bottom: 16px;
`;

const PAGES: { page: ShopPage; label: string }[] = [
  { page: 'STORE', label: 'Cửa hàng' },
  { page: 'USER_OWNED', label: 'Quà của tôi' },
];

function GiftShop({ currency }: { currency: CurrencyCode }) {
  const send = shopBinding.useSend();
  const loading = shopBinding.useSelect((s) => s.matches('loading'));
  const failed = shopBinding.useSelect((s) => s.matches('failed'));
  const busy = shopBinding.useSelect((s) => !s.matches({ ready: 'browsing' }));
  const loadError = shopBinding.useSelect((s) => s.context.loadError);
  const page = shopBinding.useSelect((s) => s.context.page);
  const category = shopBinding.useSelect((s) => s.context.category);
  const catalogue = shopBinding.useSelect((s) => s.context.catalogue);
  const wallet = shopBinding.useSelect((s) => s.context.wallet);
  const notice = shopBinding.useSelect((s) => s.context.notice);
  const balance = wallet ? wallet.points[currency === 'COIN' ? 'coin' : 'diamond'] : null;
  const items = (catalogue?.items ?? []).filter((i) => category === 'ALL' || i.category_code === category);

  return (
    <>
      <PageTitle
        subtitle={
          balance === null
            ? 'Đổi cúp và kim cương lấy khung ảnh, nhãn dán và quà tặng.'
            : `Con đang có ${amountText(balance, currency)}.`
        }
      >
        Cửa hàng quà tặng
      </PageTitle>
      <nav aria-label="Loại điểm" css={rowCss}>
        <Link
          to={`${ROUTES.giftShop}?isTrophy=true`}
          css={tabCss(currency === 'COIN')}
          aria-current={currency === 'COIN' ? 'page' : undefined}
        >
          <TrophyIcon size={18} aria-hidden="true" /> Đổi bằng cúp
        </Link>
        <Link
          to={`${ROUTES.giftShop}?isTrophy=false`}
          css={tabCss(currency === 'DIAMOND')}
          aria-current={currency === 'DIAMOND' ? 'page' : undefined}
        >
          <DiamondIcon size={18} aria-hidden="true" /> Đổi bằng kim cương
        </Link>
      </nav>
      <div css={rowCss}>
        <div role="tablist" aria-label="Trang cửa hàng" css={{ display: 'flex', gap: 10 }}>
          {PAGES.map((p) => (
            <button
              key={p.page}
              type="button"
              role="tab"
              aria-selected={page === p.page}
              css={tabCss(page === p.page)}
              onClick={() => page !== p.page && send({ type: 'shop.pageSelected', page: p.page })}
              disabled={busy}
            >
              {p.label}
            </button>
          ))}
        </div>
        <Button variant="secondary" onClick={() => send({ type: 'shop.historyOpened' })} disabled={busy}>
          Lịch sử
        </Button>
      </div>
      {catalogue && catalogue.categories.length > 0 && (
        <fieldset css={[rowCss, { border: 'none', padding: 0 }]} aria-label="Loại quà">
          {[{ code: 'ALL', name: 'Tất cả' }, ...catalogue.categories].map((c) => (
            <button
              key={c.code}
              type="button"
              aria-pressed={category === c.code}
              css={tabCss(category === c.code)}
              onClick={() => send({ type: 'shop.categorySelected', category: c.code })}
            >
              {c.name}
            </button>
          ))}
        </fieldset>
      )}
      {notice && (
        <DismissibleAlert
          tone={notice.tone}
          gap={10}
          onDismiss={() => send({ type: 'shop.noticeDismissed' })}
          css={{ marginBottom: 16 }}
        >
          {notice.message}
        </DismissibleAlert>
      )}
      {failed && (
        <LoadFailed
          message={loadError ?? 'Không tải được cửa hàng.'}
          onRetry={() => send({ type: 'shop.retryRequested' })}
        />
      )}
      {loading && !catalogue && <Spinner label="Đang tải cửa hàng" />}
      {catalogue && !failed && (
        <section aria-label={page === 'STORE' ? 'Quà trong cửa hàng' : 'Quà của tôi'} aria-busy={loading}>
          {items.length === 0 ? (
            <p css={{ color: colors.inkSoft }}>
              {page === 'STORE'
                ? 'Chưa có quà nào trong mục này.'
                : 'Con chưa có quà nào ở đây. Hãy đổi quà trong Cửa hàng nhé!'}
            </p>
          ) : (
            <ul css={tileGridCss(200, 16)}>
              {items.map((item) => (
                <ItemCard
                  key={item.id}
                  item={item}
                  page={page}
                  busy={busy}
                  onRedeem={() => send({ type: 'shop.redeemRequested', item })}
                  onUse={() => send({ type: 'shop.useRequested', item })}
                />
              ))}
            </ul>
          )}
        </section>
      )}
      <RedeemDialog />
      <HistoryDialog />
    </>
  );
}
