import type { ActivationResult } from '../../api/main/learning-plan';

/** A logged-in user's code goes to a profile; a visitor names the account by phone. */
export type ActivationRequest = { code: string; profileId?: number } | { code: string; phone: string };

export interface ActivationContext {
  result: ActivationResult | null;
  error: string | null;
}

export type ActivationEvent =
  | { type: 'activation.submitted'; request: ActivationRequest }
  | { type: 'activation.resetRequested' };

export type { ActivationResult };
