import { assign, setup } from 'xstate';
import { notProvidedActor } from '../shared/not-provided';
import { keepErrorIn } from '../shared/notice';
import type {
  CoursePackage,
  OrderOutcome,
  OrderRequest,
  PaymentOrder,
  PaymentOrderContext,
  PaymentOrderEvent,
  PaymentOrderInput,
} from './payment-order.types';

export const NOT_PAID_YET_MESSAGE =
  'Chưa nhận được chuyển khoản. Giao dịch có thể mất vài phút, vui lòng kiểm tra lại sau.';

/**
 * /payment: the packages from the server, an order for one profile, then the bank-transfer
 * instructions (VietQR) until staff confirm the transfer and the licence exists. A package of another
 * grade than the profile's creates nothing until the parent confirms it (issue 31, the way an
 * activation code of another grade is confirmed): the same request again with acceptGradeMismatch.
 */
export const paymentOrderMachine = setup({
  types: {
    context: {} as PaymentOrderContext,
    events: {} as PaymentOrderEvent,
    input: {} as PaymentOrderInput,
  },
  actors: {
    fetchPackages: notProvidedActor<CoursePackage[]>('fetchPackages'),
    createOrder: notProvidedActor<OrderOutcome, OrderRequest & { idempotencyKey: string }>('createOrder'),
    fetchOrder: notProvidedActor<PaymentOrder, { orderCode: string }>('fetchOrder'),
  },
  guards: {
    isGradeMismatch: (_, params: { output: OrderOutcome }) => params.output.kind === 'gradeMismatch',
  },
}).createMachine({
  id: 'paymentOrder',
  context: ({ input }) => ({
    ...input,
    packages: [],
    request: null,
    mismatch: null,
    order: null,
    error: null,
  }),
  initial: 'loadingPackages',
  states: {
    loadingPackages: {
      meta: { description: 'Đang tải các gói học' },
      invoke: {
        id: 'fetchPackages',
        src: 'fetchPackages',
        onDone: {
          target: 'choosing',
          actions: assign({ packages: ({ event }) => event.output, error: null }),
        },
        onError: keepErrorIn('failed', 'error'),
      },
    },
    failed: {
      meta: { description: 'Không tải được gói học: thử lại' },
      on: { 'retry.requested': 'loadingPackages' },
    },
    choosing: {
      meta: { description: 'Chọn gói học và hồ sơ' },
      on: {
        'order.submitted': { target: 'ordering', actions: assign({ request: ({ event }) => event.request }) },
      },
    },
    ordering: {
      meta: { description: 'Đang tạo đơn hàng' },
      entry: assign({ error: null }),
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({
          ...(context.request as OrderRequest),
          // One key per submit: a retried request of the same submit answers the same order.
          idempotencyKey: `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
        }),
        onDone: [
          {
            guard: { type: 'isGradeMismatch', params: ({ event }) => ({ output: event.output }) },
            target: 'confirmingGrade',
            actions: assign({
              mismatch: ({ event }) => (event.output.kind === 'gradeMismatch' ? event.output.mismatch : null),
            }),
          },
          {
            target: 'awaitingTransfer',
            actions: assign({
              order: ({ event }) => (event.output.kind === 'ordered' ? event.output.order : null),
            }),
          },
        ],
        onError: keepErrorIn('choosing', 'error'),
      },
    },
    confirmingGrade: {
      meta: { description: 'Gói học của lớp khác lớp của hồ sơ: hỏi phụ huynh có vẫn mua không' },
      on: {
        'grade.confirmed': {
          target: 'ordering',
          actions: assign({
            mismatch: null,
            request: ({ context }) => ({ ...(context.request as OrderRequest), acceptGradeMismatch: true }),
          }),
        },
        'order.cancelled': { target: 'choosing', actions: assign({ mismatch: null }) },
      },
    },
    awaitingTransfer: {
      meta: { description: 'Hướng dẫn chuyển khoản và mã VietQR; chờ xác nhận' },
      on: {
        'status.checkRequested': 'checking',
        'order.restarted': { target: 'choosing', actions: assign({ order: null, error: null }) },
      },
    },
    checking: {
      meta: { description: 'Đang kiểm tra đơn hàng đã được thanh toán chưa' },
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: ({ context }) => ({ orderCode: context.order?.orderCode ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'paid',
            target: 'paid',
            actions: assign({ order: ({ event }) => event.output, error: null }),
          },
          { target: 'awaitingTransfer', actions: assign({ error: NOT_PAID_YET_MESSAGE }) },
        ],
        onError: keepErrorIn('awaitingTransfer', 'error'),
      },
    },
    paid: {
      meta: { description: 'Đã thanh toán: khóa học đã được kích hoạt' },
      on: { 'order.restarted': { target: 'choosing', actions: assign({ order: null, error: null }) } },
    },
  },
});

export type PaymentOrderMachine = typeof paymentOrderMachine;
