import type { Profile, User } from '../../domain/entities';

export interface RouteCheckInput {
  /** location.pathname of the page being shown. */
  pathname: string;
  user: User;
  /** The default profile; null skips the checks. */
  profile: Profile | null;
}

export interface PostLoginChecksContext extends RouteCheckInput {
  /** From the contest API; null until it answers. A failed call counts as not contest. */
  isContest: boolean | null;
}

export interface RouteCheckActionParams {
  redirect: { to: string };
  logError: { message: string; error?: unknown };
}
