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
import { postEndpoint } from '../http/main-endpoints';
import { postConfirmPassWord } from '../http/main-helpers';

const withPlatformWeb = (body: PhoneRequest) => ({ platform: PLATFORM_WEB, ...body });
const withSourceWeb = <Body>(body: Body) => ({ ...body, source: USER_SOURCE.WEB });

/** POST /user/login. */
export const login = postEndpoint<LoginRequest, AuthPayloadData>('/user/login');

/** POST /user/check-exist with platform WEB. */
export const checkExist = postEndpoint<PhoneRequest, CheckExistData>('/user/check-exist', withPlatformWeb);

/** POST /user/check-exist-v2 with platform WEB. */
export const checkExistV2 = postEndpoint<PhoneRequest, CheckExistData>(
  '/user/check-exist-v2',
  withPlatformWeb,
);

/** POST /user/register: sends the registration OTP to the phone. */
export const register = postEndpoint<PhoneRequest, OtpSentData>('/user/register');

/** POST /user/register-verify-otp: checks the registration OTP at its own step; answers the proof for v2. */
export const registerVerifyOtp = postEndpoint<RegisterVerifyOtpRequest, RegistrationVerifiedData>(
  '/user/register-verify-otp',
);

/** POST /user/register-confirm with source WEB; answers like login. */
export const registerConfirm = postEndpoint<RegisterConfirmRequest, AuthPayloadData>(
  '/user/register-confirm',
  withSourceWeb,
);

/** POST /user/register-confirm-v2 (the proof of register-verify-otp instead of the OTP) with source WEB; answers like login. */
export const registerConfirmV2 = postEndpoint<RegisterConfirmV2Request, AuthPayloadData>(
  '/user/register-confirm-v2',
  withSourceWeb,
);

/** POST /user/forgot-password: sends the reset OTP to the phone. */
export const forgotPassword = postEndpoint<PhoneRequest, OtpSentData>('/user/forgot-password');

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
export const exchangeLoginToken = postEndpoint<string, AuthPayloadData>(
  '/user/login-token/exchange',
  (token) => ({
    token,
  }),
);
