import { type Static, Type } from 'typebox';
import { SCHEDULE_ACTION } from '../domain/constants';
import { Id, LiteralUnion, Nullable, strict } from './common';

/* The learning plan's endpoints (ADR 0005): slots, sessions, lessons, courses, activation. Data in camelCase. */

export const TeacherSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  gender: LiteralUnion('MALE', 'FEMALE'),
  teacherType: LiteralUnion('MAIN_TEACHER', 'SUB_TEACHER', 'EXAM_TEACHER'),
  displayName: Type.String(),
  typeTitle: Type.String(),
});
export type Teacher = Static<typeof TeacherSchema>;

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
export type ClassSession = Static<typeof SessionSchema>;

export const LessonSchema = Type.Object({
  ...SessionSchema.properties,
  objectives: Type.Array(Type.String()),
  vocabulary: Type.Array(Type.Object({ word: Type.String(), meaning: Type.String() })),
  attendance: Type.Object({ recorded: Type.Boolean(), joinedAt: Nullable(Type.String()) }),
  /** The session's video classroom (issue 16): set only while the join window is open. */
  classroomUrl: Nullable(Type.String({ pattern: '^https?://', maxLength: 1000 })),
});
export type Lesson = Static<typeof LessonSchema>;

export const LicenceSchema = Type.Object({
  id: Type.Integer(),
  licenseCode: Type.String(),
  isTrial: Type.Boolean(),
  endTime: Type.String(),
  startsAt: Type.String(),
  status: LiteralUnion('active', 'trial', 'expired'),
  source: Type.String(),
});
export type LicenceItem = Static<typeof LicenceSchema>;

export const SlotSchema = Type.Object({
  id: Type.Integer(),
  weekday: Type.Integer(),
  startTime: Type.String(),
  durationMinutes: Type.Integer(),
  seatsLeft: Type.Integer(),
  enrolled: Type.Boolean(),
  teacher: Nullable(TeacherSchema),
});
export type ClassSlot = Static<typeof SlotSchema>;

export const CatalogueCourseSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  description: Type.String(),
  licenceCode: Type.String(),
  isTutor: Type.Boolean(),
  licenceValid: Type.Boolean(),
  /** The end of the profile's live trial of this course (the sign-up trial, ADR 0015), or null. */
  trialEndsAt: Nullable(Type.String()),
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
export type CatalogueCourse = Static<typeof CatalogueCourseSchema>;

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
export type Enrolment = Static<typeof EnrolmentSchema>;

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
export type SavedSchedule = Static<typeof SavedScheduleSchema>;

/** What /user/learning-plan answers (and what learning-info may merge, see ADR 0005). */
export const LearningPlanSchema = Type.Object({
  profileId: Type.Integer(),
  courses: Type.Array(CatalogueCourseSchema),
  enrolments: Type.Array(EnrolmentSchema),
  licences: Type.Array(LicenceSchema),
  upcomingSessions: Type.Array(SessionSchema),
});
export type LearningPlan = Static<typeof LearningPlanSchema>;

export const ActivationResultSchema = Type.Object({
  licence: LicenceSchema,
  extended: Type.Boolean(),
  profileName: Type.String(),
});
export type ActivationResult = Static<typeof ActivationResultSchema>;

const GradeRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
/**
 * data of the 409 (errorCode 5003) of activate-code(-no-token) when the code's course is for another
 * grade than the profile's (issue 16, ADR 0005): nothing was activated; the client asks the parent.
 */
export const ActivationGradeMismatchSchema = Type.Object({
  profileId: Type.Integer(),
  profileName: Type.String(),
  profileGrade: GradeRefSchema,
  codeGrade: GradeRefSchema,
});
export type ActivationGradeMismatch = Static<typeof ActivationGradeMismatchSchema>;

// ── Requests ────────────────────────────────────────────────────────────────

export const SaveSchedulesBody = Type.Object(
  {
    schedule_id: Id,
    action: LiteralUnion(
      SCHEDULE_ACTION.NEW_REGISTRATION,
      SCHEDULE_ACTION.REGISTER_CHANGES,
      SCHEDULE_ACTION.CHANGE_LEVEL,
    ),
    profile_id: Type.Optional(Id),
  },
  strict,
);
export type SaveSchedulesRequest = Static<typeof SaveSchedulesBody>;

export const SubscribeCourseBody = Type.Object({ course_id: Id, profile_id: Type.Optional(Id) }, strict);
export type SubscribeCourseRequest = Static<typeof SubscribeCourseBody>;
export const SubscribeCourseSchema = Type.Object({ courseId: Type.Integer(), subscribed: Type.Boolean() });
export type SubscribeCourseData = Static<typeof SubscribeCourseSchema>;

export const UserCoursesSchema = Type.Object({
  enrolments: Type.Array(EnrolmentSchema),
  licences: Type.Array(LicenceSchema),
});
export type UserCourses = Static<typeof UserCoursesSchema>;

export const JoinLessonBody = Type.Object({ session_id: Id, profile_id: Type.Optional(Id) }, strict);
export type JoinLessonRequest = Static<typeof JoinLessonBody>;

const CodeField = Type.String({ minLength: 1, maxLength: 64 });
/** true once the parent confirmed a code of another grade than the profile's (the 409 above). */
const AcceptGradeMismatchField = Type.Optional(Type.Boolean());
export const ActivateCodeBody = Type.Object(
  { code: CodeField, profile_id: Type.Optional(Id), accept_grade_mismatch: AcceptGradeMismatchField },
  strict,
);
export type ActivateCodeRequest = Static<typeof ActivateCodeBody>;
export const ActivateCodeNoTokenBody = Type.Object(
  {
    phone: Type.String({ minLength: 1, maxLength: 20 }),
    code: CodeField,
    accept_grade_mismatch: AcceptGradeMismatchField,
  },
  strict,
);
export type ActivateCodeNoTokenRequest = Static<typeof ActivateCodeNoTokenBody>;
