/** Real actor of the activation page, from the src/api functions injected at the composition root. */

import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import { ERROR_CODES } from '../../contracts/error-codes';
import { dataOf, EnvelopeError, GENERIC_ERROR_MESSAGE } from '../shared/api-result';
import { fromRequest } from '../shared/from-request';
import type {
  ActivationGradeMismatch,
  ActivationOutcome,
  ActivationRequest,
  ActivationResult,
} from './activation.types';

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

/** The licence, the grades to ask about (409, ACTIVATION_GRADE_MISMATCH), or an EnvelopeError with the server's reason. */
export function activationOutcomeOf(envelope: ActivationAnswer): ActivationOutcome {
  const data = envelope?.data;
  if (envelope?.errorCode === ERROR_CODES.ACTIVATION_GRADE_MISMATCH && data && 'codeGrade' in data)
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
