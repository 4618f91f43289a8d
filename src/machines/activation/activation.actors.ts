/** Real actor of the activation page, from the src/api functions injected at the composition root. */
import { fromPromise } from 'xstate';
import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import { dataOf } from '../shared/api-result';
import type { ActivationRequest, ActivationResult } from './activation.types';

export interface ActivationApi {
  activateCode(
    body: { code: string; profile_id?: number },
    options: RequestOptions,
  ): Promise<ApiEnvelope<ActivationResult>>;
  activateCodeNoToken(
    body: { phone: string; code: string },
    options: RequestOptions,
  ): Promise<ApiEnvelope<ActivationResult>>;
}

export function createActivationActors(api: ActivationApi) {
  return {
    activateCode: fromPromise<ActivationResult, ActivationRequest>(async ({ input, signal }) =>
      dataOf(
        'phone' in input
          ? await api.activateCodeNoToken({ phone: input.phone, code: input.code }, { signal })
          : await api.activateCode(
              input.profileId ? { code: input.code, profile_id: input.profileId } : { code: input.code },
              { signal },
            ),
      ),
    ),
  };
}
