import { assign, setup } from 'xstate';
import { type MachineTypes, notProvidedActor } from '../shared/not-provided';
import { keepErrorIn } from '../shared/notice';
import type {
  ActivationContext,
  ActivationEvent,
  ActivationOutcome,
  ActivationRequest,
} from './activation.types';

export const EMPTY_CODE_MESSAGE = 'Vui lòng nhập mã kích hoạt';

/**
 * /kich-hoat-tai-khoan: a code is sent once per submit; the server answers the licence created or
 * extended, or a Vietnamese reason (wrong, used, expired, too many tries) that stays until retried.
 * A code of another grade than the profile's activates nothing: the parent is asked (issue 16) and
 * either confirms (the same request with acceptGradeMismatch), picks another profile, or goes back.
 */
export const activationMachine = setup({
  types: {} as MachineTypes<ActivationContext, ActivationEvent>,
  actors: { activateCode: notProvidedActor<ActivationOutcome, ActivationRequest>('activateCode') },
  guards: {
    isEmptyCode: ({ event }) => event.type === 'activation.submitted' && event.request.code.trim() === '',
    isGradeMismatch: (_, params: { output: ActivationOutcome }) => params.output.kind === 'gradeMismatch',
    // Only an account's request names a profile; a visitor's code always goes to the default profile.
    isAccountRequest: ({ context }) => !('phone' in context.request),
  },
}).createMachine({
  id: 'activation',
  context: { result: null, error: null, request: { code: '' }, mismatch: null },
  initial: 'editing',
  states: {
    editing: {
      meta: { description: 'Nhập mã kích hoạt' },
      on: {
        'activation.submitted': [
          { guard: 'isEmptyCode', actions: assign({ error: EMPTY_CODE_MESSAGE }) },
          {
            target: 'activating',
            actions: assign({ error: null, mismatch: null, request: ({ event }) => event.request }),
          },
        ],
      },
    },
    activating: {
      meta: { description: 'Đang kích hoạt mã' },
      invoke: {
        id: 'activateCode',
        src: 'activateCode',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: { type: 'isGradeMismatch', params: ({ event }) => ({ output: event.output }) },
            target: 'confirmingGrade',
            actions: assign({
              mismatch: ({ event }) => (event.output.kind === 'gradeMismatch' ? event.output.mismatch : null),
            }),
          },
          {
            target: 'activated',
            actions: assign({
              result: ({ event }) => (event.output.kind === 'activated' ? event.output.result : null),
            }),
          },
        ],
        onError: keepErrorIn('editing', 'error'),
      },
    },
    confirmingGrade: {
      meta: { description: 'Mã dành cho lớp khác với hồ sơ: hỏi phụ huynh (chưa kích hoạt gì)' },
      on: {
        'activation.gradeMismatchConfirmed': {
          target: 'activating',
          actions: assign({
            mismatch: null,
            request: ({ context }) => ({ ...context.request, acceptGradeMismatch: true }),
          }),
        },
        'activation.profileChosen': {
          guard: 'isAccountRequest',
          target: 'activating',
          actions: assign({
            mismatch: null,
            request: ({ context, event }) => ({ code: context.request.code, profileId: event.profileId }),
          }),
        },
        'activation.cancelled': { target: 'editing', actions: assign({ mismatch: null }) },
      },
    },
    activated: {
      meta: { description: 'Đã kích hoạt: hiện giấy phép mới' },
      on: {
        'activation.resetRequested': {
          target: 'editing',
          actions: assign({ result: null, error: null, mismatch: null }),
        },
      },
    },
  },
});

export type ActivationMachine = typeof activationMachine;
