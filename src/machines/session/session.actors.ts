/**
 * Real actors of the session machine, built from injected API functions (the signatures of
 * src/api/main/user-auth.ts and user-session.ts, so the composition root passes those directly).
 */

import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import { PLATFORM_WEB } from '../../domain/constants';
import type { AuthPayload } from '../../domain/entities';
import { dataOf } from '../shared/api-result';
import { createFetchBasicInfoActor, type GetBasicInfo } from '../shared/basic-info';
import { fromRequest } from '../shared/from-request';
import type { LoginCredentials } from './session.types';

export interface SessionApi {
  login(
    body: LoginCredentials & { platform: typeof PLATFORM_WEB },
    options: RequestOptions,
  ): Promise<ApiEnvelope<AuthPayload>>;
  exchangeLoginToken(token: string, options: RequestOptions): Promise<ApiEnvelope<AuthPayload>>;
  getBasicInfo: GetBasicInfo;
}

export function createSessionActors(api: SessionApi) {
  return {
    logIn: fromRequest<AuthPayload, LoginCredentials>(async ({ input, signal }) =>
      dataOf(await api.login({ ...input, platform: PLATFORM_WEB }, { signal })),
    ),
    exchangeLoginToken: fromRequest<AuthPayload, { token: string }>(async ({ input, signal }) =>
      dataOf(await api.exchangeLoginToken(input.token, { signal })),
    ),
    fetchBasicInfo: createFetchBasicInfoActor(api.getBasicInfo),
  };
}
