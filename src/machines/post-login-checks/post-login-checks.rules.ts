/**
 * SPEC §4 post-login checks as pure predicates, in the order the machine applies them.
 *
 * Order (the spec does not give one): the two profile checks first (they are exclusive: contest or
 * not), because a missing grade blocks all learning content and /update-info?default=true also asks
 * for it; the landing-page check last. A check whose page is already open does not redirect again
 * (a page that reloads itself every second would be a loop).
 */
import { ROUTES, USER_SOURCE } from '../../domain/constants';
import type { Profile, User } from '../../domain/entities';

export const UPDATE_DEFAULT_PROFILE_URL = `${ROUTES.updateInfo}?default=true`;

export interface CheckFacts {
  pathname: string;
  user: User;
  profile: Profile;
  isContest: boolean;
}

const isBlank = (value: string | null | undefined) => !value || value.trim().length === 0;

export function needsDefaultProfileInfo({ profile, isContest }: CheckFacts): boolean {
  return !isContest && profile.gradeId === null;
}

export function needsContestInfo({ profile, isContest }: CheckFacts): boolean {
  return isContest && (profile.gradeId === null || isBlank(profile.className));
}

/** Landing-page (source LDP) users must have a name, a grade and a school on the default profile. */
export function needsLandingPageInfo({ user, profile }: CheckFacts): boolean {
  return (
    user.source === USER_SOURCE.LDP &&
    (isBlank(profile.name) || profile.gradeId === null || profile.schoolId === null)
  );
}
