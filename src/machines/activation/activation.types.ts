import type { ActivationGradeMismatch, ActivationResult } from '../../contracts/learning';

/**
 * A logged-in user's code goes to a profile; a visitor names the account by phone. `acceptGradeMismatch`
 * is set once the parent confirmed a code of another grade than the profile's.
 */
export type ActivationRequest =
  | { code: string; profileId?: number; acceptGradeMismatch?: boolean }
  | { code: string; phone: string; acceptGradeMismatch?: boolean };

/** What the activate actor answers: the licence, or the grades to ask the parent about (nothing activated). */
export type ActivationOutcome =
  | { kind: 'activated'; result: ActivationResult }
  | { kind: 'gradeMismatch'; mismatch: ActivationGradeMismatch };

export interface ActivationContext {
  result: ActivationResult | null;
  error: string | null;
  /** The last request sent, kept to send again once the parent decides about a grade mismatch. */
  request: ActivationRequest;
  mismatch: ActivationGradeMismatch | null;
}

export type ActivationEvent =
  | { type: 'activation.submitted'; request: ActivationRequest }
  | { type: 'activation.gradeMismatchConfirmed' }
  | { type: 'activation.profileChosen'; profileId: number }
  | { type: 'activation.cancelled' }
  | { type: 'activation.resetRequested' };

export type { ActivationGradeMismatch, ActivationResult };
