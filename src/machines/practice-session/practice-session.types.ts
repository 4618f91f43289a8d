import type {
  AnswerResult,
  PracticeItem,
  PracticeSessionData,
  PracticeUnit,
  SessionSummary,
} from '../../contracts/practice';

export type { AnswerResult, PracticeItem, PracticeSessionData, PracticeUnit, SessionSummary };

export interface PracticeSessionInput {
  profileId: number;
}

export interface StartSessionInput {
  profileId: number;
  unitId: number;
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
  units: PracticeUnit[];
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
  | { type: 'question.next' }
  | { type: 'unit.chosen'; unitId: number }
  | { type: 'units.requested' }
  | { type: 'session.retried' }
  | { type: 'session.restarted' };

export interface SendAnswerInput {
  sessionId: number;
  answer: QueuedAnswer;
}
