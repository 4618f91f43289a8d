import type { Answer, AttemptView, SubmitResult } from '../../contracts/contest';

/** Answers by question id (JSON keys). */
export type AnswerMap = Record<string, Answer>;

export interface ExamRoomInput {
  roundId: number;
  /** Answers typed but not yet saved by the server, kept on the device (survives a reload). */
  draft: AnswerMap;
}

export interface ExamResult {
  score: number;
  timeUsed: number;
  status: SubmitResult['status'];
}

export interface ExamRoomContext {
  roundId: number;
  attempt: AttemptView | null;
  answers: AnswerMap;
  /** Not yet confirmed by the server; saved in order, retried when offline. */
  pending: AnswerMap;
  /** From the server's deadline and clock, counted down by the machine (device clock not trusted). */
  remainingMs: number;
  /** When time is up, on the page's monotonic clock (`performance.now()`). */
  deadlineAt: number;
  result: ExamResult | null;
  error: string | null;
  saveFailed: boolean;
}

export interface SaveAnswerInput {
  attemptId: number;
  questionId: number;
  answer: Answer;
}

export interface SubmitExamInput {
  attemptId: number;
  pending: AnswerMap;
}

export type ExamRoomEvent =
  | { type: 'answer.changed'; questionId: number; answer: Answer }
  | { type: 'exam.submitRequested' }
  | { type: 'retry.requested' };

export interface ExamRoomActionParams {
  persistDraft: { roundId: number; draft: AnswerMap };
  clearDraft: { roundId: number };
}
