/** Real actors of password reset, from src/api/main/user-auth.ts (forgotPassword, forgotPasswordConfirm). */
import { fromPromise } from 'xstate';
import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import { ensureOk } from '../shared/api-result';
import { otpSenderActor } from '../shared/otp-resend-region';
import type { PasswordResetConfirmInput } from './password-reset.types';

export interface PasswordResetApi {
  forgotPassword(body: { phone: string }, options: RequestOptions): Promise<ApiEnvelope<unknown>>;
  forgotPasswordConfirm(
    body: PasswordResetConfirmInput,
    options: RequestOptions,
  ): Promise<ApiEnvelope<unknown>>;
}

export function createPasswordResetActors(api: PasswordResetApi) {
  return {
    requestResetOtp: otpSenderActor((body, options) => api.forgotPassword(body, options)),
    confirmPasswordReset: fromPromise<void, PasswordResetConfirmInput>(async ({ input, signal }) => {
      ensureOk(await api.forgotPasswordConfirm(input, { signal }));
    }),
  };
}
