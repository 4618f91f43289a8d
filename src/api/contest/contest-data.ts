/** Contest participation and round endpoints of the contest API. */
import type { ContestData } from '../../domain/entities';
import { clientFor } from '../http/clients';
import { getLmsContest, postLmsContest } from '../http/contest-helpers';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { jsonSessionHeaders } from '../http/headers';

export type ContestRound = Record<string, unknown>;

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

/** GET /api/contest/round?roundId=. */
export function getContestRound(
  roundId: number | string,
  options?: RequestOptions,
): Promise<ApiEnvelope<ContestRound>> {
  return getLmsContest('/api/contest/round', { params: { roundId }, signal: options?.signal });
}

/** GET /api/contest/zalo-mini-app/round/info?roundId=. */
export function getZaloRoundInfo(
  roundId: number | string,
  options?: RequestOptions,
): Promise<ApiEnvelope<ContestRound>> {
  return getLmsContest('/api/contest/zalo-mini-app/round/info', {
    params: { roundId },
    signal: options?.signal,
  });
}

/** POST /api/contest/schools/student-number. */
export function getSchoolStudentNumber(
  body: Record<string, unknown>,
  options?: RequestOptions,
): Promise<ApiEnvelope<unknown>> {
  return postLmsContest('/api/contest/schools/student-number', body, options);
}
