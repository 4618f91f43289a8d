import { describe, expect, it } from 'vitest';
import { NOT_PAID_YET_MESSAGE } from '../../src/machines/payment-order/payment-order.machine';
import {
  exampleGradeMismatch,
  exampleOrder,
  examplePackages,
  examplePaidOrder,
  paymentOrderTestModel,
} from '../../src/machines/payment-order/payment-order.test-model';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const input = { profiles: [{ id: 11, name: 'Nguyễn Hoàng Minh Anh', grade: 3 }] };

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
    await harness.resolve('createOrder', { kind: 'ordered', order: exampleOrder });
    expect(harness.value).toBe('awaitingTransfer');
    harness.send({ type: 'status.checkRequested' });
    await harness.resolve('fetchOrder', exampleOrder);
    expect(harness.snapshot.context.error).toBe(NOT_PAID_YET_MESSAGE);
    harness.send({ type: 'status.checkRequested' });
    await harness.resolve('fetchOrder', examplePaidOrder);
    expect(harness.value).toBe('paid');
    expect(harness.snapshot.context.error).toBeNull();
  });

  it('asks before ordering a package of another grade, then sends the same request confirmed (issue 31)', async () => {
    const harness = new MachineHarness(paymentOrderTestModel, input).start();
    await harness.resolve('fetchPackages', examplePackages);
    harness.send({ type: 'order.submitted', request: { packageId: 1, profileId: 11 } });
    await harness.resolve('createOrder', { kind: 'gradeMismatch', mismatch: exampleGradeMismatch });
    expect(harness.value).toBe('confirmingGrade');
    expect(harness.snapshot.context.mismatch).toEqual(exampleGradeMismatch);
    harness.send({ type: 'order.cancelled' });
    expect(harness.value).toBe('choosing');
    harness.send({ type: 'order.submitted', request: { packageId: 1, profileId: 11 } });
    await harness.resolve('createOrder', { kind: 'gradeMismatch', mismatch: exampleGradeMismatch });
    harness.send({ type: 'grade.confirmed' });
    expect(harness.promises.inputOf('createOrder')).toMatchObject({
      packageId: 1,
      profileId: 11,
      acceptGradeMismatch: true,
    });
    await harness.resolve('createOrder', { kind: 'ordered', order: exampleOrder });
    expect(harness.value).toBe('awaitingTransfer');
  });
});
