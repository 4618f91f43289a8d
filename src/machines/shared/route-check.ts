/**
 * What the two route checks of SPEC §4 (post-login checks, layout check) share: their input, their
 * injected actions, the route matching and the contest-data actor built from
 * src/api/contest/contest-data.ts getUserContestData.
 */
import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type { ContestData, Profile, User } from '../../domain/entities';
import { dataOf } from './api-result';
import { fromRequest } from './from-request';

export interface RouteCheckInput {
  /** location.pathname of the page being shown. */
  pathname: string;
  user: User;
  /** The default profile; null skips the checks. */
  profile: Profile | null;
}

export interface RouteCheckActionParams {
  redirect: { to: string };
  logError: { message: string; error?: unknown };
}

/** The injected actions of both checks (the test models replace them by no-ops). */
export const ROUTE_CHECK_INJECTED_ACTIONS = ['redirect', 'logError'] as const;

/** The page (without query) that `url` opens. */
export function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
}

/** True when `pathname` is one of `routes` or below it. */
export function isOnRoute(pathname: string, routes: readonly string[]): boolean {
  return routes.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}

export interface ContestDataApi {
  getUserContestData(profileId: number, options: RequestOptions): Promise<ApiEnvelope<ContestData>>;
}

/** Whether the profile is a contest profile; rejects when the contest API cannot say. */
export function createFetchContestDataActor(api: ContestDataApi) {
  return fromRequest<boolean, { profileId: number }>(
    async ({ input, signal }) =>
      dataOf(await api.getUserContestData(input.profileId, { signal })).isContest === true,
  );
}
