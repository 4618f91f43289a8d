import {
  ACCESS_TOKEN_COOKIE_SECONDS,
  OTP_RESEND_COOLDOWN_SECONDS as RESEND_COOLDOWN,
} from '../../src/domain/constants';

/*
 * Server-side auth numbers (not in SPEC; docs/decisions/0002-auth-and-rate-limits.md explains them).
 * Per-IP limits are loose because a whole school logs in from behind one NAT address; per-phone
 * limits are tight because a phone is what an attacker targets.
 */

const MINUTE = 60;

/** Access and product tokens live as long as the SPA's access-token cookie (SPEC §9). */
export const ACCESS_TOKEN_TTL_SECONDS = ACCESS_TOKEN_COOKIE_SECONDS;
/** The infoNewPass token only carries the user from the OTP step to the new-password step. */
export const RESET_TOKEN_TTL_SECONDS = 10 * MINUTE;
/** One-time login tokens for /login/[token]. */
export const LOGIN_TOKEN_TTL_SECONDS = 2 * MINUTE;

export const OTP_DIGITS = 6;
export const OTP_TTL_SECONDS = 5 * MINUTE;
export const OTP_MAX_ATTEMPTS = 5;
/** Shared with the SPA, whose sign-up counts it down (src/domain/constants.ts). */
export const OTP_RESEND_COOLDOWN_SECONDS = RESEND_COOLDOWN;
export const OTP_SENDS_PER_HOUR = 5;
/** The proof of register-verify-otp: long enough to type a name, pick a grade and a password. */
export const REGISTRATION_VERIFICATION_TTL_SECONDS = 15 * MINUTE;

/** Wrong passwords per phone (checked at most this many times, password-login.ts) before the lock. */
export const LOGIN_FAILURES_PER_PHONE = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * MINUTE;

/** check-exist calls per phone (any outcome). */
export const CHECK_EXIST_PER_PHONE = 30;
export const CHECK_EXIST_WINDOW_SECONDS = 10 * MINUTE;

/**
 * Per-IP ceilings (@fastify/rate-limit; Redis-backed when REDIS_URL is set, per process while it is
 * away), counted once the request's body is valid (plugins/rate-limit.ts perAddress).
 */
export const IP_LIMITS = {
  login: { max: 600, timeWindow: '10 minutes' },
  otpSend: { max: 300, timeWindow: '10 minutes' },
  otpVerify: { max: 600, timeWindow: '10 minutes' },
  register: { max: 300, timeWindow: '10 minutes' },
  checkExist: { max: 600, timeWindow: '10 minutes' },
  loginTokenExchange: { max: 600, timeWindow: '10 minutes' },
  /** Look-ups by phone (contest find-by-phone): a class signing up fits, a harvest does not. */
  findByPhone: { max: 300, timeWindow: '10 minutes' },
  /** The contest registration's school search (public, debounced as one types): a class signing up fits. */
  contestSchoolSearch: { max: 1200, timeWindow: '10 minutes' },
  /** -no-token profile look-ups WITHOUT access headers (sequential ids): a page view needs a few. */
  anonymousProfileLookup: { max: 60, timeWindow: '10 minutes' },
} as const;

/** Profiles one account may hold (create-profile-info refuses more). */
export const MAX_PROFILES_PER_ACCOUNT = 10;
