import type { AuthPayload } from '../../domain/entities';

export interface RegistrationDetails {
  name: string;
  /** Grade id chosen in the form; null while none is chosen. */
  grade: number | null;
  password: string;
}

export interface RegistrationContext extends RegistrationDetails {
  /** As typed (kept on errors); sent in the 09x form. */
  phone: string;
  otp: string;
  /** Vietnamese error for the current step. */
  error: string | null;
  /** Vietnamese information for the current step (OTP sent). */
  notice: string | null;
  authPayload: AuthPayload | null;
}

export type RegistrationEvent =
  | { type: 'registration.phoneSubmitted'; phone: string }
  | { type: 'registration.otpSubmitted'; otp: string }
  | { type: 'registration.otpResendRequested' }
  | { type: 'registration.phoneEditRequested' }
  | ({ type: 'registration.detailsSubmitted' } & RegistrationDetails)
  | { type: 'registration.otpEditRequested' };

export interface RegistrationConfirmInput {
  phone: string;
  name: string;
  grade: number;
  password: string;
  otp: string;
}
