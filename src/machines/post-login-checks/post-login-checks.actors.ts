/** Real actors of the route checks, from src/api/contest/contest-data.ts getUserContestData. */
import { fromPromise } from 'xstate';
import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type { ContestData } from '../../domain/entities';
import { dataOf } from '../shared/api-result';

export interface ContestDataApi {
  getUserContestData(profileId: number, options: RequestOptions): Promise<ApiEnvelope<ContestData>>;
}

/** Whether the profile is a contest profile; rejects when the contest API cannot say. */
export function createFetchContestDataActor(api: ContestDataApi) {
  return fromPromise<boolean, { profileId: number }>(
    async ({ input, signal }) =>
      dataOf(await api.getUserContestData(input.profileId, { signal })).isContest === true,
  );
}

export function createPostLoginChecksActors(api: ContestDataApi) {
  return { fetchContestData: createFetchContestDataActor(api) };
}
