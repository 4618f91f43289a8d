import { assign, setup } from 'xstate';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided';
import { keepErrorIn } from '../shared/notice';
import type { AccountDeletionContext, AccountDeletionEvent } from './account-deletion.types';

export const OTP_FORMAT_MESSAGE = 'Mã xác thực gồm 6 chữ số';

/**
 * /delete-account: explain what is deleted, send an OTP to the account's phone, delete with it, then
 * end the session on this device at once (the server has already revoked every token, so every other
 * device is logged out too) while the page stays on its confirmation (issue 31: it used to show for
 * 3 s and leave for /, which a phone turned into the marketing site).
 */
export const accountDeletionMachine = setup({
  types: { context: {} as AccountDeletionContext, events: {} as AccountDeletionEvent },
  actors: {
    requestOtp: notProvidedActor<{ maskedPhone: string }>('requestOtp'),
    confirmDeletion: notProvidedActor<void, { otp: string }>('confirmDeletion'),
  },
  actions: { endSession: notProvidedAction<void>('endSession') },
  guards: {
    isWellFormedOtp: ({ event }) => event.type === 'otp.submitted' && /^[0-9]{6}$/.test(event.otp.trim()),
  },
}).createMachine({
  id: 'accountDeletion',
  context: { maskedPhone: null, error: null },
  initial: 'explaining',
  states: {
    explaining: {
      meta: { description: 'Giải thích dữ liệu nào bị xóa, dữ liệu nào được giữ theo luật' },
      on: { 'deletion.requested': 'requestingOtp' },
    },
    requestingOtp: {
      meta: { description: 'Đang gửi mã xác thực tới số điện thoại của tài khoản' },
      entry: assign({ error: null }),
      invoke: {
        id: 'requestOtp',
        src: 'requestOtp',
        onDone: {
          target: 'awaitingOtp',
          actions: assign({ maskedPhone: ({ event }) => event.output.maskedPhone }),
        },
        onError: [
          // A resend that failed: the code sent before still works, so stay on the code form.
          { guard: ({ context }) => context.maskedPhone !== null, ...keepErrorIn('awaitingOtp', 'error') },
          keepErrorIn('explaining', 'error'),
        ],
      },
    },
    awaitingOtp: {
      meta: { description: 'Nhập mã xác thực để xóa vĩnh viễn' },
      on: {
        'otp.submitted': [
          { guard: 'isWellFormedOtp', target: 'deleting' },
          { actions: assign({ error: OTP_FORMAT_MESSAGE }) },
        ],
        'otp.resendRequested': 'requestingOtp',
        'deletion.cancelled': { target: 'explaining', actions: assign({ error: null, maskedPhone: null }) },
      },
    },
    deleting: {
      meta: { description: 'Đang xóa tài khoản' },
      entry: assign({ error: null }),
      invoke: {
        id: 'confirmDeletion',
        src: 'confirmDeletion',
        input: ({ event }) => ({
          otp: (event as Extract<AccountDeletionEvent, { type: 'otp.submitted' }>).otp.trim(),
        }),
        onDone: 'deleted',
        onError: keepErrorIn('awaitingOtp', 'error'),
      },
    },
    deleted: {
      meta: { description: 'Đã xóa: màn hình xác nhận; phiên trên thiết bị này đã kết thúc' },
      entry: 'endSession',
      type: 'final',
    },
  },
});

export type AccountDeletionMachine = typeof accountDeletionMachine;
