/** /delete-account endpoints of the main API (issue 15); shapes from src/contracts/account-deletion. */
import type {
  AccountDeleted,
  DeletionConfirmBody,
  DeletionRequested,
} from '../../contracts/account-deletion';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { post } from '../http/main-helpers';

/** POST /user/delete-account/request: the OTP goes to the account's own phone. */
export function requestAccountDeletion(options: RequestOptions = {}) {
  return post<ApiEnvelope<DeletionRequested>>('/user/delete-account/request', {}, options);
}

/** POST /user/delete-account/confirm */
export function confirmAccountDeletion(body: DeletionConfirmBody, options: RequestOptions = {}) {
  return post<ApiEnvelope<AccountDeleted>>('/user/delete-account/confirm', body, options);
}
