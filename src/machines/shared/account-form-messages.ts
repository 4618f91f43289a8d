/**
 * What registration and password reset (lazy pages) share beyond the form rules; kept apart from
 * account-form-rules, which the first load carries for the login form.
 */
import { assign, type EventObject } from 'xstate';
import { userMessageOf } from './api-result';

export const PASSWORD_MISMATCH_MESSAGE = 'Mật khẩu nhập lại không khớp';

/** The account machines' `showError` and `showFailure` actions, with their params. */
export const showError = (message: string) => ({ type: 'showError', params: { message } }) as const;
export const failWith = {
  type: 'showFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/**
 * Spread into `setup({ actions })`: `showError` (a message of the form's rules) and `showFailure`
 * (a refused call's message) show the step's error in place of its notice.
 */
export function accountMessageActions<
  TContext extends { error: string | null; notice: string | null },
  TEvent extends EventObject,
>() {
  return {
    showError: assign<TContext, TEvent, { message: string }, TEvent, never>(
      (_, params) => ({ error: params.message, notice: null }) as Partial<TContext>,
    ),
    showFailure: assign<TContext, TEvent, { error: unknown }, TEvent, never>(
      (_, params) => ({ error: userMessageOf(params.error), notice: null }) as Partial<TContext>,
    ),
  };
}
