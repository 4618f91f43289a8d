/** Sign-in, sign-up and password endpoints of the main API (SPEC §7 User). */
import { PLATFORM_WEB, USER_SOURCE } from '../../domain/constants';
import type { AuthPayload } from '../../domain/entities';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { post, postConfirmPassWord } from '../http/main-helpers';

export type Platform = typeof PLATFORM_WEB;

export interface LoginRequest {
  phone: string;
  password: string;
  platform: Platform;
}

export interface CheckExistRequest {
  phone: string;
  platform?: Platform;
}

/** data of check-exist: whether the phone already has an account. */
export interface CheckExistData {
  exists: boolean;
}

export interface RegisterConfirmRequest {
  phone: string;
  name: string;
  grade: number;
  password: string;
  otp: string;
}

export type RegisterConfirmV2Request = Omit<RegisterConfirmRequest, 'otp'>;

export interface ForgotPasswordRequest {
  phone: string;
}

export interface ForgotPasswordConfirmRequest {
  phone: string;
  otp: string;
  password: string;
}

/** POST /user/login. */
export function login(body: LoginRequest, options?: RequestOptions): Promise<ApiEnvelope<AuthPayload>> {
  return post('/user/login', body, options);
}

/** POST /user/check-exist with platform WEB. */
export function checkExist(
  body: CheckExistRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<CheckExistData>> {
  return post('/user/check-exist', { platform: PLATFORM_WEB, ...body }, options);
}

/** POST /user/check-exist-v2 with platform WEB. */
export function checkExistV2(
  body: CheckExistRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<CheckExistData>> {
  return post('/user/check-exist-v2', { platform: PLATFORM_WEB, ...body }, options);
}

/** POST /user/register: sends the registration OTP to the phone. */
export function register(body: { phone: string }, options?: RequestOptions): Promise<ApiEnvelope<unknown>> {
  return post('/user/register', body, options);
}

/** POST /user/register-confirm with source WEB; answers like login. */
export function registerConfirm(
  body: RegisterConfirmRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<AuthPayload>> {
  return post('/user/register-confirm', { ...body, source: USER_SOURCE.WEB }, options);
}

/** POST /user/register-confirm-v2 (no OTP) with source WEB; answers like login. */
export function registerConfirmV2(
  body: RegisterConfirmV2Request,
  options?: RequestOptions,
): Promise<ApiEnvelope<AuthPayload>> {
  return post('/user/register-confirm-v2', { ...body, source: USER_SOURCE.WEB }, options);
}

/** POST /user/forgot-password: sends the reset OTP to the phone. */
export function forgotPassword(
  body: ForgotPasswordRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<unknown>> {
  return post('/user/forgot-password', body, options);
}

/**
 * POST /user/forgot-password-confirm through postConfirmPassWord, so the infoNewPass record
 * (when one is stored) authenticates the password step.
 */
export function forgotPasswordConfirm(
  body: ForgotPasswordConfirmRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<unknown>> {
  return postConfirmPassWord('/user/forgot-password-confirm', body, options);
}

/** POST /user/login-token/exchange: trades a one-time login token (/login/[token]) for a session. */
export function exchangeLoginToken(
  token: string,
  options?: RequestOptions,
): Promise<ApiEnvelope<AuthPayload>> {
  return post('/user/login-token/exchange', { token }, options);
}
