import { setup } from 'xstate';
import type { SchedulePopupCookie } from '../../platform/cookies';
import { type MachineTypes, notProvidedAction } from '../shared/not-provided';

export interface ClassPopupInput {
  /** The popup cookie read at page load (null when absent or expired). */
  popup: SchedulePopupCookie | null;
}

export interface ClassPopupContext {
  popup: SchedulePopupCookie | null;
}

export type ClassPopupEvent = { type: 'popup.closed' } | { type: 'popup.joinRequested' };

/**
 * The congratulation popup of /lop-hoc (SPEC §4): shown when the 900 s popup cookie exists; closing
 * it (or its 'Vào học' button) removes the cookie, so it is shown once.
 */
export const classPopupMachine = setup({
  types: {} as MachineTypes<ClassPopupContext, ClassPopupEvent, ClassPopupInput>,
  actions: { removePopupCookie: notProvidedAction<undefined>('removePopupCookie') },
  guards: { hasPopup: ({ context }) => context.popup !== null },
}).createMachine({
  id: 'classPopup',
  context: ({ input }) => ({ popup: input.popup }),
  initial: 'checking',
  states: {
    checking: {
      meta: { description: 'Có cookie popup đăng ký lịch không?' },
      always: [{ guard: 'hasPopup', target: 'shown' }, { target: 'hidden' }],
    },
    shown: {
      meta: { description: 'Hiện popup "Chúc mừng!"' },
      on: {
        'popup.closed': { target: 'hidden', actions: 'removePopupCookie' },
        'popup.joinRequested': { target: 'hidden', actions: 'removePopupCookie' },
      },
    },
    hidden: { meta: { description: 'Không có popup' } },
  },
});

export type ClassPopupMachine = typeof classPopupMachine;
