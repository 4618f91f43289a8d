/**
 * The `pending` state that layout check and post-login checks share: a minimum wait beside a
 * user-contest-data lookup (is the default profile a contest one?), left by `onDone` once both are
 * done. Each check decides what the answer does (`onAnswer`, `onFailure`) and names the lookup's
 * final state; the machine declares the `fetchContestData` actor and the `logError` action.
 */

import { ERROR_CODES } from '../../contracts/error-codes';
import { EnvelopeError } from './api-result';
import type { ExampleEvent } from './machine-entry';

/** The lookup's answer as guard or action params. */
export const contestAnswerOf = ({ event }: { event: { output: boolean } }) => ({ isContest: event.output });

/** A failed lookup is logged; the check then goes on as its `onFailure` says. */
export const logContestDataError = {
  type: 'logError',
  params: ({ event }: { event: { error: unknown } }) => ({
    message: 'user-contest-data failed',
    error: event.error,
  }),
} as const;

export interface ContestCheckPendingOptions<TDelayRegion, TAnswer, TFailure, TFinal extends string, TDone> {
  description: string;
  /** The clock region (shared/minimum-wait). */
  delay: TDelayRegion;
  /** The lookup's `onDone` and `onError`. */
  onAnswer: TAnswer;
  onFailure: TFailure;
  /** The lookup's final state, reached once it is known that the answer does not end the check. */
  answered: { name: TFinal; description: string };
  /** What the check does once the clock and the lookup are both done. */
  onDone: TDone;
}

export function contestCheckPending<
  TDelayRegion,
  const TAnswer,
  const TFailure,
  TFinal extends string,
  const TDone,
>(options: ContestCheckPendingOptions<TDelayRegion, TAnswer, TFailure, TFinal, TDone>) {
  const loading = {
    meta: { description: 'Đang gọi user-contest-data' },
    invoke: {
      id: 'fetchContestData',
      src: 'fetchContestData',
      input: ({ context }: { context: { profile: { id: number } | null } }) => ({
        profileId: context.profile?.id ?? 0,
      }),
      onDone: options.onAnswer,
      onError: options.onFailure,
    },
  } as const;
  const answered = { meta: { description: options.answered.description }, type: 'final' } as const;
  const contest = {
    meta: { description: 'Dữ liệu cuộc thi của hồ sơ' },
    initial: 'loading',
    states: { loading, ...({ [options.answered.name]: answered } as Record<TFinal, typeof answered>) },
  } as const;
  return {
    meta: { description: options.description },
    type: 'parallel',
    states: { delay: options.delay, contest },
    onDone: options.onDone,
  } as const;
}

/** The test-model examples of the lookup: not contest, contest, and the contest service down. */
export const contestDataExamples: ExampleEvent[] = [
  { type: 'xstate.done.actor.fetchContestData', example: { output: false } },
  { type: 'xstate.done.actor.fetchContestData', example: { output: true } },
  {
    type: 'xstate.error.actor.fetchContestData',
    example: {
      error: new EnvelopeError(ERROR_CODES.SERVICE_UNAVAILABLE, 'Dịch vụ cuộc thi tạm thời gián đoạn'),
    },
  },
];
