import { getApiConfig } from '../config';

export type Headers = Record<string, string>;

export const JSON_CONTENT_TYPE: Headers = { 'Content-Type': 'application/json' };

/** access_token + access_user, only when both a user phone and a token exist (SPEC §6). */
export function accessHeaders(phone: string | null | undefined, token: string | null | undefined): Headers {
  if (phone && token) return { access_token: token, access_user: phone };
  return {};
}

/** Auth headers of the stored session for the main and LMS APIs. */
export function sessionAccessHeaders(): Headers {
  const { credentials } = getApiConfig();
  return accessHeaders(credentials.getUser()?.phone, credentials.getAccessToken());
}

/** JSON content type plus the session's auth headers when the rule allows them. */
export function jsonSessionHeaders(): Headers {
  return { ...JSON_CONTENT_TYPE, ...sessionAccessHeaders() };
}

/** Authorization: Bearer <access token>, when there is a token. */
export function bearerHeaders(): Headers {
  const token = getApiConfig().credentials.getAccessToken();
  return token ? { ...JSON_CONTENT_TYPE, Authorization: `Bearer ${token}` } : { ...JSON_CONTENT_TYPE };
}

/** Authorization: <contest token> as stored, when there is one. */
export function contestHeaders(): Headers {
  const token = getApiConfig().credentials.getContestToken();
  return token ? { ...JSON_CONTENT_TYPE, Authorization: token } : { ...JSON_CONTENT_TYPE };
}

/** service3 takes one access_token header carrying the service token, never access_user. */
export function service3Headers(): Headers {
  const token = getApiConfig().credentials.getServiceToken();
  return token ? { ...JSON_CONTENT_TYPE, access_token: token } : { ...JSON_CONTENT_TYPE };
}
