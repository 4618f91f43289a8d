import { css } from '@emotion/react';
import { formatNotificationTime } from '../../../domain/format';
import { shopBinding } from '../../../machines/shop/shop.binding';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { bareListCss } from '../../ui/layout';
import { Spinner } from '../../ui/spinner';
import { colors } from '../../ui/theme';
import { amountText } from './shop-format';

/** 'Lịch sử': every trophy or diamond earned and spent, newest first, with the balance after it. */
export function HistoryDialog() {
  const send = shopBinding.useSend();
  const open = shopBinding.useSelect((s) => s.matches({ ready: 'history' }));
  const loading = shopBinding.useSelect((s) => s.matches({ ready: { history: 'loadingHistory' } }));
  const entries = shopBinding.useSelect((s) => s.context.history);
  const hasMore = shopBinding.useSelect((s) => s.context.historyCursor !== null);
  const error = shopBinding.useSelect((s) => s.context.historyError);
  if (!open) return null;
  return (
    <Dialog open title="Lịch sử" onClose={() => send({ type: 'shop.historyClosed' })}>
      {error && <Alert>{error}</Alert>}
      {entries.length === 0 && !loading && !error && <p>Chưa có lịch sử nhận hoặc đổi quà.</p>}
      {entries.length > 0 && (
        <ol aria-label="Lịch sử" css={[bareListCss, css`max-height: 50vh; overflow-y: auto;`]}>
          {entries.map((entry) => (
            <li
              key={entry.id}
              css={css`
                display: flex;
                justify-content: space-between;
                gap: 12px;
                padding: 10px 0;
                border-bottom: 1px solid ${colors.line};
              `}
            >
              <span>
                <strong>{entry.reason_text}</strong>
                {entry.note && ` · ${entry.note}`}
                <br />
                <small css={{ color: colors.muted }}>{formatNotificationTime(entry.created_at)}</small>
              </span>
              <span css={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                <strong css={{ color: entry.amount > 0 ? colors.mint : colors.berry }}>
                  {entry.amount > 0 ? '+' : '−'}
                  {amountText(Math.abs(entry.amount), entry.currency)}
                </strong>
                <br />
                <small css={{ color: colors.muted }}>Còn {entry.balance_after.toLocaleString('vi-VN')}</small>
              </span>
            </li>
          ))}
        </ol>
      )}
      {loading && <Spinner label="Đang tải lịch sử" />}
      {hasMore && !loading && (
        <Button variant="secondary" onClick={() => send({ type: 'shop.historyMoreRequested' })}>
          Xem thêm
        </Button>
      )}
    </Dialog>
  );
}
