/**
 * AI Speak endpoints of the main API (issue 14, ADR 0008): topics with prompts, server-side scoring
 * of a recording, attempts (scores only, never audio) and progress per topic.
 */
import { type Static, Type } from 'typebox';
import { Id, IdFields, LiteralUnion, Nullable, strict } from './common';

export const SpeakProfileQuery = IdFields('profile_id');
export type SpeakProfileQuery = Static<typeof SpeakProfileQuery>;

export const SpeakPromptKind = LiteralUnion('repeat', 'answer', 'free_talk');

export const SpeakPrompt = Type.Object({
  id: Type.Integer(),
  position: Type.Integer(),
  kind: SpeakPromptKind,
  /** Vietnamese instruction. */
  instruction: Type.String(),
  /** The sentence to repeat, the question, or the free-talk theme (English). */
  modelText: Type.String(),
  acceptedPatterns: Type.Array(Type.String()),
  maxSeconds: Type.Integer(),
  bestScore: Nullable(Type.Integer()),
});
export type SpeakPrompt = Static<typeof SpeakPrompt>;

export const SpeakTopic = Type.Object({
  id: Type.Integer(),
  grade: Type.Integer(),
  unitTitle: Type.String(),
  title: Type.String(),
  prompts: Type.Array(SpeakPrompt),
});
export type SpeakTopic = Static<typeof SpeakTopic>;

export const SpeakTopicsData = Type.Object({ topics: Type.Array(SpeakTopic), passMark: Type.Integer() });
export type SpeakTopicsData = Static<typeof SpeakTopicsData>;

export const WordStatus = LiteralUnion('good', 'unclear', 'missed');

export const ScoredWord = Type.Object(
  {
    word: Type.String({ minLength: 1, maxLength: 40 }),
    status: WordStatus,
    recognised: Type.Boolean(),
    confidence: Type.Number({ minimum: 0, maximum: 1 }),
    startMs: Nullable(Type.Integer({ minimum: 0, maximum: 120_000 })),
    endMs: Nullable(Type.Integer({ minimum: 0, maximum: 120_000 })),
  },
  strict,
);
export type ScoredWord = Static<typeof ScoredWord>;

/** Multipart fields of POST /speak/score besides the "audio" file (WAV). */
export const ScoreFields = IdFields('profile_id', 'prompt_id');
export type ScoreFields = Static<typeof ScoreFields>;

export const SpeakScoreData = Type.Object({
  promptId: Type.Integer(),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  passed: Type.Boolean(),
  heard: Type.String(),
  words: Type.Array(ScoredWord),
  seconds: Type.Number(),
  /** Time the recogniser took, for the measurements in the README. */
  scoringMs: Type.Integer(),
});
export type SpeakScoreData = Static<typeof SpeakScoreData>;

export const AttemptBody = Type.Object(
  {
    profile_id: Id,
    prompt_id: Id,
    /** Chosen by the client: a resent attempt is stored once. */
    client_attempt_id: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    words: Type.Array(ScoredWord, { maxItems: 80 }),
  },
  strict,
);
export type AttemptBody = Static<typeof AttemptBody>;

export const AttemptData = Type.Object({
  attemptId: Type.Integer(),
  promptId: Type.Integer(),
  score: Type.Integer(),
  bestScore: Type.Integer(),
  createdAt: Type.String(),
});
export type AttemptData = Static<typeof AttemptData>;

export const TopicProgress = Type.Object({
  topicId: Type.Integer(),
  title: Type.String(),
  unitTitle: Type.String(),
  grade: Type.Integer(),
  prompts: Type.Integer(),
  promptsPassed: Type.Integer(),
  attempts: Type.Integer(),
  /** Average of the best score of each prompt tried (0 when none). */
  averageBest: Type.Integer(),
});
export type TopicProgress = Static<typeof TopicProgress>;

export const SpeakProgressData = Type.Object({ topics: Type.Array(TopicProgress) });
export type SpeakProgressData = Static<typeof SpeakProgressData>;
