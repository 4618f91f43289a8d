/**
 * Monthly learning report (issue 15, ADR 0010): the report, its share links and the /link resolver.
 * A report is a set of sections, one per area. Each section says honestly whether it has data
 * ('ready'), had nothing this month ('empty') or cannot be computed yet ('unavailable': the area's
 * data source is not wired in) — never zeros presented as results.
 */
import { type Static, type TSchema, Type } from 'typebox';

const strict = { additionalProperties: false } as const;
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** 'YYYY-MM', a month in Vietnam time. */
export const MonthField = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', minLength: 7, maxLength: 7 });
export const ProfileIdField = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const SectionUnavailable = Type.Object({
  status: Type.Literal('unavailable'),
  /** Vietnamese, shown to the parent. */
  reason: Type.String(),
});
export const SectionEmpty = Type.Object({ status: Type.Literal('empty') });
const section = <T extends TSchema>(data: T) =>
  Type.Union([Type.Object({ status: Type.Literal('ready'), data }), SectionEmpty, SectionUnavailable]);

export const AttendedSession = Type.Object({
  id: Type.Integer(),
  startsAt: Type.String(),
  title: Type.String(),
  courseTitle: Type.String(),
  /** 'Thầy …' / 'Cô …'. */
  teacherName: Nullable(Type.String()),
  /** 'GV chuyên', 'GV luyện tập', 'GV phòng luyện tập'. */
  teacherTitle: Nullable(Type.String()),
  attended: Type.Boolean(),
  joinedAt: Nullable(Type.String()),
});
export type AttendedSession = Static<typeof AttendedSession>;

export const AttendanceCounts = Type.Object({
  attended: Type.Integer(),
  scheduled: Type.Integer(),
  /** Whole percent of scheduled sessions attended. */
  rate: Type.Integer(),
});
export type AttendanceCounts = Static<typeof AttendanceCounts>;

export const AttendanceWeek = Type.Object({
  /** Monday of the week, 'YYYY-MM-DD' (Vietnam time). */
  weekStart: Type.String(),
  label: Type.String(),
  attended: Type.Integer(),
  missed: Type.Integer(),
});
export type AttendanceWeek = Static<typeof AttendanceWeek>;

export const AttendanceData = Type.Object({
  ...AttendanceCounts.properties,
  missed: Type.Integer(),
  /** The previous month's figures, null when it had no scheduled session. */
  previous: Nullable(AttendanceCounts),
  weeks: Type.Array(AttendanceWeek),
  /** Evidence: every session counted, attended or missed. */
  sessions: Type.Array(AttendedSession),
});
export type AttendanceData = Static<typeof AttendanceData>;

export const LessonUnit = Type.Object({
  title: Type.String(),
  courseTitle: Type.String(),
  sessionId: Type.Integer(),
  date: Type.String(),
});
export const LessonsData = Type.Object({ units: Type.Array(LessonUnit) });
export type LessonsData = Static<typeof LessonsData>;

export const TeacherComment = Type.Object({
  teacherName: Nullable(Type.String()),
  teacherTitle: Nullable(Type.String()),
  comment: Type.String(),
  createdAt: Type.String(),
});
export const TeacherCommentsData = Type.Object({ comments: Type.Array(TeacherComment) });
export type TeacherCommentsData = Static<typeof TeacherCommentsData>;

/*
 * The slots below are filled by areas built in parallel (club, loyalty, practice and speak,
 * contest). Their data shapes are fixed here so the integrator only writes the source function.
 */
export const SkillAccuracy = Type.Object({
  /** 'listening' | 'speaking' | 'reading' | 'writing' | 'vocabulary' | 'grammar' … */
  skill: Type.String(),
  label: Type.String(),
  /** Whole percent of correct answers, null when no question of this skill was answered. */
  accuracy: Nullable(Type.Integer()),
  previousAccuracy: Nullable(Type.Integer()),
});
export const PracticeData = Type.Object({
  perSkill: Type.Array(SkillAccuracy),
  /** Evidence: the practice sessions of the month. */
  sessions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      startedAt: Type.String(),
      skill: Type.String(),
      correct: Type.Integer(),
      total: Type.Integer(),
    }),
  ),
});
export type PracticeData = Static<typeof PracticeData>;

export const SpeakData = Type.Object({
  averageScore: Type.Integer(),
  previousAverageScore: Nullable(Type.Integer()),
  /** Evidence and trend: each speaking attempt with its 0–100 score. */
  attempts: Type.Array(
    Type.Object({ id: Type.Integer(), at: Type.String(), topic: Type.String(), score: Type.Integer() }),
  ),
});
export type SpeakData = Static<typeof SpeakData>;

export const ClubData = Type.Object({
  approved: Type.Integer(),
  rejected: Type.Integer(),
  posts: Type.Array(
    Type.Object({
      id: Type.Integer(),
      createdAt: Type.String(),
      status: Type.String(),
      excerpt: Type.String(),
    }),
  ),
});
export type ClubData = Static<typeof ClubData>;

export const LoyaltyData = Type.Object({
  trophiesEarned: Type.Integer(),
  diamondsEarned: Type.Integer(),
  entries: Type.Array(
    Type.Object({
      at: Type.String(),
      currency: Type.Union([Type.Literal('trophy'), Type.Literal('diamond')]),
      amount: Type.Integer(),
      reason: Type.String(),
    }),
  ),
});
export type LoyaltyData = Static<typeof LoyaltyData>;

export const ContestData = Type.Object({
  results: Type.Array(
    Type.Object({
      roundName: Type.String(),
      score: Type.Integer(),
      rank: Nullable(Type.Integer()),
      medal: Nullable(Type.String()),
      at: Type.String(),
    }),
  ),
});
export type ContestData = Static<typeof ContestData>;

export const ReportSections = Type.Object({
  attendance: section(AttendanceData),
  lessons: section(LessonsData),
  teacherComments: section(TeacherCommentsData),
  practice: section(PracticeData),
  speak: section(SpeakData),
  club: section(ClubData),
  loyalty: section(LoyaltyData),
  contest: section(ContestData),
});
export type ReportSections = Static<typeof ReportSections>;
export type SectionKey = keyof ReportSections;

export const MonthlyReport = Type.Object({
  profileId: Type.Integer(),
  profileName: Type.String(),
  month: Type.String(),
  previousMonth: Type.String(),
  /** True when at least one section has data: otherwise the page says the month is empty. */
  hasData: Type.Boolean(),
  generatedAt: Type.String(),
  sections: ReportSections,
});
export type MonthlyReport = Static<typeof MonthlyReport>;

/** GET /main/report/monthly — without profile_id: the profile the access token is bound to (/app). */
export const MonthlyReportQuery = Type.Object(
  { profile_id: Type.Optional(ProfileIdField), month: MonthField },
  strict,
);
export type MonthlyReportQuery = Static<typeof MonthlyReportQuery>;

export const ShareLink = Type.Object({
  id: Type.Integer(),
  month: Type.String(),
  profileId: Type.Integer(),
  /** The SPA path '/link?token=…' (relative: the origin is the browser's). */
  path: Type.String(),
  expiresAt: Type.String(),
  createdAt: Type.String(),
});
export type ShareLink = Static<typeof ShareLink>;

/** POST /main/report/share-links */
export const CreateShareLinkBody = Type.Object({ profile_id: ProfileIdField, month: MonthField }, strict);
export type CreateShareLinkBody = Static<typeof CreateShareLinkBody>;

/** GET /main/report/share-links */
export const ListShareLinksQuery = Type.Object({ profile_id: ProfileIdField, month: MonthField }, strict);
export type ListShareLinksQuery = Static<typeof ListShareLinksQuery>;
export const ShareLinkList = Type.Array(ShareLink);

/** POST /main/report/share-links/:id/revoke */
export const ShareLinkParams = Type.Object({ id: ProfileIdField }, strict);
export const RevokedShareLink = Type.Object({ id: Type.Integer(), revoked: Type.Boolean() });

/** GET /main/link/report?token= — no login: the token is the permission. */
export const SharedReportQuery = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 200 }) },
  strict,
);
export type SharedReportQuery = Static<typeof SharedReportQuery>;
export const SharedReport = Type.Object({ report: MonthlyReport, expiresAt: Type.String() });
export type SharedReport = Static<typeof SharedReport>;
