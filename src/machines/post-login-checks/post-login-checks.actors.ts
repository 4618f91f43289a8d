/** Real actors of the post-login checks, from src/api/contest/contest-data.ts getUserContestData. */
import { type ContestDataApi, createFetchContestDataActor } from '../shared/route-check';

export function createPostLoginChecksActors(api: ContestDataApi) {
  return { fetchContestData: createFetchContestDataActor(api) };
}
