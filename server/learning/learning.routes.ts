import { type Static, type TSchema, Type } from 'typebox';
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
import { authOf, requireAuth } from '../auth/require-auth';
import { routeArea } from '../auth/signed-in-area';
import type { Db } from '../db/database';
import { AppError, Envelope, errorResponses, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { grantAttendanceTrophies } from '../loyalty/loyalty.grants';
import { perMinute } from '../plugins/rate-limit';
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

const { tags, signedIn } = routeArea('main: learning', 401, 403, 404);

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
          ...errorResponses(401, 403, 404, 409),
        },
      },
      preHandler: requireAuth,
      config: perMinute(30),
    },
    async (request) => {
      const profileId = await actingProfile(request, request.body.profile_id);
      const saved = await saveSchedule(app.db, {
        profileId,
        scheduleId: request.body.schedule_id,
        action: request.body.action,
        nowMs: app.clock.now(),
      });
      return ok(saved, 'Đăng ký lịch học thành công');
    },
  );

  app.post(
    '/user/subscribe-new-course',
    signedIn(
      'Follow a course the profile does not study yet (kept for the sales team; idempotent)',
      { body: SubscribeCourseBody },
      SubscribeCourseSchema,
    ),
    async (request) => {
      const profileId = await actingProfile(request, request.body.profile_id);
      const courseId = await subscribeCourse(app.db, profileId, request.body.course_id);
      if (courseId === null) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Không tìm thấy khóa học');
      return ok({ courseId, subscribed: true }, 'Đã ghi nhận đăng ký khóa học mới');
    },
  );

  /** A GET of what the acting profile (the session's, or one of the account's) has as of now. */
  function profileRead<Data extends TSchema>(
    url: string,
    summary: string,
    data: Data,
    load: (db: Db, profileId: number, nowMs: number) => Promise<Static<Data>>,
  ) {
    // Widened here (Fastify cannot infer a route over a generic schema); callers still check `load`.
    const schema: TSchema = data;
    app.get(url, signedIn(summary, { querystring: OptionalProfileQuery }, schema), async (request) => {
      const profileId = await actingProfile(request, request.query.profile_id);
      return ok(await load(app.db, profileId, app.clock.now()));
    });
  }

  profileRead(
    '/user/class-schedules',
    "Courses of the profile's grade with levels, weekly slots, seats left and licence state",
    Type.Array(CatalogueCourseSchema),
    loadCatalogue,
  );
  // Not a profileRead: the owner check rides in the read's own statement (issue 17: ≤ 2 round trips).
  app.get(
    '/user/class-sessions',
    signedIn(
      "The profile's next class sessions with teacher and join window",
      { querystring: OptionalProfileQuery },
      Type.Array(SessionSchema),
    ),
    async (request) => {
      const auth = authOf(request);
      const read = await upcomingSessionsOfProfile(
        app.db,
        requestedProfile(auth, request.query.profile_id),
        app.clock.now(),
      );
      assertProfileOwner(auth, read.ownerId);
      return ok(read.sessions);
    },
  );
  profileRead(
    '/user/learning-plan',
    'Courses, seats, licences and next sessions of a profile',
    LearningPlanSchema,
    loadLearningPlan,
  );
  profileRead(
    '/user/courses',
    'Seats and licences of a profile (the courses page)',
    UserCoursesSchema,
    async (db, profileId, nowMs) => ({
      enrolments: await listEnrolments(db, profileId),
      licences: await listLicences(db, profileId, nowMs),
    }),
  );

  app.post(
    '/user/lesson/join',
    signedIn(
      "Open a session's lesson; attendance is recorded while the join window is open",
      { body: JoinLessonBody },
      LessonSchema,
    ),
    async (request) => {
      const profileId = await actingProfile(request, request.body.profile_id);
      const session = await findSession(app.db, request.body.session_id);
      if (!session) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Không tìm thấy buổi học');
      const enrolled = await enrolledScheduleIds(app.db, profileId);
      if (!enrolled.includes(session.class_schedule_id))
        throw new AppError(403, ERROR_CODES.FORBIDDEN, 'Hồ sơ này không thuộc lớp của buổi học');
      const nowMs = app.clock.now();
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
