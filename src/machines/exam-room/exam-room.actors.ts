/** Real actors of the exam room, built from the src/api functions handed in at the composition root. */

import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type { Answer, AnswerSaved, AttemptView, SubmitResult } from '../../contracts/contest';
import { ERROR_CODES } from '../../contracts/error-codes';
import { dataOf } from '../shared/api-result';
import { fetchData } from '../shared/fetch-data';
import { fromRequest } from '../shared/from-request';
import type { SaveAnswerInput, SubmitExamInput } from './exam-room.types';

/** Deadline passed or attempt closed: saving again cannot help, submit decides. */
const FINAL_REFUSALS = new Set<number>([
  ERROR_CODES.CONTEST_DEADLINE_PASSED,
  ERROR_CODES.CONTEST_ATTEMPT_CLOSED,
]);

export interface ExamRoomApi {
  startAttempt(roundId: number, options: RequestOptions): Promise<ApiEnvelope<AttemptView>>;
  saveAttemptAnswer(
    attemptId: number,
    questionId: number,
    answer: Answer,
    options: RequestOptions,
  ): Promise<ApiEnvelope<AnswerSaved>>;
  submitAttempt(attemptId: number, options: RequestOptions): Promise<ApiEnvelope<SubmitResult>>;
}

export function createExamRoomActors(api: ExamRoomApi) {
  const save = async ({ attemptId, questionId, answer }: SaveAnswerInput, signal: AbortSignal) => {
    const envelope = await api.saveAttemptAnswer(attemptId, questionId, answer, { signal });
    if (envelope.errorCode !== 0 && FINAL_REFUSALS.has(envelope.errorCode)) return { questionId };
    return dataOf(envelope);
  };
  return {
    startAttempt: fetchData<AttemptView, number>(api.startAttempt),
    saveAnswer: fromRequest<unknown, SaveAnswerInput>(({ input, signal }) => save(input, signal)),
    submitExam: fromRequest<SubmitResult, SubmitExamInput>(async ({ input, signal }) => {
      for (const [questionId, answer] of Object.entries(input.pending)) {
        await save({ attemptId: input.attemptId, questionId: Number(questionId), answer }, signal);
      }
      return dataOf(await api.submitAttempt(input.attemptId, { signal }));
    }),
  };
}
