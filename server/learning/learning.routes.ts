import { Type } from 'typebox';
import { OptionalProfileQuery } from '../../src/contracts/common';
import {
  CatalogueCourseSchema,
  JoinLessonBody,
  LearningPlanSchema,
  LessonSchema,
  SavedScheduleSchema,
  SaveSchedulesBody,
  SessionSchema,
  SubscribeCourseBody,
  SubscribeCourseSchema,
  UserCoursesSchema,
} from '../../src/contracts/learning';
import { assertProfileOwner } from '../auth/profile-access';
import { authOf, requireAuth, signedIn } from '../auth/require-auth';
import { AppError, commonErrorResponses, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { grantAttendanceTrophies } from '../loyalty/loyalty.grants';
import { listEnrolments, loadCatalogue } from './catalogue.repository';
import { saveSchedule } from './enrolment';
import { recordAttendance, subscribeCourse } from './learning.repository';
import { actingProfile, loadLearningPlan, requestedProfile } from './learning-plan';
import { listLicences } from './licences.repository';
import {
  enrolledScheduleIds,
  findSession,
  toLessonView,
  upcomingSessionsOfProfile,
} from './sessions.repository';

const authErrors = { 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope };
const tags = ['main: learning'];

/** Schedules, sessions, lessons and courses of the learning plan (issue 5, ADR 0005). */
export const learningPlanRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/user/save-schedules',
    {
      schema: {
        tags,
        summary: 'Register (1), change (2) or change the level of (3) a weekly class schedule',
        body: SaveSchedulesBody,
        response: {
          200: Envelope(SavedScheduleSchema),
          ...authErrors,
          409: ErrorEnvelope,
          ...commonErrorResponses,
        },
      },
      preHandler: requireAuth,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const profileId = await actingProfile(request, request.body.profile_id);
      const saved = await saveSchedule(app.db, {
        profileId,
        scheduleId: request.body.schedule_id,
        action: request.body.action,
        nowMs: Date.now(),
      });
      return ok(saved, 'Đăng ký lịch học thành công');
    },
  );

  app.post(
    '/user/subscribe-new-course',
    signedIn(
      tags,
      'Follow a course the profile does not study yet (kept for the sales team; idempotent)',
      { body: SubscribeCourseBody },
      SubscribeCourseSchema,
      authErrors,
    ),
    async (request) => {
      const profileId = await actingProfile(request, request.body.profile_id);
      const courseId = await subscribeCourse(app.db, profileId, request.body.course_id);
      if (courseId === null) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Không tìm thấy khóa học');
      return ok({ courseId, subscribed: true }, 'Đã ghi nhận đăng ký khóa học mới');
    },
  );

  app.get(
    '/user/class-schedules',
    signedIn(
      tags,
      "Courses of the profile's grade with levels, weekly slots, seats left and licence state",
      { querystring: OptionalProfileQuery },
      Type.Array(CatalogueCourseSchema),
      authErrors,
    ),
    async (request) => {
      const profileId = await actingProfile(request, request.query.profile_id);
      return ok(await loadCatalogue(app.db, profileId, Date.now()));
    },
  );

  app.get(
    '/user/class-sessions',
    signedIn(
      tags,
      "The profile's next class sessions with teacher and join window",
      { querystring: OptionalProfileQuery },
      Type.Array(SessionSchema),
      authErrors,
    ),
    async (request) => {
      const auth = authOf(request);
      const read = await upcomingSessionsOfProfile(
        app.db,
        requestedProfile(auth, request.query.profile_id),
        Date.now(),
      );
      assertProfileOwner(auth, read.ownerId);
      return ok(read.sessions);
    },
  );

  app.get(
    '/user/learning-plan',
    signedIn(
      tags,
      'Courses, seats, licences and next sessions of a profile',
      { querystring: OptionalProfileQuery },
      LearningPlanSchema,
      authErrors,
    ),
    async (request) => {
      const profileId = await actingProfile(request, request.query.profile_id);
      return ok(await loadLearningPlan(app.db, profileId, Date.now()));
    },
  );

  app.get(
    '/user/courses',
    signedIn(
      tags,
      'Seats and licences of a profile (the courses page)',
      { querystring: OptionalProfileQuery },
      UserCoursesSchema,
      authErrors,
    ),
    async (request) => {
      const profileId = await actingProfile(request, request.query.profile_id);
      const nowMs = Date.now();
      const [enrolments, licences] = [
        await listEnrolments(app.db, profileId),
        await listLicences(app.db, profileId, nowMs),
      ];
      return ok({ enrolments, licences });
    },
  );

  app.post(
    '/user/lesson/join',
    signedIn(
      tags,
      "Open a session's lesson; attendance is recorded while the join window is open",
      { body: JoinLessonBody },
      LessonSchema,
      authErrors,
    ),
    async (request) => {
      const profileId = await actingProfile(request, request.body.profile_id);
      const session = await findSession(app.db, request.body.session_id);
      if (!session) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Không tìm thấy buổi học');
      const enrolled = await enrolledScheduleIds(app.db, profileId);
      if (!enrolled.includes(session.class_schedule_id))
        throw new AppError(403, ERROR_CODES.FORBIDDEN, 'Hồ sơ này không thuộc lớp của buổi học');
      const nowMs = Date.now();
      const lesson = toLessonView(session, nowMs, app.config.classroomBaseUrl);
      let joinedAt: string | null = null;
      if (lesson.canJoin) {
        joinedAt = await recordAttendance(app.db, session.id, profileId);
        await grantAttendanceTrophies(app.db, profileId, session.id, lesson.title);
      }
      return ok({ ...lesson, attendance: { recorded: joinedAt !== null, joinedAt } });
    },
  );
};
