import type {
  AnswerResult,
  DailyGoal,
  PracticeSessionData,
  PracticeUnit,
  PracticeUnitsData,
  SessionSummary,
} from '../../contracts/practice';

// The machine and its actors take the contract's types from here, PracticeItem included.
export type {
  AnswerResult,
  DailyGoal,
  PracticeItem,
  PracticeSessionData,
  PracticeUnit,
  PracticeUnitsData,
  SessionSummary,
} from '../../contracts/practice';

export interface PracticeSessionInput {
  profileId: number;
}

/** The units of a grade (the profile's own when `grade` is null). */
export interface LoadUnitsInput {
  profileId: number;
  grade: number | null;
}

/** The unit list and the daily goal, loaded together for the units screen. */
export interface UnitsView extends PracticeUnitsData {
  dailyGoal: DailyGoal;
}

export interface StartSessionInput {
  profileId: number;
  unitId: number;
}

export interface RepairStreakInput {
  profileId: number;
  day: string;
}

/** A finished session and the daily goal it counted toward. */
export interface FinishedSession {
  summary: SessionSummary;
  dailyGoal: DailyGoal;
}

export interface QueuedAnswer {
  itemId: number;
  answer: string;
}

/**
 * A session as the machine opens it: the server's session plus the answers this device queued for it
 * and never got confirmed (kept across a page leave by the composition root's queue store).
 */
export interface OpenedSession extends PracticeSessionData {
  queued: QueuedAnswer[];
}

/** What the injected `saveQueue` action persists after every change of the queue. */
export interface SavedQueue {
  sessionId: number;
  queue: QueuedAnswer[];
}

export interface PracticeSessionContext extends PracticeSessionInput {
  /** The grade whose units are listed (null until the first load: the profile's own). */
  grade: number | null;
  grades: number[];
  units: PracticeUnit[];
  dailyGoal: DailyGoal | null;
  unitId: number | null;
  session: PracticeSessionData | null;
  /** Index of the item on screen. */
  index: number;
  /** Results the server confirmed, by item id. */
  results: Record<number, AnswerResult>;
  /** Answers given but not yet confirmed (sent in order, resent after a lost connection). */
  queue: QueuedAnswer[];
  summary: SessionSummary | null;
  error: string | null;
}

export type PracticeSessionEvent =
  | { type: 'answer.submitted'; answer: string }
  | { type: 'audio.requested' }
  | { type: 'question.next' }
  | { type: 'grade.chosen'; grade: number }
  | { type: 'unit.chosen'; unitId: number }
  | { type: 'units.requested' }
  | { type: 'streak.repairRequested' }
  | { type: 'session.retried' }
  | { type: 'session.restarted' };

export interface SendAnswerInput {
  sessionId: number;
  answer: QueuedAnswer;
}
