/**
 * AI Practice endpoints of the main API (issue 14, ADR 0008): one TypeBox schema per endpoint, used
 * by the server route (validation, serialisation, OpenAPI) and, as `Static<>` types, by src/api.
 */
import { type Static, Type } from 'typebox';
import { Id, IdFields, LiteralUnion, Nullable, strict } from './common';

export const ProfileQuery = IdFields('profile_id');
export type ProfileQuery = Static<typeof ProfileQuery>;

export const PracticeSkill = LiteralUnion('vocabulary', 'grammar', 'listening');
export type PracticeSkill = Static<typeof PracticeSkill>;

export const PracticeItemKind = LiteralUnion(
  'picture',
  'multiple_choice',
  'fill_gap',
  'word_order',
  'listening',
  'matching',
);
export type PracticeItemKind = Static<typeof PracticeItemKind>;

export const PracticeUnit = Type.Object({
  id: Type.Integer(),
  grade: Type.Integer(),
  title: Type.String(),
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

export const PracticeUnitsData = Type.Object({ units: Type.Array(PracticeUnit) });
export type PracticeUnitsData = Static<typeof PracticeUnitsData>;

/** An item as the pupil sees it: never its answer. */
export const PracticeItem = Type.Object({
  id: Type.Integer(),
  kind: PracticeItemKind,
  skill: PracticeSkill,
  difficulty: Type.Integer(),
  prompt: Type.String(),
  text: Type.Optional(Type.String()),
  picture: Type.Optional(Type.String()),
  audioText: Type.Optional(Type.String()),
  choices: Type.Optional(Type.Array(Type.String())),
  words: Type.Optional(Type.Array(Type.String())),
  left: Type.Optional(Type.Array(Type.String())),
  right: Type.Optional(Type.Array(Type.String())),
});
export type PracticeItem = Static<typeof PracticeItem>;

export const AnswerResult = Type.Object({
  itemId: Type.Integer(),
  correct: Type.Boolean(),
  correctAnswer: Type.String(),
  /** Shown after a wrong answer; null when the answer was right. */
  explanation: Nullable(Type.String()),
});
export type AnswerResult = Static<typeof AnswerResult>;

export const StartSessionBody = IdFields('profile_id', 'unit_id');
export type StartSessionBody = Static<typeof StartSessionBody>;

export const PracticeSessionData = Type.Object({
  sessionId: Type.Integer(),
  unit: Type.Object({ id: Type.Integer(), grade: Type.Integer(), title: Type.String() }),
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
