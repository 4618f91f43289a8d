/** Real actors of the layout check (the same contest-data actor as the post-login checks). */
import { type ContestDataApi, createFetchContestDataActor } from '../shared/route-check';

export function createLayoutCheckActors(api: ContestDataApi) {
  return { fetchContestData: createFetchContestDataActor(api) };
}
