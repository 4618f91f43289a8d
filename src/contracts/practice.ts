/**
 * AI Practice endpoints of the main API (issue 14, ADR 0008): one TypeBox schema per endpoint, used
 * by the server route (validation, serialisation, OpenAPI) and, as `Static<>` types, by src/api.
 */
import { type Static, Type } from 'typebox';
import { DateField, Id, IdFields, LiteralUnion, Nullable, strict } from './common';

export const ProfileQuery = IdFields('profile_id');
export type ProfileQuery = Static<typeof ProfileQuery>;

/** The grades that have practice content (curriculum v1, issue 33). */
export const PracticeGrade = Type.Integer({ minimum: 1, maximum: 9 });

/** `grade` picks another grade's units than the profile's own. */
export const UnitsQuery = Type.Object({ profile_id: Id, grade: Type.Optional(PracticeGrade) }, strict);
export type UnitsQuery = Static<typeof UnitsQuery>;

export const PracticeSkill = LiteralUnion('vocabulary', 'grammar', 'listening', 'reading', 'writing');
export type PracticeSkill = Static<typeof PracticeSkill>;

/** The item kinds of the curriculum format v1 (ADR 0014). */
export const PracticeItemKind = LiteralUnion(
  'picture_match',
  'gap_fill',
  'word_order',
  'listening_choice',
  'reading_tf',
  'short_writing',
);
export type PracticeItemKind = Static<typeof PracticeItemKind>;

export const PracticeUnit = Type.Object({
  id: Type.Integer(),
  grade: Type.Integer(),
  title: Type.String(),
  /** Vietnamese title. */
  titleVi: Type.String(),
  /** The programme's theme (family, food, travel…). */
  theme: Type.String(),
  itemCount: Type.Integer(),
  /** Items answered right at least once. */
  masteredCount: Type.Integer(),
  /** masteredCount / itemCount, 0–100. */
  progressPercent: Type.Integer(),
  dueReviews: Type.Integer(),
  /** The unit belongs to the profile's grade. */
  recommended: Type.Boolean(),
});
export type PracticeUnit = Static<typeof PracticeUnit>;

export const PracticeUnitsData = Type.Object({
  /** The grade listed: the one asked for, else the profile's own (grades above 9 see grade 9). */
  grade: Type.Integer(),
  /** Every grade that has units, for the grade picker. */
  grades: Type.Array(Type.Integer()),
  units: Type.Array(PracticeUnit),
});
export type PracticeUnitsData = Static<typeof PracticeUnitsData>;

/** An item as the pupil sees it: never its answer. */
export const PracticeItem = Type.Object({
  id: Type.Integer(),
  kind: PracticeItemKind,
  skill: PracticeSkill,
  difficulty: Type.Integer(),
  /** Vietnamese instruction (a writing item's own task). */
  prompt: Type.String(),
  /** gap_fill: the sentence with its ___. */
  text: Type.Optional(Type.String()),
  picture: Type.Optional(Type.String()),
  choices: Type.Optional(Type.Array(Type.String())),
  /** word_order: the words to put in order. */
  words: Type.Optional(Type.Array(Type.String())),
  /** listening_choice: the Vietnamese question about what is heard. */
  question: Type.Optional(Type.String()),
  /** listening_choice: play GET /practice/items/:id/audio (the text heard is never sent). */
  hasAudio: Type.Optional(Type.Boolean()),
  /** reading_tf: the passage and the statement to judge ('true' or 'false'). */
  passage: Type.Optional(Type.String()),
  statement: Type.Optional(Type.String()),
});
export type PracticeItem = Static<typeof PracticeItem>;

export const AnswerResult = Type.Object({
  itemId: Type.Integer(),
  correct: Type.Boolean(),
  /** The right answer as shown ('Đúng'/'Sai' for a reading statement). */
  correctAnswer: Type.String(),
  /** Shown after a wrong answer (Vietnamese, about this very mistake); null when the answer was right. */
  explanation: Nullable(Type.String()),
  /** An English example of the right use, after a wrong answer. */
  example: Nullable(Type.String()),
});
export type AnswerResult = Static<typeof AnswerResult>;

export const StartSessionBody = IdFields('profile_id', 'unit_id');
export type StartSessionBody = Static<typeof StartSessionBody>;

export const PracticeSessionData = Type.Object({
  sessionId: Type.Integer(),
  unit: Type.Object({
    id: Type.Integer(),
    grade: Type.Integer(),
    title: Type.String(),
    titleVi: Type.String(),
  }),
  items: Type.Array(PracticeItem),
  /** Answers already given: a session left mid-way resumes where it stopped. */
  answered: Type.Array(AnswerResult),
  resumed: Type.Boolean(),
  /** The difficulty new items were chosen at (1–3), from recent accuracy. */
  targetDifficulty: Type.Integer(),
});
export type PracticeSessionData = Static<typeof PracticeSessionData>;

export const SessionParams = IdFields('sessionId');
export type SessionParams = Static<typeof SessionParams>;

export const ItemParams = IdFields('itemId');
export type ItemParams = Static<typeof ItemParams>;

export const AnswerBody = Type.Object({ item_id: Id, answer: Type.String({ maxLength: 500 }) }, strict);
export type AnswerBody = Static<typeof AnswerBody>;

export const SessionSummary = Type.Object({
  sessionId: Type.Integer(),
  unitTitle: Type.String(),
  total: Type.Integer(),
  answered: Type.Integer(),
  correct: Type.Integer(),
  /** Diamonds granted for this session (once, when every item was answered). */
  diamonds: Type.Integer(),
  finishedAt: Type.String(),
});
export type SessionSummary = Static<typeof SessionSummary>;

export const SkillProgress = Type.Object({
  unitId: Type.Integer(),
  unitTitle: Type.String(),
  grade: Type.Integer(),
  skill: PracticeSkill,
  answered: Type.Integer(),
  correct: Type.Integer(),
  accuracyPercent: Type.Integer(),
});
export type SkillProgress = Static<typeof SkillProgress>;

export const PracticeProgressData = Type.Object({
  sessionsFinished: Type.Integer(),
  cardsDue: Type.Integer(),
  skills: Type.Array(SkillProgress),
});
export type PracticeProgressData = Static<typeof PracticeProgressData>;

// ── Daily goal and streak (issue 33, ADR 0014; rules in src/domain/daily-goal.ts) ──────────────

export const GoalDayStatus = LiteralUnion('met', 'repaired', 'missed', 'pending', 'future');
export type GoalDayStatus = Static<typeof GoalDayStatus>;

export const GoalDay = Type.Object({
  /** 'YYYY-MM-DD', Vietnam time. */
  day: Type.String(),
  status: GoalDayStatus,
});
export type GoalDay = Static<typeof GoalDay>;

export const DailyGoal = Type.Object({
  /** Today in Vietnam, 'YYYY-MM-DD'. */
  today: Type.String(),
  /** Practice questions answered today, and the goal's number. */
  practiceItems: Type.Integer(),
  practiceTarget: Type.Integer(),
  /** Every prompt of one AI Speak topic spoken today. */
  speakTopicDone: Type.Boolean(),
  met: Type.Boolean(),
  /** Days in a row (today included once met). */
  streak: Type.Integer(),
  /** Yesterday, missed and repairable now (once a week, for diamonds); null otherwise. */
  repair: Nullable(Type.Object({ day: Type.String(), cost: Type.Integer(), affordable: Type.Boolean() })),
  /** This week, Monday to Sunday. */
  week: Type.Array(GoalDay),
});
export type DailyGoal = Static<typeof DailyGoal>;

export const RepairStreakBody = Type.Object({ profile_id: Id, day: DateField }, strict);
export type RepairStreakBody = Static<typeof RepairStreakBody>;
