/** Session endpoints of the main API: basic info, profile switch, change detection. */

import type { LoggedOutData, LoginTokenData, SwitchProfileData, UserChangeData } from '../../contracts/user';
import type { User } from '../../domain/entities';
import { isAbortError } from '../http/abort';
import { type ApiEnvelope, isOk, type RequestOptions } from '../http/envelope';
import { get, post } from '../http/main-helpers';

/**
 * The server answers the contract's UserData; the SPA stores it as the domain User of SPEC §3
 * (whose isDefault also accepts the 0/1 of older payloads), which machines and examples build.
 */
export interface BasicInfoData {
  user: User;
}

/** GET /user/basic-info: the user with all profiles. */
export function getBasicInfo(options?: RequestOptions): Promise<ApiEnvelope<BasicInfoData>> {
  return get('/user/basic-info', options);
}

/** POST /user/switch-profile: the new access token, or false on any error (SPEC §8). */
export async function switchProfile(profileId: number, options?: RequestOptions): Promise<string | false> {
  try {
    const envelope = await post<ApiEnvelope<SwitchProfileData>>(
      '/user/switch-profile',
      { profile_id: profileId },
      options,
    );
    const token = isOk(envelope) ? envelope.data.accessToken : null;
    return typeof token === 'string' && token.length > 0 ? token : false;
  } catch (error) {
    if (isAbortError(error)) throw error;
    return false;
  }
}

/** GET /user/check-status-user-change. */
export function checkStatusUserChange(options?: RequestOptions): Promise<ApiEnvelope<UserChangeData>> {
  return get('/user/check-status-user-change', options);
}

/** POST /user/logout: revokes the access token on the server (the client clears its own copy). */
export function logout(options?: RequestOptions): Promise<ApiEnvelope<LoggedOutData>> {
  return post('/user/logout', {}, options);
}

/** POST /user/login-token: a one-time link (/login/<token>) that logs this profile in elsewhere. */
export function createLoginToken(options?: RequestOptions): Promise<ApiEnvelope<LoginTokenData>> {
  return post('/user/login-token', {}, options);
}
