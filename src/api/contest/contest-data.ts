/** Contest participation and round endpoints of the contest API. */
import type { ContestData } from '../../domain/entities';
import { getLmsContest, postLmsContest } from '../http/contest-helpers';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';

export type ContestRound = Record<string, unknown>;

/** GET /api/contest/user-contest-data?profileId=: whether the profile is a contest profile. */
export function getUserContestData(
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<ContestData>> {
  return getLmsContest('/api/contest/user-contest-data', { params: { profileId }, signal: options?.signal });
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
