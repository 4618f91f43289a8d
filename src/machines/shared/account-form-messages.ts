/**
 * What registration and password reset (lazy pages) share beyond the form rules; kept apart from
 * account-form-rules, which the first load carries for the login form.
 */
export const PASSWORD_MISMATCH_MESSAGE = 'Mật khẩu nhập lại không khớp';

/** The account machines' `showError` and `showFailure` actions, with their params. */
export const showError = (message: string) => ({ type: 'showError', params: { message } }) as const;
export const failWith = {
  type: 'showFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;
