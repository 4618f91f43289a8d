import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ProfileIdQuery } from '../../src/contracts/common';
import {
  LearningInfoSchema,
  ProfileLookupQuery,
  ProfileSchema,
  PublicProfileSchema,
  SelectSubjectBody,
  SelectSubjectSchema,
} from '../../src/contracts/user';
import { IP_LIMITS } from '../auth/auth-limits';
import { assertOwnProfile, PROFILE_MESSAGES } from '../auth/profile-access';
import { type AuthContext, authenticate, authOf, hasAccessHeaders } from '../auth/require-auth';
import { routeArea } from '../auth/signed-in-area';
import { AppError, commonErrorResponses, Envelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { perAddress } from '../plugins/rate-limit';
import { recordSubjectChoice } from './user-profiles.repository';
import { loadLearningInfo, loadProfile, profileIdByPublicRef } from './user-views.repository';

const { errors: authErrors, signedIn } = routeArea('main: user', 401, 403, 404);

const notFound = () => new AppError(404, ERROR_CODES.PROFILE_NOT_FOUND, PROFILE_MESSAGES.notFound);

/** The answer to a numeric id without a session: the same whether the profile exists or not. */
export const REF_REQUIRED_MESSAGE =
  'Vui lòng đăng nhập để xem hồ sơ này, hoặc dùng đường dẫn chia sẻ của hồ sơ.';

/**
 * The -no-token routes serve pages opened without a session (ADR 0002): with access headers they
 * behave like the authenticated route (bad headers → 401, another account → 403) and take the numeric
 * id (or the reference) of one's own profile; without any, only the profile's random public reference
 * is accepted — a sequential id answers 401 and reveals nothing — and only what is not personal
 * (name, avatar, grade) is answered.
 */
async function resolveLookup(
  request: FastifyRequest,
  idOrRef: number | string,
): Promise<{ auth: AuthContext | null; profileId: number }> {
  const db = request.server.db;
  const auth = hasAccessHeaders(request) ? await authenticate(db, request) : null;
  if (typeof idOrRef === 'number') {
    if (!auth) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, REF_REQUIRED_MESSAGE);
    await assertOwnProfile(db, auth, idOrRef);
    return { auth, profileId: idOrRef };
  }
  const profileId = await profileIdByPublicRef(db, idOrRef);
  if (profileId === null) throw notFound();
  if (auth) await assertOwnProfile(db, auth, profileId);
  return { auth, profileId };
}

/**
 * Anonymous look-ups are limited per address as well (a reference cannot be walked, but each try still
 * costs a query); callers with access headers are checked for ownership instead.
 */
const anonymousLookupLimit = perAddress(IP_LIMITS.anonymousProfileLookup, (request: FastifyRequest) =>
  hasAccessHeaders(request),
);

/** Profile details, learning info and subject choice. */
export const learningRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/user/profile-info-no-token',
    {
      schema: {
        tags: ['main: user'],
        summary:
          'A profile: full with own access headers (numeric id or publicRef), public fields without any (publicRef only)',
        querystring: ProfileLookupQuery,
        response: {
          200: Envelope(Type.Union([ProfileSchema, PublicProfileSchema])),
          ...authErrors,
          ...commonErrorResponses,
        },
      },
      config: anonymousLookupLimit,
    },
    async (request) => {
      const { auth, profileId } = await resolveLookup(request, request.query.profile_id);
      const profile = await loadProfile(app.db, profileId);
      if (!profile) throw notFound();
      if (auth) return ok(profile);
      const { id, name, avatar, avatarBorder, gradeId, gradeLevel, isContest } = profile;
      return ok({ id, name, avatar, avatarBorder, gradeId, gradeLevel, isContest });
    },
  );

  app.get(
    '/user/learning-info',
    signedIn(
      "Grade, class, school, schedules, loyalty, subjects and pending class change of one's own profile",
      { querystring: ProfileIdQuery },
      LearningInfoSchema,
    ),
    async (request) => {
      await assertOwnProfile(app.db, authOf(request), request.query.profile_id);
      const info = await loadLearningInfo(app.db, request.query.profile_id, true);
      if (!info) throw notFound();
      return ok(info);
    },
  );

  app.get(
    '/user/learning-info-no-token',
    {
      schema: {
        tags: ['main: user'],
        summary:
          'learning-info; without access headers only publicRef is accepted and only the grade is answered',
        querystring: ProfileLookupQuery,
        response: { 200: Envelope(LearningInfoSchema), ...authErrors, ...commonErrorResponses },
      },
      config: anonymousLookupLimit,
    },
    async (request) => {
      const { auth, profileId } = await resolveLookup(request, request.query.profile_id);
      const info = await loadLearningInfo(app.db, profileId, auth !== null);
      if (!info) throw notFound();
      return ok(info);
    },
  );

  app.post(
    '/user/select-subject',
    signedIn(
      "Record a profile's subject choice (and its grade when the profile has none)",
      { body: SelectSubjectBody },
      SelectSubjectSchema,
    ),
    async (request) => {
      const { grade, profile_id: profileId, isParent } = request.body;
      const subject = String(request.body.subject).trim();
      if (subject === '') throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Vui lòng chọn môn học');
      await assertOwnProfile(app.db, authOf(request), profileId);
      await recordSubjectChoice(app.db, { profileId, subject, grade, isParent });
      return ok({ profileId, subject, grade, isParent });
    },
  );
};
