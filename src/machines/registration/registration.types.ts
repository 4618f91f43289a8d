import type { AuthPayload } from '../../domain/entities';

/** Every field of the three steps, as typed: kept in the machine so that no step loses another's input. */
export interface RegistrationFields {
  /** As typed (kept on errors); sent in the 09x form. */
  phone: string;
  otp: string;
  name: string;
  /** Grade id chosen in the form; null while none is chosen. */
  grade: number | null;
  password: string;
  passwordConfirmation: string;
}

export interface RegistrationContext extends RegistrationFields {
  /** The 09x phone the live OTP was sent to: submitting it again goes back to the code, no new SMS. */
  otpSentTo: string | null;
  /** The proof of register-verify-otp and the 09x phone it is bound to. */
  verification: { phone: string; token: string } | null;
  /** Seconds until 'Gửi lại mã' may be used (the server's cool-down), counted down by the machine. */
  resendSecondsLeft: number;
  /** Vietnamese error for the current step. */
  error: string | null;
  /** The two passwords differ: shown under 'Nhập lại mật khẩu'. */
  passwordMismatch: boolean;
  /** Vietnamese information for the current step (OTP sent). */
  notice: string | null;
  authPayload: AuthPayload | null;
}

/** What the details step holds; the password confirmation is compared by the machine. */
export type RegistrationDetails = Pick<
  RegistrationFields,
  'name' | 'grade' | 'password' | 'passwordConfirmation'
>;

export type RegistrationEvent =
  | { type: 'registration.phoneSubmitted'; phone: string }
  | { type: 'registration.otpSubmitted'; otp: string }
  | { type: 'registration.otpResendRequested' }
  /** Back to the phone; `draft` is what the step being left holds, kept for when the user returns. */
  | { type: 'registration.phoneEditRequested'; draft?: Partial<Omit<RegistrationFields, 'phone'>> }
  | ({ type: 'registration.detailsSubmitted' } & RegistrationDetails);

export interface RegistrationVerifyInput {
  phone: string;
  otp: string;
}

export interface RegistrationVerified {
  verificationToken: string;
}

export interface RegistrationConfirmInput {
  phone: string;
  name: string;
  grade: number;
  password: string;
  verificationToken: string;
}
