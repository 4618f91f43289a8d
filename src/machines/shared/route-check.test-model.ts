/**
 * What the test models of the two route checks (post-login checks, layout check) share: a scenario
 * is a user opening a page. Test models only; no machine imports it.
 */
import type { User } from '../../domain/entities';
import { defaultProfileOf } from './example-accounts';
import type { RouteCheckInput } from './route-check';

/** `user` opens `pathname`, with the default profile the session gives the checks. */
export const onPage = (pathname: string, user: User): RouteCheckInput => ({
  pathname,
  user,
  profile: defaultProfileOf(user),
});
