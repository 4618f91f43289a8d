/**
 * Monthly learning report (issue 15, ADR 0010): the report, its share links and the /link resolver.
 * A report is a set of sections, one per area. Each section says honestly whether it has data
 * ('ready'), had nothing this month ('empty') or cannot be computed yet ('unavailable': the area's
 * data source is not wired in) — never zeros presented as results.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { Id, IdFields, LiteralUnion, Nullable, strict } from './common';

/** 'YYYY-MM', a month in Vietnam time. */
export const MonthField = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', minLength: 7, maxLength: 7 });
export const ProfileIdField = Id;

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
 * Sections read from the other areas' tables (AI Practice, AI Speak, club, loyalty, contest). Each
 * carries its evidence: the rows it counts, so every figure can be checked by the parent.
 */
export const SkillAccuracy = Type.Object({
  /** 'vocabulary' | 'grammar' | 'listening' (practice items' skills). */
  skill: Type.String(),
  label: Type.String(),
  answered: Type.Integer(),
  correct: Type.Integer(),
  /** Whole percent of correct answers, null when no question of this skill was answered. */
  accuracy: Nullable(Type.Integer()),
  previousAccuracy: Nullable(Type.Integer()),
});
export type SkillAccuracy = Static<typeof SkillAccuracy>;
export const PracticeSession = Type.Object({
  id: Type.Integer(),
  startedAt: Type.String(),
  unitTitle: Type.String(),
  /** Answers given in the session, and how many were right. */
  correct: Type.Integer(),
  total: Type.Integer(),
  finished: Type.Boolean(),
});
export type PracticeSession = Static<typeof PracticeSession>;
export const PracticeData = Type.Object({
  sessionCount: Type.Integer(),
  /** Sessions of the previous month, null when it had none. */
  previousSessionCount: Nullable(Type.Integer()),
  answered: Type.Integer(),
  correct: Type.Integer(),
  accuracy: Type.Integer(),
  previousAccuracy: Nullable(Type.Integer()),
  perSkill: Type.Array(SkillAccuracy),
  /** Evidence: the practice sessions of the month. */
  sessions: Type.Array(PracticeSession),
});
export type PracticeData = Static<typeof PracticeData>;

export const SpeakAttempt = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  topic: Type.String(),
  /** The sentence the pupil was asked to say. */
  prompt: Type.String(),
  score: Type.Integer(),
});
export type SpeakAttempt = Static<typeof SpeakAttempt>;
export const SpeakWeek = Type.Object({
  weekStart: Type.String(),
  label: Type.String(),
  attempts: Type.Integer(),
  /** Average score of the week's attempts, null when there was none. */
  average: Nullable(Type.Integer()),
});
export const SpeakData = Type.Object({
  averageScore: Type.Integer(),
  previousAverageScore: Nullable(Type.Integer()),
  previousAttemptCount: Nullable(Type.Integer()),
  /** The speaking trend: average score per week of the month. */
  weeks: Type.Array(SpeakWeek),
  /** Evidence: each speaking attempt with its 0–100 score. */
  attempts: Type.Array(SpeakAttempt),
});
export type SpeakData = Static<typeof SpeakData>;

export const ClubPost = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  status: LiteralUnion('APPROVED', 'REJECTED', 'PENDING'),
  excerpt: Type.String(),
  likes: Type.Integer(),
});
export type ClubPost = Static<typeof ClubPost>;
export const ClubData = Type.Object({
  approved: Type.Integer(),
  rejected: Type.Integer(),
  pending: Type.Integer(),
  /** Likes the month's posts have received (the sum of the posts' likes below). */
  likesReceived: Type.Integer(),
  /** Posts of the previous month, null when it had none. */
  previousPostCount: Nullable(Type.Integer()),
  posts: Type.Array(ClubPost),
});
export type ClubData = Static<typeof ClubData>;

export const LoyaltyEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  currency: LiteralUnion('trophy', 'diamond'),
  amount: Type.Integer(),
  /** Vietnamese: why it was earned ('Đi học: …'). */
  reason: Type.String(),
});
export type LoyaltyEntry = Static<typeof LoyaltyEntry>;
export const LoyaltyData = Type.Object({
  trophiesEarned: Type.Integer(),
  diamondsEarned: Type.Integer(),
  /** The previous month's earnings, null when it earned nothing. */
  previous: Nullable(Type.Object({ trophiesEarned: Type.Integer(), diamondsEarned: Type.Integer() })),
  /** Evidence: the ledger entries that earned them (spending is not earning and is not listed). */
  entries: Type.Array(LoyaltyEntry),
});
export type LoyaltyData = Static<typeof LoyaltyData>;

export const ContestResult = Type.Object({
  roundId: Type.Integer(),
  roundName: Type.String(),
  /** The round's counted score (the ranked result, or the best attempt before ranking). */
  score: Type.Integer(),
  attempts: Type.Integer(),
  /** Rank among the pupils of the province and grade, when the round is ranked. */
  rank: Nullable(Type.Integer()),
  groupSize: Nullable(Type.Integer()),
  /** 'Vàng' | 'Bạc' | 'Đồng' | 'Khuyến khích', with the rank. */
  medal: Nullable(Type.String()),
  at: Type.String(),
});
export type ContestResult = Static<typeof ContestResult>;
export const ContestData = Type.Object({ results: Type.Array(ContestResult) });
export type ContestData = Static<typeof ContestData>;

/** The daily goal of the month (issue 33, ADR 0014): days met or repaired, and the streak. */
export const DailyGoalData = Type.Object({
  daysMet: Type.Integer(),
  daysRepaired: Type.Integer(),
  /** Days of the month so far (the whole month once it is over). */
  daysSoFar: Type.Integer(),
  /** The longest run of days in the month. */
  longestStreak: Type.Integer(),
  /** The streak at the month's end (or now, in the current month). */
  streak: Type.Integer(),
  /** Evidence: each day of the month so far, 'YYYY-MM-DD' and its status. */
  days: Type.Array(
    Type.Object({
      day: Type.String(),
      status: LiteralUnion('met', 'repaired', 'missed', 'pending', 'future'),
    }),
  ),
});
export type DailyGoalData = Static<typeof DailyGoalData>;

export const ReportSections = Type.Object({
  attendance: section(AttendanceData),
  lessons: section(LessonsData),
  teacherComments: section(TeacherCommentsData),
  practice: section(PracticeData),
  dailyGoal: section(DailyGoalData),
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
export const ShareLinkParams = IdFields('id');
export const RevokedShareLink = Type.Object({ id: Type.Integer(), revoked: Type.Boolean() });

/** GET /main/link/report?token= — no login: the token is the permission. */
export const SharedReportQuery = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 200 }) },
  strict,
);
export type SharedReportQuery = Static<typeof SharedReportQuery>;
export const SharedReport = Type.Object({ report: MonthlyReport, expiresAt: Type.String() });
export type SharedReport = Static<typeof SharedReport>;
