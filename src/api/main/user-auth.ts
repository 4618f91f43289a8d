/** Sign-in, sign-up and password endpoints of the main API (SPEC §7 User). */
import type {
  AuthPayloadData,
  CheckExistData,
  ForgotPasswordConfirmData,
  ForgotPasswordConfirmRequest,
  LoginRequest,
  OtpSentData,
  PhoneRequest,
  RegisterConfirmRequest,
  RegisterConfirmV2Request,
  RegisterVerifyOtpRequest,
  RegistrationVerifiedData,
} from '../../contracts/user';
import { PLATFORM_WEB, USER_SOURCE } from '../../domain/constants';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { post, postConfirmPassWord } from '../http/main-helpers';

/** POST /user/login. */
export function login(body: LoginRequest, options?: RequestOptions): Promise<ApiEnvelope<AuthPayloadData>> {
  return post('/user/login', body, options);
}

/** POST /user/check-exist with platform WEB. */
export function checkExist(
  body: PhoneRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<CheckExistData>> {
  return post('/user/check-exist', { platform: PLATFORM_WEB, ...body }, options);
}

/** POST /user/check-exist-v2 with platform WEB. */
export function checkExistV2(
  body: PhoneRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<CheckExistData>> {
  return post('/user/check-exist-v2', { platform: PLATFORM_WEB, ...body }, options);
}

/** POST /user/register: sends the registration OTP to the phone. */
export function register(body: PhoneRequest, options?: RequestOptions): Promise<ApiEnvelope<OtpSentData>> {
  return post('/user/register', body, options);
}

/** POST /user/register-verify-otp: checks the registration OTP at its own step; answers the proof for v2. */
export function registerVerifyOtp(
  body: RegisterVerifyOtpRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<RegistrationVerifiedData>> {
  return post('/user/register-verify-otp', body, options);
}

/** POST /user/register-confirm with source WEB; answers like login. */
export function registerConfirm(
  body: RegisterConfirmRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<AuthPayloadData>> {
  return post('/user/register-confirm', { ...body, source: USER_SOURCE.WEB }, options);
}

/** POST /user/register-confirm-v2 (the proof of register-verify-otp instead of the OTP) with source WEB; answers like login. */
export function registerConfirmV2(
  body: RegisterConfirmV2Request,
  options?: RequestOptions,
): Promise<ApiEnvelope<AuthPayloadData>> {
  return post('/user/register-confirm-v2', { ...body, source: USER_SOURCE.WEB }, options);
}

/** POST /user/forgot-password: sends the reset OTP to the phone. */
export function forgotPassword(
  body: PhoneRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<OtpSentData>> {
  return post('/user/forgot-password', body, options);
}

/**
 * POST /user/forgot-password-confirm through postConfirmPassWord, so the infoNewPass record
 * (when one is stored) authenticates the password step.
 */
export function forgotPasswordConfirm(
  body: ForgotPasswordConfirmRequest,
  options?: RequestOptions,
): Promise<ApiEnvelope<ForgotPasswordConfirmData>> {
  return postConfirmPassWord('/user/forgot-password-confirm', body, options);
}

/** POST /user/login-token/exchange: trades a one-time login token (/login/[token]) for a session. */
export function exchangeLoginToken(
  token: string,
  options?: RequestOptions,
): Promise<ApiEnvelope<AuthPayloadData>> {
  return post('/user/login-token/exchange', { token }, options);
}
