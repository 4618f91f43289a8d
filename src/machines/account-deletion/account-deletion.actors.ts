/** Real actors of /delete-account, from the src/api functions injected at the composition root. */

import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type {
  AccountDeleted,
  DeletionConfirmBody,
  DeletionRequested,
} from '../../contracts/account-deletion';
import { dataOf } from '../shared/api-result';
import { fromRequest } from '../shared/from-request';

export interface AccountDeletionApi {
  requestAccountDeletion(options: RequestOptions): Promise<ApiEnvelope<DeletionRequested>>;
  confirmAccountDeletion(
    body: DeletionConfirmBody,
    options: RequestOptions,
  ): Promise<ApiEnvelope<AccountDeleted>>;
}

export function createAccountDeletionActors(api: AccountDeletionApi) {
  return {
    requestOtp: fromRequest<{ maskedPhone: string }, void>(async ({ signal }) => {
      const data = dataOf(await api.requestAccountDeletion({ signal }));
      return { maskedPhone: data.maskedPhone };
    }),
    confirmDeletion: fromRequest<void, { otp: string }>(async ({ input, signal }) => {
      dataOf(await api.confirmAccountDeletion({ otp: input.otp }, { signal }));
    }),
  };
}
