/** Sign-up and sign-in endpoints of the contest API (bodies are not detailed by the spec). */

import { postLmsContest } from '../http/contest-helpers';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';

export type ContestRequestBody = Record<string, unknown>;

/** POST /api/contest/register. */
export function contestRegister(
  body: ContestRequestBody,
  options?: RequestOptions,
): Promise<ApiEnvelope<unknown>> {
  return postLmsContest('/api/contest/register', body, options);
}

/** POST /api/contest/send-otp. */
export function contestSendOtp(
  body: ContestRequestBody,
  options?: RequestOptions,
): Promise<ApiEnvelope<unknown>> {
  return postLmsContest('/api/contest/send-otp', body, options);
}

/** POST /api/contest/login. */
export function contestLogin(
  body: ContestRequestBody,
  options?: RequestOptions,
): Promise<ApiEnvelope<unknown>> {
  return postLmsContest('/api/contest/login', body, options);
}

/** POST /api/contest/auto-login. */
export function contestAutoLogin(
  body: ContestRequestBody,
  options?: RequestOptions,
): Promise<ApiEnvelope<unknown>> {
  return postLmsContest('/api/contest/auto-login', body, options);
}

/** POST /api/contest/verify-otp. */
export function contestVerifyOtp(
  body: ContestRequestBody,
  options?: RequestOptions,
): Promise<ApiEnvelope<unknown>> {
  return postLmsContest('/api/contest/verify-otp', body, options);
}
