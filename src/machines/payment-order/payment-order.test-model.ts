import { ERROR_CODES } from '../../contracts/error-codes';
import { EnvelopeError } from '../shared/api-result';
import type { MachineTestModel } from '../shared/machine-test-model';
import { paymentOrderMachine } from './payment-order.machine';
import type { PaymentGradeMismatch, PaymentOrder } from './payment-order.types';

export const examplePackages = [
  {
    id: 1,
    name: 'Tiếng Anh AI lớp 3 — 12 tháng',
    grade: 3,
    months: 12,
    price: 2_690_000,
    licenceCode: 'EN-AI-G3',
  },
];

export const exampleOrder: PaymentOrder = {
  orderCode: 'UCABCD2345',
  amount: 2_690_000,
  qrPayload:
    '00020101021238570010A000000727012700069704360113001100456789002080QRIBFTTA5303704540726900005802VN62140810UCABCD23456304ABCD',
  status: 'pending',
  packageName: 'Tiếng Anh AI lớp 3 — 12 tháng',
  profileId: 11,
  bank: {
    bankName: 'Vietcombank',
    bankBin: '970436',
    accountNumber: '0011004567890',
    accountName: 'CONG TY CO PHAN UNICLASS',
  },
  createdAt: '2026-11-01T00:00:00.000Z',
  paidAt: null,
};

export const examplePaidOrder: PaymentOrder = {
  ...exampleOrder,
  status: 'paid',
  paidAt: '2026-11-01T01:00:00.000Z',
};

export const exampleGradeMismatch: PaymentGradeMismatch = {
  profileId: 11,
  profileName: 'Nguyễn Hoàng Minh Anh',
  profileGrade: { id: 3, name: 'Lớp 3' },
  packageGrade: { id: 1, name: 'Lớp 1' },
};

export const paymentOrderTestModel: MachineTestModel = {
  machine: paymentOrderMachine,
  scenarios: [
    {
      name: 'parent with one child',
      input: { profiles: [{ id: 11, name: 'Nguyễn Hoàng Minh Anh', grade: 3 }] },
    },
  ],
  examples: [
    { type: 'order.submitted', example: { request: { packageId: 1, profileId: 11 } } },
    { type: 'grade.confirmed' },
    { type: 'order.cancelled' },
    { type: 'order.restarted' },
    { type: 'status.checkRequested' },
    { type: 'retry.requested' },
    { type: 'xstate.done.actor.fetchPackages', example: { output: examplePackages } },
    { type: 'xstate.error.actor.fetchPackages', example: { error: new Error('offline') } },
    { type: 'xstate.done.actor.createOrder', example: { output: { kind: 'ordered', order: exampleOrder } } },
    {
      type: 'xstate.done.actor.createOrder',
      example: { output: { kind: 'gradeMismatch', mismatch: exampleGradeMismatch } },
    },
    {
      type: 'xstate.error.actor.createOrder',
      example: { error: new EnvelopeError(ERROR_CODES.PACKAGE_NOT_FOUND, 'Không tìm thấy gói học này') },
    },
    { type: 'xstate.done.actor.fetchOrder', example: { output: exampleOrder } },
    { type: 'xstate.done.actor.fetchOrder', example: { output: examplePaidOrder } },
    { type: 'xstate.error.actor.fetchOrder', example: { error: new Error('offline') } },
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.order?.status ?? null,
      snapshot.context.error !== null,
      snapshot.context.request?.acceptGradeMismatch === true,
    ]),
  fakeActions: {},
};
