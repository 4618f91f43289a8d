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

const Ms = Type.Integer({ minimum: 0, maximum: 120_000 });

/** One sound of a word with its goodness of pronunciation (ADR 0012). */
export const ScoredPhone = Type.Object({
  /** ARPAbet symbol of the model (TH, S, IY…). */
  phone: Type.String(),
  ipa: Type.String(),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  startMs: Ms,
  endMs: Ms,
});
export type ScoredPhone = Static<typeof ScoredPhone>;

export const ScoredWord = Type.Object({
  word: Type.String({ minLength: 1, maxLength: 40 }),
  status: WordStatus,
  /** What was heard in its place, when it is another word. */
  heardAs: Nullable(Type.String()),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  startMs: Nullable(Ms),
  endMs: Nullable(Ms),
  phones: Type.Array(ScoredPhone),
});
export type ScoredWord = Static<typeof ScoredWord>;

/** A word the pupil said that the sentence does not have. */
export const InsertedWord = Type.Object({ word: Type.String(), startMs: Ms, endMs: Ms });

/** Multipart fields of POST /speak/score besides the "audio" file (WAV). */
export const ScoreFields = Type.Object(
  {
    profile_id: Id,
    prompt_id: Id,
    /** Chosen by the client per recording: a resent recording is stored (and rewarded) once. */
    client_attempt_id: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  },
  strict,
);
export type ScoreFields = Static<typeof ScoreFields>;

export const SpeakScoreData = Type.Object({
  promptId: Type.Integer(),
  /** The attempt the server stored with this score (ADR 0012: only the server makes scores). */
  attemptId: Type.Integer(),
  bestScore: Type.Integer({ minimum: 0, maximum: 100 }),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  passed: Type.Boolean(),
  /** The accepted sentence the recording was judged against ('' when none fitted). */
  heard: Type.String(),
  words: Type.Array(ScoredWord),
  insertions: Type.Array(InsertedWord),
  /** Free talk: the expected key words, said or not. */
  keywords: Type.Array(Type.Object({ word: Type.String(), found: Type.Boolean() })),
  /** Diamonds this attempt earned (finishing a topic), 0 mostly. */
  diamondsEarned: Type.Integer({ minimum: 0 }),
  seconds: Type.Number(),
  /** Time the assessor took, for the measurements in the README. */
  scoringMs: Type.Integer(),
});
export type SpeakScoreData = Static<typeof SpeakScoreData>;

/**
 * What old clients still post to /speak/attempts: the route refuses it (a score made by a client is
 * never stored). Loose on purpose, so every such body gets the same clear refusal.
 */
export const AttemptBody = Type.Object({}, { additionalProperties: true });
export type AttemptBody = Static<typeof AttemptBody>;

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
