/**
 * The refusals of a submitted account form (registration, password reset): when a guard on what was
 * typed holds, the typed values stay in the context (the machine's `keep` action) and the message
 * shows (its `showError` action). One line a rule, so a step's checks read as a list; `refuseIf`
 * takes the actions of a form that says it otherwise (the account page).
 */
import { showError } from './account-form-messages';

export function refuseWhen<const TGuard extends string, TParams, const TKeep>(
  guard: TGuard,
  params: TParams,
  keep: TKeep,
  message: string,
) {
  return refuseIf(guard, params, [keep, showError(message)] as const);
}

/** The general rule: when the guard holds, the actions run (say why) and the form stays open. */
export function refuseIf<const TGuard extends string, TParams, const TActions>(
  guard: TGuard,
  params: TParams,
  actions: TActions,
) {
  return { guard: { type: guard, params }, actions } as const;
}

/** What the rules read from a submitted event. */
export const phoneOf = ({ event }: { event: { phone: string } }) => ({ phone: event.phone });
export const otpOf = ({ event }: { event: { otp: string } }) => ({ otp: event.otp });
