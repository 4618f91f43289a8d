/** Real actor of the activation page, from the src/api functions injected at the composition root. */

import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import { dataOf, EnvelopeError, GENERIC_ERROR_MESSAGE } from '../shared/api-result';
import { fromRequest } from '../shared/from-request';
import type {
  ActivationGradeMismatch,
  ActivationOutcome,
  ActivationRequest,
  ActivationResult,
} from './activation.types';

/** errorCode of a code meant for another grade than the profile's (server/http/error-codes.ts). */
export const ACTIVATION_GRADE_MISMATCH = 5003;

type ActivationAnswer = ApiEnvelope<ActivationResult | ActivationGradeMismatch>;

export interface ActivationApi {
  activateCode(
    body: { code: string; profile_id?: number; accept_grade_mismatch?: boolean },
    options: RequestOptions,
  ): Promise<ActivationAnswer>;
  activateCodeNoToken(
    body: { phone: string; code: string; accept_grade_mismatch?: boolean },
    options: RequestOptions,
  ): Promise<ActivationAnswer>;
}

/** The licence, the grades to ask about (409, 5003), or an EnvelopeError with the server's reason. */
export function activationOutcomeOf(envelope: ActivationAnswer): ActivationOutcome {
  const data = envelope?.data;
  if (envelope?.errorCode === ACTIVATION_GRADE_MISMATCH && data && 'codeGrade' in data)
    return { kind: 'gradeMismatch', mismatch: data };
  const result = dataOf(envelope);
  if (!('licence' in result)) throw new EnvelopeError(envelope.errorCode, GENERIC_ERROR_MESSAGE);
  return { kind: 'activated', result };
}

export function createActivationActors(api: ActivationApi) {
  return {
    activateCode: fromRequest<ActivationOutcome, ActivationRequest>(async ({ input, signal }) => {
      const accept = input.acceptGradeMismatch ? { accept_grade_mismatch: true } : {};
      return activationOutcomeOf(
        'phone' in input
          ? await api.activateCodeNoToken({ phone: input.phone, code: input.code, ...accept }, { signal })
          : await api.activateCode(
              {
                code: input.code,
                ...(input.profileId ? { profile_id: input.profileId } : {}),
                ...accept,
              },
              { signal },
            ),
      );
    }),
  };
}
