/** /delete-account (issue 15, ADR 0010): an OTP to the account's phone, then a real deletion. */
import { type Static, Type } from 'typebox';
import { OtpCode, strict } from './common';

/** POST /main/user/delete-account/request — body is empty: the OTP goes to the account's own phone. */
export const DeletionRequestBody = Type.Object({}, strict);
export const DeletionRequested = Type.Object({
  sent: Type.Boolean(),
  /** The phone with its middle digits hidden, e.g. '090****005'. */
  maskedPhone: Type.String(),
  expiresInSeconds: Type.Integer(),
  resendAfterSeconds: Type.Integer(),
});
export type DeletionRequested = Static<typeof DeletionRequested>;

/** POST /main/user/delete-account/confirm */
export const DeletionConfirmBody = Type.Object({ otp: OtpCode }, strict);
export type DeletionConfirmBody = Static<typeof DeletionConfirmBody>;
export const AccountDeleted = Type.Object({
  deleted: Type.Boolean(),
  profilesDeleted: Type.Integer(),
});
export type AccountDeleted = Static<typeof AccountDeleted>;
