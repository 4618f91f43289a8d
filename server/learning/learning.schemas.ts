import { type TSchema, Type } from 'typebox';

/* Response and request shapes of the learning plan (ADR 0005); data in camelCase. */

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

export const OptionalProfileQuery = Type.Object(
  { profile_id: Type.Optional(Id) },
  { additionalProperties: false },
);

export const TeacherSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  gender: Type.Union([Type.Literal('MALE'), Type.Literal('FEMALE')]),
  teacherType: Type.Union([
    Type.Literal('MAIN_TEACHER'),
    Type.Literal('SUB_TEACHER'),
    Type.Literal('EXAM_TEACHER'),
  ]),
  displayName: Type.String(),
  typeTitle: Type.String(),
});

export const SessionSchema = Type.Object({
  id: Type.Integer(),
  scheduleId: Type.Integer(),
  title: Type.String(),
  courseTitle: Type.String(),
  levelName: Type.String(),
  sessionType: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  joinOpensAt: Type.String(),
  canJoin: Type.Boolean(),
  teacher: Nullable(TeacherSchema),
});

export const LessonSchema = Type.Object({
  ...SessionSchema.properties,
  objectives: Type.Array(Type.String()),
  vocabulary: Type.Array(Type.Object({ word: Type.String(), meaning: Type.String() })),
  attendance: Type.Object({ recorded: Type.Boolean(), joinedAt: Nullable(Type.String()) }),
});

export const LicenceSchema = Type.Object({
  id: Type.Integer(),
  licenseCode: Type.String(),
  isTrial: Type.Boolean(),
  endTime: Type.String(),
  startsAt: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('trial'), Type.Literal('expired')]),
  source: Type.String(),
});

export const SlotSchema = Type.Object({
  id: Type.Integer(),
  weekday: Type.Integer(),
  startTime: Type.String(),
  durationMinutes: Type.Integer(),
  seatsLeft: Type.Integer(),
  enrolled: Type.Boolean(),
  teacher: Nullable(TeacherSchema),
});

export const CatalogueCourseSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  description: Type.String(),
  licenceCode: Type.String(),
  isTutor: Type.Boolean(),
  licenceValid: Type.Boolean(),
  subscribed: Type.Boolean(),
  levels: Type.Array(
    Type.Object({
      id: Type.Integer(),
      level: Type.Integer(),
      name: Type.String(),
      slots: Type.Array(SlotSchema),
    }),
  ),
});

export const EnrolmentSchema = Type.Object({
  id: Type.Integer(),
  scheduleId: Type.Integer(),
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  levelId: Type.Integer(),
  levelName: Type.String(),
  weekday: Type.Integer(),
  startTime: Type.String(),
  durationMinutes: Type.Integer(),
});

export const SavedScheduleSchema = Type.Object({
  id: Type.Integer(),
  scheduleId: Type.Integer(),
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  levelName: Type.String(),
  weekday: Type.Integer(),
  startTime: Type.String(),
  durationMinutes: Type.Integer(),
});

/** What /user/learning-plan answers (and what learning-info may merge, see ADR 0005). */
export const LearningPlanSchema = Type.Object({
  profileId: Type.Integer(),
  courses: Type.Array(CatalogueCourseSchema),
  enrolments: Type.Array(EnrolmentSchema),
  licences: Type.Array(LicenceSchema),
  upcomingSessions: Type.Array(SessionSchema),
});

export const ActivationResultSchema = Type.Object({
  licence: LicenceSchema,
  extended: Type.Boolean(),
  profileName: Type.String(),
});
