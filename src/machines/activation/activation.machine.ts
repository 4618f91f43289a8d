import { assign, setup } from 'xstate';
import { userMessageOf } from '../shared/api-result';
import { notProvidedActor } from '../shared/not-provided';
import type {
  ActivationContext,
  ActivationEvent,
  ActivationRequest,
  ActivationResult,
} from './activation.types';

export const EMPTY_CODE_MESSAGE = 'Vui lòng nhập mã kích hoạt';

/**
 * /kich-hoat-tai-khoan: a code is sent once per submit; the server answers the licence created or
 * extended, or a Vietnamese reason (wrong, used, expired, too many tries) that stays until retried.
 */
export const activationMachine = setup({
  types: { context: {} as ActivationContext, events: {} as ActivationEvent },
  actors: { activateCode: notProvidedActor<ActivationResult, ActivationRequest>('activateCode') },
  guards: {
    isEmptyCode: ({ event }) => event.type === 'activation.submitted' && event.request.code.trim() === '',
  },
}).createMachine({
  id: 'activation',
  context: { result: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      meta: { description: 'Nhập mã kích hoạt' },
      on: {
        'activation.submitted': [
          { guard: 'isEmptyCode', actions: assign({ error: EMPTY_CODE_MESSAGE }) },
          { target: 'activating', actions: assign({ error: null }) },
        ],
      },
    },
    activating: {
      meta: { description: 'Đang kích hoạt mã' },
      invoke: {
        id: 'activateCode',
        src: 'activateCode',
        input: ({ event }) => (event as Extract<ActivationEvent, { type: 'activation.submitted' }>).request,
        onDone: { target: 'activated', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => userMessageOf(event.error) }) },
      },
    },
    activated: {
      meta: { description: 'Đã kích hoạt: hiện giấy phép mới' },
      on: {
        'activation.resetRequested': { target: 'editing', actions: assign({ result: null, error: null }) },
      },
    },
  },
});

export type ActivationMachine = typeof activationMachine;
