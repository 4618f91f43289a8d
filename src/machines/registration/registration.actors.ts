/** Real actors of registration, from src/api/main/user-auth.ts (checkExistV2, register, registerVerifyOtp, registerConfirmV2). */
import { fromPromise } from 'xstate';
import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type { AuthPayload } from '../../domain/entities';
import { dataOf } from '../shared/api-result';
import { otpSenderActor } from '../shared/otp-resend-region';
import type {
  RegistrationConfirmInput,
  RegistrationVerified,
  RegistrationVerifyInput,
} from './registration.types';

export interface RegistrationApi {
  checkExistV2(body: { phone: string }, options: RequestOptions): Promise<ApiEnvelope<{ exists: boolean }>>;
  register(body: { phone: string }, options: RequestOptions): Promise<ApiEnvelope<unknown>>;
  registerVerifyOtp(
    body: RegistrationVerifyInput,
    options: RequestOptions,
  ): Promise<ApiEnvelope<RegistrationVerified>>;
  registerConfirmV2(
    body: RegistrationConfirmInput,
    options: RequestOptions,
  ): Promise<ApiEnvelope<AuthPayload>>;
}

export function createRegistrationActors(api: RegistrationApi) {
  return {
    checkPhoneRegistered: fromPromise<boolean, { phone: string }>(
      async ({ input, signal }) =>
        dataOf(await api.checkExistV2({ phone: input.phone }, { signal })).exists === true,
    ),
    sendRegistrationOtp: otpSenderActor((body, options) => api.register(body, options)),
    verifyRegistrationOtp: fromPromise<RegistrationVerified, RegistrationVerifyInput>(
      async ({ input, signal }) => dataOf(await api.registerVerifyOtp(input, { signal })),
    ),
    confirmRegistration: fromPromise<AuthPayload, RegistrationConfirmInput>(async ({ input, signal }) =>
      dataOf(await api.registerConfirmV2(input, { signal })),
    ),
  };
}
