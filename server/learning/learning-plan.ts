import type { FastifyRequest } from 'fastify';
import { assertOwnProfile } from '../auth/profile-access';
import { type AuthContext, authOf } from '../auth/require-auth';
import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import {
  type CourseCatalogueView,
  type EnrolmentView,
  listEnrolments,
  loadCatalogue,
} from './catalogue.repository';
import { type LicenceView, listLicences } from './licences.repository';
import { listUpcomingSessions, type SessionView } from './sessions.repository';

export interface LearningPlan {
  profileId: number;
  courses: CourseCatalogueView[];
  enrolments: EnrolmentView[];
  licences: LicenceView[];
  upcomingSessions: SessionView[];
}

/**
 * Courses, seats, licences and next sessions of one profile. Exported for GET /user/learning-info
 * (user area) to merge into its answer; /user/learning-plan answers it on its own.
 */
export async function loadLearningPlan(db: Db, profileId: number, nowMs: number): Promise<LearningPlan> {
  const [courses, enrolments, licences, upcomingSessions] = [
    await loadCatalogue(db, profileId, nowMs),
    await listEnrolments(db, profileId),
    await listLicences(db, profileId, nowMs),
    await listUpcomingSessions(db, profileId, nowMs),
  ];
  return { profileId, courses, enrolments, licences, upcomingSessions };
}

/** The profile a learning request names: the given one, or the one the access token is bound to. */
export function requestedProfile(
  auth: Pick<AuthContext, 'profileId'>,
  profileId: number | undefined,
): number {
  const id = profileId ?? auth.profileId;
  if (id === null || id === undefined)
    throw new AppError(400, ERROR_CODES.BAD_REQUEST, 'Vui lòng chọn hồ sơ học');
  return id;
}

/**
 * The profile a learning request acts for: the given one (it must belong to the account), or the
 * profile the access token is bound to.
 */
export async function actingProfile(request: FastifyRequest, profileId: number | undefined): Promise<number> {
  const auth = authOf(request);
  const id = requestedProfile(auth, profileId);
  await assertOwnProfile(request.server.db, auth, id);
  return id;
}
