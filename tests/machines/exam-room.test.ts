import { describe, expect, it } from 'vitest';
import { CONTEST_AUTOSAVE_DEBOUNCE_MS, CONTEST_AUTOSAVE_RETRY_MS } from '../../src/domain/contest';
import {
  exampleAttempt,
  examRoomTestModel,
  lastSecondAttempt,
} from '../../src/machines/exam-room/exam-room.test-model';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const start = (draft: Record<string, string> = {}) =>
  new MachineHarness(examRoomTestModel, { roundId: 2, draft }).start();

describe('exam room machine', () => {
  itCoversEveryStateAndTransition(examRoomTestModel);

  it('saves an answer once the pupil stops typing, and keeps it on the device until the server has it', async () => {
    const h = start();
    await h.resolve('startAttempt', exampleAttempt);
    h.send({ type: 'answer.changed', questionId: 14, answer: 'ca' });
    h.advance(CONTEST_AUTOSAVE_DEBOUNCE_MS - 1);
    h.send({ type: 'answer.changed', questionId: 14, answer: 'cats' });
    expect(h.actionsOf('persistDraft').at(-1)?.params).toEqual({ roundId: 2, draft: { '14': 'cats' } });
    h.advance(CONTEST_AUTOSAVE_DEBOUNCE_MS - 1);
    expect(h.promises.started.filter((s) => s.id === 'saveAnswer')).toEqual([]);
    h.advance(1);
    expect(h.promises.started.at(-1)).toEqual({
      id: 'saveAnswer',
      input: { attemptId: 77, questionId: 14, answer: 'cats' },
    });
    await h.resolve('saveAnswer', { questionId: 14 });
    expect(h.snapshot.context.pending).toEqual({});
    expect(h.actionsOf('persistDraft').at(-1)?.params).toEqual({ roundId: 2, draft: {} });
  });

  it('retries a failed save after a pause, offline answers are not lost', async () => {
    const h = start();
    await h.resolve('startAttempt', exampleAttempt);
    h.send({ type: 'answer.changed', questionId: 13, answer: 'B' });
    h.advance(CONTEST_AUTOSAVE_DEBOUNCE_MS);
    await h.reject('saveAnswer', new Error('Network Error'));
    expect(h.snapshot.context.saveFailed).toBe(true);
    expect(h.snapshot.context.pending).toEqual({ '13': 'B' });
    h.advance(CONTEST_AUTOSAVE_RETRY_MS);
    expect(h.promises.started.filter((s) => s.id === 'saveAnswer')).toHaveLength(2);
  });

  it('after a reload, answers kept on the device are shown and saved again', async () => {
    const h = start({ '14': 'cats' });
    await h.resolve('startAttempt', exampleAttempt);
    expect(h.snapshot.context.answers).toEqual({ '14': 'cats' });
    expect(h.promises.started.at(-1)).toEqual({
      id: 'saveAnswer',
      input: { attemptId: 77, questionId: 14, answer: 'cats' },
    });
  });

  it('counts down from the server deadline and submits by itself at time-up', async () => {
    const h = start();
    await h.resolve('startAttempt', lastSecondAttempt);
    expect(h.snapshot.context.remainingMs).toBe(1_000);
    h.send({ type: 'clock.ticked', elapsedMs: 400 });
    expect(h.snapshot.context.remainingMs).toBe(600);
    // A background tab wakes up late: the real elapsed time counts, not the number of ticks.
    h.send({ type: 'clock.ticked', elapsedMs: 5_000 });
    expect(h.value).toBe('submitting');
    await h.resolve('submitExam', { score: 10, timeUsed: 1_200_000, status: 'timed_out' });
    expect(h.value).toBe('finished');
    expect(h.actionsOf('clearDraft')).toHaveLength(1);
  });
});
