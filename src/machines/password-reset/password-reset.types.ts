export interface PasswordResetContext {
  /** As typed (kept on errors); sent in the 09x form. */
  phone: string;
  otp: string;
  password: string;
  /** Seconds until 'Gửi lại mã OTP' is possible again (0: it is). */
  resendSecondsLeft: number;
  error: string | null;
  notice: string | null;
}

export type PasswordResetEvent =
  | { type: 'passwordReset.phoneSubmitted'; phone: string }
  | {
      type: 'passwordReset.newPasswordSubmitted';
      otp: string;
      password: string;
      passwordConfirmation: string;
    }
  | { type: 'passwordReset.otpResendRequested' }
  | { type: 'passwordReset.phoneEditRequested' };

export interface PasswordResetConfirmInput {
  phone: string;
  otp: string;
  password: string;
}
