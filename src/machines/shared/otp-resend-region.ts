/**
 * The whole `resend` region that registration and password reset run beside their code step: the
 * 60 s countdown of shared/resend-countdown, then `resending`, which asks the flow's own OTP
 * endpoint again. Only the names differ between the flows, so they are parameters; the machine
 * declares an `otpResent` action (what a new SMS clears) and a `showFailure` action.
 */
import { toLocal09 } from '../../domain/phone';
import { failWith } from './account-form-messages';
import type { ExampleEvent } from './machine-entry';
import { RESEND_REGION_DESCRIPTION, resendCountdownStates } from './resend-countdown';

export interface OtpResendRegionOptions<TEvent extends string, TSrc extends string> {
  /** The event of the 'Gửi lại mã' button. */
  resendEvent: TEvent;
  /** What the `available` state says the user may do. */
  availableLabel: string;
  /** The invoke id of `resending` (its `xstate.done/error.actor.<id>` events). */
  invokeId: string;
  /** The machine's actor that sends the code (the same as the first sending). */
  src: TSrc;
  /** What `resending` asks the server. */
  resendingDescription: string;
}

/** Spread into the parallel OTP step's `states` as `resend: otpResendRegion({...})`. */
export function otpResendRegion<TEvent extends string, TSrc extends string>(
  options: OtpResendRegionOptions<TEvent, TSrc>,
) {
  return {
    meta: { description: RESEND_REGION_DESCRIPTION },
    initial: 'coolingDown',
    states: {
      ...resendCountdownStates(options.availableLabel, options.resendEvent),
      resending: {
        meta: { description: options.resendingDescription },
        invoke: {
          id: options.invokeId,
          src: options.src,
          input: ({ context }: { context: { phone: string } }) => ({ phone: toLocal09(context.phone) }),
          onDone: { target: 'coolingDown', actions: 'otpResent' },
          onError: { target: 'available', actions: failWith },
        },
      },
    },
  } as const;
}

/** The test-model examples of the region: the button, and the resend's success and refusal. */
export function otpResendExamples(resendEvent: string, invokeId: string, refusal: Error): ExampleEvent[] {
  return [
    { type: resendEvent },
    { type: `xstate.done.actor.${invokeId}`, example: { output: undefined } },
    { type: `xstate.error.actor.${invokeId}`, example: { error: refusal } },
  ];
}
