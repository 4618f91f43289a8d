import { css } from '@emotion/react';
import { useState } from 'react';
import type { Delivery } from '../../../contracts/loyalty';
import { shopBinding } from '../../../machines/shop/shop.binding';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { firstMatch } from '../../ui/first-match';
import { formSubmit } from '../../ui/form-submit';
import { TextField } from '../../ui/text-field';
import { amountText } from './shop-format';

/** Where a physical gift goes: the three inputs of the dialog, in this order. */
const DELIVERY_FIELDS: {
  key: keyof Delivery;
  label: string;
  maxLength: number;
  autoComplete: string;
  inputMode?: 'tel';
}[] = [
  { key: 'recipient_name', label: 'Họ tên người nhận', maxLength: 100, autoComplete: 'name' },
  { key: 'phone', label: 'Số điện thoại người nhận', maxLength: 20, inputMode: 'tel', autoComplete: 'tel' },
  { key: 'address', label: 'Địa chỉ nhận quà', maxLength: 300, autoComplete: 'street-address' },
];

/**
 * The confirmation of one redeem. The machine holds the idempotency key of this confirmation: a
 * second click while it is sent is ignored, 'Thử lại' after a lost connection sends the same key.
 */
export function RedeemDialog() {
  const send = shopBinding.useSend();
  const step = shopBinding.useSelect((s) =>
    firstMatch(
      s,
      {
        confirming: { ready: 'confirming' },
        redeeming: { ready: 'redeeming' },
        retryable: { ready: 'retryable' },
        refused: { ready: 'refused' },
      },
      null,
    ),
  );
  const item = shopBinding.useSelect((s) => s.context.selected);
  const balance = shopBinding.useSelect((s) =>
    s.context.wallet ? s.context.wallet.points[s.context.currency === 'COIN' ? 'coin' : 'diamond'] : 0,
  );
  const error = shopBinding.useSelect((s) => s.context.redeemError);
  const [delivery, setDelivery] = useState<Delivery>({ recipient_name: '', phone: '', address: '' });
  if (!item || step === null) return null;

  const cancel = () => send({ type: 'shop.redeemCancelled' });
  const confirm = () =>
    send(
      item.requires_delivery && step === 'confirming'
        ? { type: 'shop.redeemConfirmed', delivery }
        : { type: 'shop.redeemConfirmed' },
    );
  const editable = step === 'confirming';
  return (
    <Dialog
      open
      title="Đổi quà"
      onClose={step === 'redeeming' ? () => {} : cancel}
      footer={
        step === 'refused' ? (
          <Button variant="primary" onClick={cancel}>
            Đóng
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={cancel} disabled={step === 'redeeming'}>
              Hủy
            </Button>
            <Button variant="accent" busy={step === 'redeeming'} form="redeem-form" type="submit">
              {step === 'retryable' ? 'Thử lại' : 'Đổi quà'}
            </Button>
          </>
        )
      }
    >
      <form
        id="redeem-form"
        onSubmit={formSubmit(confirm)}
        css={css`
          display: flex;
          flex-direction: column;
          gap: 12px;
        `}
      >
        <p
          css={css`
            margin: 0;
          `}
        >
          Đổi <strong>{item.name}</strong> với giá <strong>{amountText(item.price, item.currency)}</strong>?
          <br />
          Sau khi đổi, con còn {amountText(Math.max(balance - item.price, 0), item.currency)}.
        </p>
        {item.requires_delivery && (
          <>
            <p
              css={css`
                margin: 0;
              `}
            >
              Quà hiện vật sẽ được gửi tới địa chỉ dưới đây trong 7–10 ngày làm việc.
            </p>
            {DELIVERY_FIELDS.map(({ key, ...field }) => (
              <TextField
                key={key}
                {...field}
                value={delivery[key]}
                disabled={!editable}
                onChange={(e) => {
                  const value = e.target.value;
                  setDelivery((typed) => ({ ...typed, [key]: value }));
                }}
              />
            ))}
          </>
        )}
        {error && <Alert>{error}</Alert>}
      </form>
    </Dialog>
  );
}
