/** Real actors of registration, from src/api/main/user-auth.ts (checkExistV2, register, registerVerifyOtp, registerConfirmV2). */

import type { AuthPayload } from '../../domain/entities';
import { dataOf } from '../shared/api-result';
import { type ApiCall, fetchData } from '../shared/fetch-data';
import { fromRequest } from '../shared/from-request';
import { submitOk } from '../shared/submit-ok';
import type {
  RegistrationConfirmInput,
  RegistrationVerified,
  RegistrationVerifyInput,
} from './registration.types';

export interface RegistrationApi {
  checkExistV2: ApiCall<{ phone: string }, { exists: boolean }>;
  register: ApiCall<{ phone: string }, unknown>;
  registerVerifyOtp: ApiCall<RegistrationVerifyInput, RegistrationVerified>;
  registerConfirmV2: ApiCall<RegistrationConfirmInput, AuthPayload>;
}

export function createRegistrationActors(api: RegistrationApi) {
  return {
    checkPhoneRegistered: fromRequest<boolean, { phone: string }>(
      async ({ input, signal }) =>
        dataOf(await api.checkExistV2({ phone: input.phone }, { signal })).exists === true,
    ),
    sendRegistrationOtp: submitOk(api.register),
    verifyRegistrationOtp: fetchData(api.registerVerifyOtp),
    confirmRegistration: fetchData(api.registerConfirmV2),
  };
}
