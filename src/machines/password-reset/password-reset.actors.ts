/** Real actors of password reset, from src/api/main/user-auth.ts (forgotPassword, forgotPasswordConfirm). */
import type { ApiCall } from '../shared/fetch-data';
import { submitOk } from '../shared/submit-ok';
import type { PasswordResetConfirmInput } from './password-reset.types';

export interface PasswordResetApi {
  forgotPassword: ApiCall<{ phone: string }, unknown>;
  forgotPasswordConfirm: ApiCall<PasswordResetConfirmInput, unknown>;
}

export function createPasswordResetActors(api: PasswordResetApi) {
  return {
    requestResetOtp: submitOk(api.forgotPassword),
    confirmPasswordReset: submitOk(api.forgotPasswordConfirm),
  };
}
