export interface AccountDeletionContext {
  maskedPhone: string | null;
  error: string | null;
}

export type AccountDeletionEvent =
  | { type: 'deletion.requested' }
  | { type: 'otp.submitted'; otp: string }
  | { type: 'otp.resendRequested' }
  | { type: 'deletion.cancelled' };
