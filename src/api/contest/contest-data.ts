/** Contest participation and round endpoints of the contest API. */
import type { ContestData } from '../../domain/entities';
import { clientFor } from '../http/clients';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { jsonSessionHeaders } from '../http/headers';

/**
 * GET /api/contest/user-contest-data?profileId=: whether the profile is a contest profile.
 * Sent with the session's access headers, not the contest token: every logged-in user asks it after
 * login (post-login and layout checks), long before any contest login gives them a contest token.
 */
export async function getUserContestData(
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<ContestData>> {
  const response = await clientFor('contest').get<ApiEnvelope<ContestData>>(
    '/api/contest/user-contest-data',
    {
      params: { profileId },
      headers: jsonSessionHeaders(),
      signal: options?.signal,
    },
  );
  return response.data;
}
