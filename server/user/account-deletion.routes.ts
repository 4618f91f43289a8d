import {
  AccountDeleted,
  DeletionConfirmBody,
  DeletionRequestBody,
  DeletionRequested,
} from '../../src/contracts/account-deletion';
import { OTP_RESEND_COOLDOWN_SECONDS } from '../auth/auth-limits';
import { sendOtp, verifyOtp } from '../auth/otp';
import { authOf } from '../auth/require-auth';
import { routeArea } from '../auth/signed-in-area';
import { ok } from '../http/envelope';
import type { RoutesPlugin } from '../http/route-types';
import { createSmsProvider } from '../sms/sms-provider-factory';
import { deleteAccount, maskPhone, removeAvatarFiles } from './account-deletion.repository';

const { signedIn } = routeArea('main: user', 401, 502);

/** /delete-account: an OTP to the account's own phone, then the deletion of ADR 0010. */
export const accountDeletionRoutes: RoutesPlugin = async (app) => {
  const sms = createSmsProvider(app.config, app.db, app.log);

  app.post(
    '/user/delete-account/request',
    signedIn(
      "Send the OTP that confirms deleting the account to the account's phone",
      { body: DeletionRequestBody },
      DeletionRequested,
      5,
    ),
    async (request) => {
      const { phone } = authOf(request);
      const sent = await sendOtp(app.db, sms, phone, 'delete_account');
      return ok(
        {
          sent: true,
          maskedPhone: maskPhone(phone),
          expiresInSeconds: sent.expiresInSeconds,
          resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS,
        },
        'Đã gửi mã xác thực',
      );
    },
  );

  app.post(
    '/user/delete-account/confirm',
    signedIn(
      'Delete the account with the OTP: personal data removed, every session ended',
      { body: DeletionConfirmBody },
      AccountDeleted,
      10,
    ),
    async (request) => {
      const auth = authOf(request);
      await verifyOtp(app.db, auth.phone, 'delete_account', request.body.otp);
      const outcome = await deleteAccount(app.db, auth.userId);
      await removeAvatarFiles(app.storage, outcome.avatarFiles);
      request.log.info(
        { profilesDeleted: outcome.profilesDeleted, ordersKept: outcome.ordersKept },
        'account deleted',
      );
      return ok({ deleted: true, profilesDeleted: outcome.profilesDeleted }, 'Tài khoản đã được xóa');
    },
  );
};
