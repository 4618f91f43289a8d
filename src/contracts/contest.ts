/**
 * Contracts of the contest API (/contest/api/contest/...) and of GET /main/user/rank-contest-info:
 * one TypeBox schema per endpoint, used by the server routes and, as `import type`, by src/api.
 */
import { type Static, Type } from 'typebox';
import { Id, IdFields, LiteralUnion, Nullable, OtpCode, PageOf, strict } from './common';

const Phone = Type.String({ minLength: 9, maxLength: 15, pattern: '^\\+?[0-9]{9,14}$' });
const Grade = Type.Integer({ minimum: 1, maximum: 12 });
const Page = Type.Integer({ minimum: 0, maximum: 100_000, default: 0 });
const Size = Type.Integer({ minimum: 1, maximum: 100, default: 20 });
const DateTime = Type.String({ format: 'date-time' });

// ── Entities ──────────────────────────────────────────────────────────────────────────────────

export const ContestRole = LiteralUnion('pupil', 'school_admin', 'province_admin');
export type ContestRole = Static<typeof ContestRole>;

export const ContestProfile = Type.Object({
  /** The contest profile id (the `profileId` of student ranking rows). */
  id: Type.Integer(),
  /** The linked main-app profile, if any. */
  mainProfileId: Nullable(Type.Integer()),
  name: Type.String(),
  role: ContestRole,
  grade: Nullable(Type.Integer()),
  className: Nullable(Type.String()),
  schoolId: Nullable(Type.Integer()),
  schoolName: Nullable(Type.String()),
  provinceId: Type.Integer(),
  provinceName: Type.String(),
});
export type ContestProfile = Static<typeof ContestProfile>;

export const ContestSession = Type.Object({ token: Type.String(), profile: ContestProfile });
export type ContestSession = Static<typeof ContestSession>;

export const RoundStatus = LiteralUnion('upcoming', 'open', 'closed');
export type RoundStatus = Static<typeof RoundStatus>;

export const ContestRound = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  grade: Nullable(Type.Integer()),
  startTime: DateTime,
  endTime: DateTime,
  durationMinutes: Type.Integer(),
  status: RoundStatus,
  allowRetries: Type.Boolean(),
  questionCount: Type.Integer(),
});
export type ContestRound = Static<typeof ContestRound>;

export const AttemptStatus = LiteralUnion('in_progress', 'submitted', 'timed_out');
export type AttemptStatus = Static<typeof AttemptStatus>;

export const AttemptSummary = Type.Object({
  attemptId: Type.Integer(),
  status: AttemptStatus,
  deadline: DateTime,
  score: Nullable(Type.Integer()),
  /** Milliseconds from start to submit (or to the deadline). */
  timeUsed: Nullable(Type.Integer()),
});
export type AttemptSummary = Static<typeof AttemptSummary>;

export const RoundWithAttempt = Type.Object({
  ...ContestRound.properties,
  myAttempt: Nullable(AttemptSummary),
});
export type RoundWithAttempt = Static<typeof RoundWithAttempt>;

export const QuestionKind = LiteralUnion('choice', 'fill', 'listening', 'ordering');
export type QuestionKind = Static<typeof QuestionKind>;

/** choice/listening: an option id; fill: the text; ordering: the item ids in order. */
export const Answer = Type.Union([
  Type.String({ maxLength: 200 }),
  Type.Array(Type.String({ maxLength: 20 }), { maxItems: 20 }),
]);
export type Answer = Static<typeof Answer>;

/** A question as a pupil sees it: never its correct answer. */
export const PublicQuestion = Type.Object({
  id: Type.Integer(),
  position: Type.Integer(),
  kind: QuestionKind,
  prompt: Type.String(),
  audioUrl: Nullable(Type.String()),
  options: Type.Array(Type.Object({ id: Type.String(), text: Type.String() })),
  points: Type.Integer(),
});
export type PublicQuestion = Static<typeof PublicQuestion>;

export const SavedAnswer = Type.Object({ questionId: Type.Integer(), answer: Answer });
export type SavedAnswer = Static<typeof SavedAnswer>;

export const AttemptView = Type.Object({
  ...AttemptSummary.properties,
  roundId: Type.Integer(),
  roundName: Type.String(),
  startedAt: DateTime,
  /** The server's clock when it answered, so the SPA can correct for a skewed device clock. */
  serverNow: DateTime,
  questions: Type.Array(PublicQuestion),
  answers: Type.Array(SavedAnswer),
});
export type AttemptView = Static<typeof AttemptView>;

export const MedalLevelSchema = LiteralUnion('G', 'S', 'B', 'C');

/** One row of any of the five rankings: the ranked entity's ids and names, rank, score, medal. */
export const RankingRow = Type.Object({
  rank: Type.Integer(),
  rankLevel: MedalLevelSchema,
  rankLevelName: Type.String(),
  /** A pupil's points, or a school's or province's average. */
  score: Type.Number(),
  provinceId: Type.Integer(),
  provinceName: Type.String(),
  schoolId: Type.Optional(Type.Integer()),
  schoolName: Type.Optional(Type.String()),
  profileId: Type.Optional(Type.Integer()),
  studentName: Type.Optional(Type.String()),
  grade: Type.Optional(Type.Integer()),
  className: Type.Optional(Nullable(Type.String())),
  timeUsed: Type.Optional(Type.Integer()),
  participants: Type.Optional(Type.Integer()),
});
export type RankingRow = Static<typeof RankingRow>;

export const RankingPage = PageOf(RankingRow);
export type RankingPage = Static<typeof RankingPage>;

export const TeamMember = Type.Object({
  teamId: Type.Integer(),
  profileId: Type.Integer(),
  teamInfo: Type.String(),
  totalScore: Type.Integer(),
  name: Type.String(),
});
export type TeamMember = Static<typeof TeamMember>;

// ── Auth ──────────────────────────────────────────────────────────────────────────────────────

export const RegisterBody = Type.Object(
  {
    phone: Phone,
    name: Type.String({ minLength: 1, maxLength: 120 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
    schoolId: Id,
    grade: Grade,
    className: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  },
  strict,
);
export type RegisterBody = Static<typeof RegisterBody>;

export const OtpSent = Type.Object({ sent: Type.Boolean(), expiresInSeconds: Type.Integer() });
export type OtpSent = Static<typeof OtpSent>;

export const SendOtpBody = Type.Object({ phone: Phone }, strict);
export type SendOtpBody = Static<typeof SendOtpBody>;

export const VerifyOtpBody = Type.Object({ phone: Phone, otp: OtpCode }, strict);
export type VerifyOtpBody = Static<typeof VerifyOtpBody>;

export const LoginBody = Type.Object(
  { phone: Phone, password: Type.String({ minLength: 1, maxLength: 128 }) },
  strict,
);
export type LoginBody = Static<typeof LoginBody>;

export const AutoLoginBody = Type.Object({}, strict);

// ── Schools and places ────────────────────────────────────────────────────────────────────────

export const StudentNumberBody = Type.Object(
  { schoolId: Id, studentNumber: Type.Integer({ minimum: 0, maximum: 100_000 }) },
  strict,
);
export type StudentNumberBody = Static<typeof StudentNumberBody>;
export const StudentNumberData = Type.Object({
  schoolId: Type.Integer(),
  studentNumber: Type.Integer(),
  /** Contest pupils of the school registered so far. */
  registeredNumber: Type.Integer(),
});
export type StudentNumberData = Static<typeof StudentNumberData>;

export const PhoneQuery = Type.Object({ phoneNumber: Phone }, strict);
export const ContestSchool = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  provinceId: Type.Integer(),
  provinceName: Type.String(),
});
export type ContestSchool = Static<typeof ContestSchool>;

/** The registration's school picker: schools of a province, searched by name (accents optional), paged. */
export const SchoolSearchQuery = Type.Object(
  {
    provinceId: Id,
    /** Words of the school's name, with or without diacritics; empty lists every school. */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    page: Page,
    size: Size,
  },
  strict,
);
export type SchoolSearchQuery = Static<typeof SchoolSearchQuery>;
export const SchoolSearchPage = PageOf(ContestSchool);
export type SchoolSearchPage = Static<typeof SchoolSearchPage>;

// ── Rounds and attempts ───────────────────────────────────────────────────────────────────────

export const RoundQuery = IdFields('roundId');
/** Staff's recompute of a round's rankings, accepted (202): the job to follow with RankJob. */
export const RoundRecompute = Type.Object({ roundId: Type.Integer(), jobId: Type.Integer() }, strict);
export type RoundRecompute = Static<typeof RoundRecompute>;
export const RankJobParams = IdFields('jobId');
/**
 * A materialisation of a round's rankings (a round's close or a staff recompute): pending while
 * `finishedAt` is null; `rankedAt` is when the round's rankings were last written, by any job.
 */
export const RankJob = Type.Object(
  {
    jobId: Type.Integer(),
    roundId: Type.Integer(),
    reason: LiteralUnion('close', 'admin'),
    requestedAt: DateTime,
    finishedAt: Nullable(DateTime),
    rankedAt: Nullable(DateTime),
  },
  strict,
);
export type RankJob = Static<typeof RankJob>;
export const RoundInfo = Type.Object({ ...ContestRound.properties, participants: Type.Integer() });
export type RoundInfo = Static<typeof RoundInfo>;

export const StartAttemptBody = IdFields('roundId');
export const AttemptParams = IdFields('attemptId');
export const AnswerParams = IdFields('attemptId', 'questionId');
export const SaveAnswerBody = Type.Object({ answer: Answer }, strict);
export type SaveAnswerBody = Static<typeof SaveAnswerBody>;
export const AnswerSaved = Type.Object({
  questionId: Type.Integer(),
  savedAt: DateTime,
});
export type AnswerSaved = Static<typeof AnswerSaved>;
export const SubmitResult = Type.Object({
  score: Type.Integer(),
  timeUsed: Type.Integer(),
  status: AttemptStatus,
});
export type SubmitResult = Static<typeof SubmitResult>;

// ── Rankings and exports ──────────────────────────────────────────────────────────────────────

export const ProvinceRankingQuery = Type.Object({ roundId: Id, page: Page, size: Size }, strict);
export const SchoolGradeRankingQuery = Type.Object(
  { roundId: Id, grade: Grade, provinceId: Type.Optional(Id), page: Page, size: Size },
  strict,
);
export const SchoolProvinceRankingQuery = Type.Object(
  { roundId: Id, provinceId: Type.Optional(Id), page: Page, size: Size },
  strict,
);
export const StudentSchoolRankingQuery = Type.Object(
  { roundId: Id, schoolId: Type.Optional(Id), grade: Type.Optional(Grade), page: Page, size: Size },
  strict,
);
export const StudentProvinceRankingQuery = Type.Object(
  { roundId: Id, provinceId: Type.Optional(Id), grade: Type.Optional(Grade), page: Page, size: Size },
  strict,
);
export type ProvinceRankingQuery = Static<typeof ProvinceRankingQuery>;
export type SchoolGradeRankingQuery = Static<typeof SchoolGradeRankingQuery>;
export type SchoolProvinceRankingQuery = Static<typeof SchoolProvinceRankingQuery>;
export type StudentSchoolRankingQuery = Static<typeof StudentSchoolRankingQuery>;
export type StudentProvinceRankingQuery = Static<typeof StudentProvinceRankingQuery>;

/** The path segment of each of the five rankings of SPEC §7: GET /api/contest/ranking/{kind}. */
export type RankingKind =
  | 'province'
  | 'school/grade'
  | 'school/province'
  | 'student/school'
  | 'student/province';
/** Any ranking's query: roundId, page and size, and every filter one of the five takes, each optional. */
export type RankingQuery = StudentProvinceRankingQuery & Pick<StudentSchoolRankingQuery, 'schoolId'>;

export const MyRanking = Type.Object({
  studentInSchool: Nullable(RankingRow),
  studentInProvince: Nullable(RankingRow),
  schoolInProvince: Nullable(RankingRow),
  schoolInGrade: Nullable(RankingRow),
  province: Nullable(RankingRow),
});
export type MyRanking = Static<typeof MyRanking>;

export const SchoolExportQuery = Type.Object(
  { roundId: Id, schoolId: Type.Optional(Id), grade: Type.Optional(Grade) },
  strict,
);
export const ProvinceExportQuery = Type.Object(
  { roundId: Id, provinceId: Type.Optional(Id), grade: Type.Optional(Grade) },
  strict,
);
export type SchoolExportQuery = Static<typeof SchoolExportQuery>;
export type ProvinceExportQuery = Static<typeof ProvinceExportQuery>;

export const TeamQuery = Type.Object({}, strict);
export const TeamData = Nullable(
  Type.Object({ teamId: Type.Integer(), teamInfo: Type.String(), members: Type.Array(TeamMember) }),
);
export type TeamData = Static<typeof TeamData>;

// ── Contest participation (SPEC §7, asked with the main session's headers) ────────────────────

export const UserContestDataQuery = IdFields('profileId');
export type UserContestDataQuery = Static<typeof UserContestDataQuery>;
export const UserContestData = Type.Object({ isContest: Type.Boolean() });
export type UserContestData = Static<typeof UserContestData>;

// ── Main app ──────────────────────────────────────────────────────────────────────────────────

export const RankContestInfoQuery = IdFields('profile_id');
export const RankContestInfo = Nullable(
  Type.Object({
    roundId: Type.Integer(),
    roundName: Type.String(),
    score: Type.Integer(),
    rank: Type.Integer(),
    totalElements: Type.Integer(),
    rankLevel: MedalLevelSchema,
    rankLevelName: Type.String(),
  }),
);
export type RankContestInfo = Static<typeof RankContestInfo>;
