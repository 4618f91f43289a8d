/**
 * The code side of the OTP step of registration and password reset: `entering`, where the form's
 * rules refuse what was typed or move on, then the state that sends the code to the server and,
 * refused, goes back to `entering` with the server's message (the machine's `showFailure` action).
 * Only the names, the rules and the request differ between the flows, so they are parameters; it
 * runs beside `otpResendRegion` in the step's parallel `states`.
 */
import { failWith } from './account-form-messages';

export interface OtpCodeFormOptions<TEvent extends string, TRules, TAccept, TName extends string, TInvoke> {
  /** What the region is. */
  description: string;
  /** What the user types in `entering`. */
  enteringDescription: string;
  /** The form's submit event. */
  submitEvent: TEvent;
  /** The refusals (shared/form-refusal), checked in order. */
  rules: TRules;
  /** The actions when every rule lets the form through. */
  accept: TAccept;
  /** The name of the state that sends the code. */
  checking: TName;
  /** What that state does. */
  checkingDescription: string;
  /** Its request, without `onError` (always: back to `entering`). */
  invoke: TInvoke;
}

/** Put in the parallel OTP step's `states` as `code: otpCodeForm({...})`. */
export function otpCodeForm<
  const TEvent extends string,
  const TRules extends readonly unknown[],
  const TAccept,
  const TName extends string,
  const TInvoke extends object,
>(options: OtpCodeFormOptions<TEvent, TRules, TAccept, TName, TInvoke>) {
  const submitted = [...options.rules, { target: options.checking, actions: options.accept }] as const;
  const checking = {
    meta: { description: options.checkingDescription },
    invoke: { ...options.invoke, onError: { target: 'entering', actions: failWith } },
  } as const;
  return {
    meta: { description: options.description },
    initial: 'entering',
    states: {
      entering: {
        meta: { description: options.enteringDescription },
        on: { [options.submitEvent]: submitted } as { [K in TEvent]: typeof submitted },
      },
      [options.checking]: checking,
    } as { entering: { meta: { description: string }; on: { [K in TEvent]: typeof submitted } } } & {
      [K in TName]: typeof checking;
    },
  } as const;
}
