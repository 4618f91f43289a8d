import type { RouteCheckInput } from '../shared/route-check';

export interface PostLoginChecksContext extends RouteCheckInput {
  /** From the contest API; null until it answers. A failed call counts as not contest. */
  isContest: boolean | null;
}
