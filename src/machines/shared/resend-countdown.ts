/**
 * The OTP resend cool-down that registration and password reset both run beside their code step:
 * the server refuses a new SMS for 60 s, so 'Gửi lại mã' waits for the named delay `resendCooldown`
 * while `countdownTick` shows the seconds left. One region, so both flows count the same way.
 */
import { assign, type EventObject } from 'xstate';
import {
  COUNTDOWN_TICK_MS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_RESEND_COOLDOWN_SECONDS,
} from '../../domain/constants';

export const RESEND_REGION_DESCRIPTION = 'Gửi lại mã: chờ hết thời gian chờ của máy chủ (60 giây)';

/** Spread into `setup({ delays })`: the names the region's `after` uses. */
export const resendCountdownDelays = {
  resendCooldown: OTP_RESEND_COOLDOWN_MS,
  countdownTick: COUNTDOWN_TICK_MS,
} as const;

/**
 * Spread into `setup({ actions })`: the region's entry and tick actions on `resendSecondsLeft`,
 * typed to the machine so that its other actions keep their own params.
 */
export function resendCountdownActions<
  TContext extends { resendSecondsLeft: number },
  TEvent extends EventObject,
>() {
  return {
    startResendCountdown: assign<TContext, TEvent, undefined, TEvent, never>({
      resendSecondsLeft: OTP_RESEND_COOLDOWN_SECONDS,
    } as Partial<TContext>),
    tickResendCountdown: assign<TContext, TEvent, undefined, TEvent, never>(
      ({ context }) =>
        ({ resendSecondsLeft: Math.max(1, context.resendSecondsLeft - 1) }) as Partial<TContext>,
    ),
    endResendCountdown: assign<TContext, TEvent, undefined, TEvent, never>({
      resendSecondsLeft: 0,
    } as Partial<TContext>),
  };
}

/**
 * The `coolingDown` (counting each second) and `available` states of the `resend` region; the
 * caller adds its own `resending` state (each flow asks its own endpoint), which goes back to
 * `coolingDown` on success.
 */
export function resendCountdownStates<TEvent extends string>(availableLabel: string, resendEvent: TEvent) {
  return {
    coolingDown: {
      meta: { description: 'Đếm ngược 60 giây trước khi được gửi lại mã' },
      entry: 'startResendCountdown',
      after: { resendCooldown: { target: 'available', actions: 'endResendCountdown' } },
      initial: 'counting',
      states: {
        counting: {
          meta: { description: 'Mỗi giây giảm số giây còn lại' },
          after: {
            countdownTick: { target: 'counting', reenter: true, actions: 'tickResendCountdown' },
          },
        },
      },
    },
    available: {
      meta: { description: availableLabel },
      on: { [resendEvent]: { target: 'resending' } } as Record<TEvent, { target: 'resending' }>,
    },
  } as const;
}
