import { describe, expect, it } from 'vitest';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import {
  exampleCatalogue,
  exampleItems,
  exampleShopInput,
  exampleWallet,
  shopTestModel,
} from '../../src/machines/shop/shop.test-model';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

async function loaded() {
  const h = new MachineHarness(shopTestModel, exampleShopInput).start();
  expect(h.promises.started).toEqual([
    { id: 'loadShop', input: { profileId: 11, currency: 'COIN', page: 'STORE' } },
  ]);
  await h.resolve('loadShop', { wallet: exampleWallet, catalogue: exampleCatalogue });
  return h;
}

const redeemed = { owned_item_id: 7, reward_id: 4, ledger_entry_id: 41, points: { coin: 750, diamond: 85 } };

describe('shop machine', () => {
  itCoversEveryStateAndTransition(shopTestModel);

  it('one key per confirmation: a double click sends one request; a retry after a lost connection reuses the key', async () => {
    const h = await loaded();
    h.send({ type: 'shop.redeemRequested', item: exampleItems.affordable });
    h.send({ type: 'shop.redeemRequested', item: exampleItems.affordable });
    h.send({ type: 'shop.redeemConfirmed' });
    h.send({ type: 'shop.redeemConfirmed' });
    const redeems = () => h.promises.started.filter((s) => s.id === 'redeemReward');
    expect(redeems()).toEqual([
      {
        id: 'redeemReward',
        input: { profileId: 11, rewardId: 4, idempotencyKey: 'redeem-11-1', delivery: null },
      },
    ]);
    await h.reject('redeemReward', new Error('Network Error'));
    expect(h.value).toEqual({ ready: 'retryable' });
    h.send({ type: 'shop.redeemConfirmed' });
    expect(redeems()[1]!.input).toMatchObject({ idempotencyKey: 'redeem-11-1' });
    await h.resolve('redeemReward', redeemed);
    expect(h.actionsOf('announceWalletChanged')).toHaveLength(1);
    expect(h.snapshot.context.notice).toEqual({
      tone: 'success',
      message: 'Đổi quà thành công: Khung Cầu vồng',
    });
    expect(h.snapshot.context.wallet.points).toEqual({ coin: 750, diamond: 85 });
    expect(h.value).toBe('loading');
    await h.resolve('loadShop', { wallet: exampleWallet, catalogue: exampleCatalogue });
    h.send({ type: 'shop.redeemRequested', item: exampleItems.affordable });
    expect(h.snapshot.context.redeemKey).toBe('redeem-11-2');
  });

  it("a server refusal shows the server's message and reloads on close; an unaffordable item opens no dialog", async () => {
    const h = await loaded();
    h.send({ type: 'shop.redeemRequested', item: exampleItems.tooDear });
    expect(h.value).toEqual({ ready: 'browsing' });
    h.send({ type: 'shop.redeemRequested', item: exampleItems.affordable });
    h.send({
      type: 'shop.redeemConfirmed',
      delivery: { recipient_name: 'A', phone: '0901000001', address: '1 Lê Lợi' },
    });
    await h.reject('redeemReward', new EnvelopeError(6202, 'Quà này đã hết, bạn hãy chọn quà khác nhé'));
    expect(h.value).toEqual({ ready: 'refused' });
    expect(h.snapshot.context.redeemError).toBe('Quà này đã hết, bạn hãy chọn quà khác nhé');
    expect(h.snapshot.can({ type: 'shop.redeemConfirmed' })).toBe(false);
    h.send({ type: 'shop.redeemCancelled' });
    expect(h.value).toBe('loading');
    expect(h.actionsOf('announceWalletChanged')).toEqual([]);
  });

  it('uses an owned frame, then announces the change; a refused use shows the message', async () => {
    const h = await loaded();
    h.send({ type: 'shop.pageSelected', page: 'USER_OWNED' });
    expect(h.promises.started.at(-1)).toEqual({
      id: 'loadShop',
      input: { profileId: 11, currency: 'COIN', page: 'USER_OWNED' },
    });
    await h.resolve('loadShop', { wallet: exampleWallet, catalogue: exampleCatalogue });
    h.send({ type: 'shop.useRequested', item: exampleItems.ownedFrame });
    expect(h.promises.started.at(-1)).toEqual({ id: 'useReward', input: { profileId: 11, rewardId: 2 } });
    await h.reject('useReward', new EnvelopeError(6205, 'Khung ảnh này đang được sử dụng'));
    expect(h.snapshot.context.notice).toEqual({ tone: 'error', message: 'Khung ảnh này đang được sử dụng' });
    h.send({ type: 'shop.useRequested', item: exampleItems.ownedFrame });
    await h.resolve('useReward', {
      owned_item_id: 3,
      reward_id: 2,
      kind: 'FRAME',
      avatar_border: 'x',
      used_at: 'y',
    });
    expect(h.actionsOf('announceWalletChanged')).toHaveLength(1);
    expect(h.snapshot.context.page).toBe('USER_OWNED');
  });

  it('pages the history with the cursor and stops when there is no more', async () => {
    const h = await loaded();
    h.send({ type: 'shop.historyOpened' });
    expect(h.promises.started.at(-1)).toEqual({
      id: 'loadLedger',
      input: { profileId: 11, currency: 'COIN', cursor: null },
    });
    const entry = {
      id: 40,
      currency: 'COIN',
      amount: 10,
      balance_after: 10,
      reason: 'class_attended',
      reason_text: 'Tham gia lớp học',
      note: '',
      created_at: 'x',
    };
    await h.resolve('loadLedger', { entries: [entry], next_cursor: 40 });
    h.send({ type: 'shop.historyMoreRequested' });
    expect(h.promises.started.at(-1)!.input).toMatchObject({ cursor: 40 });
    await h.resolve('loadLedger', { entries: [{ ...entry, id: 39 }], next_cursor: null });
    expect(h.snapshot.context.history.map((e: { id: number }) => e.id)).toEqual([40, 39]);
    expect(h.snapshot.can({ type: 'shop.historyMoreRequested' })).toBe(false);
    h.send({ type: 'shop.historyClosed' });
    expect(h.value).toEqual({ ready: 'browsing' });
  });

  it('a failed load shows the reason and retries', async () => {
    const h = new MachineHarness(shopTestModel, exampleShopInput).start();
    await h.reject('loadShop', new Error('Network Error'));
    expect(h.value).toBe('failed');
    expect(h.snapshot.context.loadError).toBe(
      'Không thể kết nối tới máy chủ. Vui lòng kiểm tra mạng và thử lại.',
    );
    h.send({ type: 'shop.retryRequested' });
    expect(h.value).toBe('loading');
  });
});
