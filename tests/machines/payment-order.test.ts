import { describe, expect, it } from 'vitest';
import { NOT_PAID_YET_MESSAGE } from '../../src/machines/payment-order/payment-order.machine';
import {
  exampleOrder,
  examplePackages,
  examplePaidOrder,
  paymentOrderTestModel,
} from '../../src/machines/payment-order/payment-order.test-model';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const input = { profiles: [{ id: 11, name: 'Nguyễn Hoàng Minh Anh' }] };

describe('payment order machine', () => {
  itCoversEveryStateAndTransition(paymentOrderTestModel);

  it('orders a package with an idempotency key, then waits until the transfer is confirmed', async () => {
    const harness = new MachineHarness(paymentOrderTestModel, input).start();
    await harness.resolve('fetchPackages', examplePackages);
    harness.send({ type: 'order.submitted', request: { packageId: 1, profileId: 11 } });
    expect(harness.promises.inputOf('createOrder')).toMatchObject({
      packageId: 1,
      profileId: 11,
      idempotencyKey: expect.stringMatching(/^web-/),
    });
    await harness.resolve('createOrder', exampleOrder);
    expect(harness.value).toBe('awaitingTransfer');
    harness.send({ type: 'status.checkRequested' });
    await harness.resolve('fetchOrder', exampleOrder);
    expect(harness.snapshot.context.error).toBe(NOT_PAID_YET_MESSAGE);
    harness.send({ type: 'status.checkRequested' });
    await harness.resolve('fetchOrder', examplePaidOrder);
    expect(harness.value).toBe('paid');
    expect(harness.snapshot.context.error).toBeNull();
  });
});
