import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTEST_AUTOSAVE_DEBOUNCE_MS,
  CONTEST_AUTOSAVE_RETRY_MS,
  CONTEST_COUNTDOWN_TICK_MS,
} from '../../src/domain/contest';
import {
  exampleAttempt,
  examRoomTestModel,
  expiredAttempt,
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

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts down from the server deadline and submits by itself at time-up', async () => {
    let now = 50_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const h = start();
    await h.resolve('startAttempt', lastSecondAttempt);
    expect(h.snapshot.context.remainingMs).toBe(1_000);
    now += 400;
    h.advance(CONTEST_COUNTDOWN_TICK_MS);
    expect(h.snapshot.context.remainingMs).toBe(600);
    expect(h.value).toEqual({ answering: { saver: 'idle', clock: 'ticking' } });
    // A background tab wakes up late: the real elapsed time counts, not the number of ticks.
    now += 5_000;
    h.advance(CONTEST_COUNTDOWN_TICK_MS);
    expect(h.value).toBe('submitting');
    await h.resolve('submitExam', { score: 10, timeUsed: 1_200_000, status: 'timed_out' });
    expect(h.value).toBe('finished');
    expect(h.actionsOf('clearDraft')).toHaveLength(1);
  });

  it('submits at once an attempt reopened after its deadline', async () => {
    const h = start();
    await h.resolve('startAttempt', expiredAttempt);
    expect(h.value).toBe('submitting');
    expect(h.promises.started.at(-1)).toEqual({ id: 'submitExam', input: { attemptId: 77, pending: {} } });
  });
});
