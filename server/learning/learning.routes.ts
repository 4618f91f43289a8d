import { Type } from 'typebox';
import { SCHEDULE_ACTION, type ScheduleAction } from '../../src/domain/constants';
import { requireAuth } from '../auth/require-auth';
import { AppError, commonErrorResponses, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { grantAttendanceTrophies } from '../loyalty/loyalty.grants';
import { listEnrolments, loadCatalogue } from './catalogue.queries';
import { saveSchedule } from './enrolment';
import {
  CatalogueCourseSchema,
  EnrolmentSchema,
  Id,
  LearningPlanSchema,
  LessonSchema,
  OptionalProfileQuery,
  SavedScheduleSchema,
  SessionSchema,
} from './learning.schemas';
import { learningDb } from './learning-db';
import { actingProfile, loadLearningPlan } from './learning-plan';
import { listLicences } from './licences.queries';
import { enrolledScheduleIds, findSession, listUpcomingSessions, toLessonView } from './sessions.queries';

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
        body: Type.Object(
          {
            schedule_id: Id,
            action: Type.Union([
              Type.Literal(SCHEDULE_ACTION.NEW_REGISTRATION),
              Type.Literal(SCHEDULE_ACTION.REGISTER_CHANGES),
              Type.Literal(SCHEDULE_ACTION.CHANGE_LEVEL),
            ]),
            profile_id: Type.Optional(Id),
          },
          { additionalProperties: false },
        ),
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
        action: request.body.action as ScheduleAction,
        nowMs: Date.now(),
      });
      return ok(saved, 'Đăng ký lịch học thành công');
    },
  );

  app.post(
    '/user/subscribe-new-course',
    {
      schema: {
        tags,
        summary: 'Follow a course the profile does not study yet (kept for the sales team; idempotent)',
        body: Type.Object({ course_id: Id, profile_id: Type.Optional(Id) }, { additionalProperties: false }),
        response: {
          200: Envelope(Type.Object({ courseId: Type.Integer(), subscribed: Type.Boolean() })),
          ...authErrors,
          ...commonErrorResponses,
        },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const profileId = await actingProfile(request, request.body.profile_id);
      const ldb = learningDb(app.db);
      const course = await ldb
        .selectFrom('courses')
        .select('id')
        .where('id', '=', request.body.course_id)
        .where('active', '=', true)
        .executeTakeFirst();
      if (!course) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Không tìm thấy khóa học');
      await ldb
        .insertInto('course_subscriptions')
        .values({ profile_id: profileId, course_id: course.id })
        .onConflict((oc) => oc.columns(['profile_id', 'course_id']).doNothing())
        .execute();
      return ok({ courseId: course.id, subscribed: true }, 'Đã ghi nhận đăng ký khóa học mới');
    },
  );

  app.get(
    '/user/class-schedules',
    {
      schema: {
        tags,
        summary: "Courses of the profile's grade with levels, weekly slots, seats left and licence state",
        querystring: OptionalProfileQuery,
        response: {
          200: Envelope(Type.Array(CatalogueCourseSchema)),
          ...authErrors,
          ...commonErrorResponses,
        },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const profileId = await actingProfile(request, request.query.profile_id);
      return ok(await loadCatalogue(app.db, profileId, Date.now()));
    },
  );

  app.get(
    '/user/class-sessions',
    {
      schema: {
        tags,
        summary: "The profile's next class sessions with teacher and join window",
        querystring: OptionalProfileQuery,
        response: { 200: Envelope(Type.Array(SessionSchema)), ...authErrors, ...commonErrorResponses },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const profileId = await actingProfile(request, request.query.profile_id);
      return ok(await listUpcomingSessions(app.db, profileId, Date.now()));
    },
  );

  app.get(
    '/user/learning-plan',
    {
      schema: {
        tags,
        summary: 'Courses, seats, licences and next sessions of a profile',
        querystring: OptionalProfileQuery,
        response: { 200: Envelope(LearningPlanSchema), ...authErrors, ...commonErrorResponses },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const profileId = await actingProfile(request, request.query.profile_id);
      return ok(await loadLearningPlan(app.db, profileId, Date.now()));
    },
  );

  app.get(
    '/user/courses',
    {
      schema: {
        tags,
        summary: 'Seats and licences of a profile (the courses page)',
        querystring: OptionalProfileQuery,
        response: {
          200: Envelope(
            Type.Object({
              enrolments: Type.Array(EnrolmentSchema),
              licences: Type.Array(LearningPlanSchema.properties.licences.items),
            }),
          ),
          ...authErrors,
          ...commonErrorResponses,
        },
      },
      preHandler: requireAuth,
    },
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
    {
      schema: {
        tags,
        summary: "Open a session's lesson; attendance is recorded while the join window is open",
        body: Type.Object({ session_id: Id, profile_id: Type.Optional(Id) }, { additionalProperties: false }),
        response: { 200: Envelope(LessonSchema), ...authErrors, ...commonErrorResponses },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const profileId = await actingProfile(request, request.body.profile_id);
      const session = await findSession(app.db, request.body.session_id);
      if (!session) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Không tìm thấy buổi học');
      const enrolled = await enrolledScheduleIds(app.db, profileId);
      if (!enrolled.includes(session.class_schedule_id))
        throw new AppError(403, ERROR_CODES.FORBIDDEN, 'Hồ sơ này không thuộc lớp của buổi học');
      const nowMs = Date.now();
      const lesson = toLessonView(session, nowMs);
      let joinedAt: string | null = null;
      if (lesson.canJoin) {
        const row = await learningDb(app.db)
          .insertInto('attendance')
          .values({ session_id: session.id, profile_id: profileId })
          .onConflict((oc) => oc.columns(['session_id', 'profile_id']).doUpdateSet({ profile_id: profileId }))
          .returning('joined_at')
          .executeTakeFirstOrThrow();
        joinedAt = new Date(row.joined_at).toISOString();
        await grantAttendanceTrophies(app.db, profileId, session.id, lesson.title);
      }
      return ok({ ...lesson, attendance: { recorded: joinedAt !== null, joinedAt } });
    },
  );
};
