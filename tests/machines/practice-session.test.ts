import { describe, expect, it } from 'vitest';
import { PRACTICE_RESEND_MS } from '../../src/domain/constants';
import { pendingAnswers } from '../../src/machines/practice-session/practice-session.actors';
import {
  exampleDailyGoal,
  exampleFinished,
  examplePracticeSession,
  exampleRepairedGoal,
  exampleSummary,
  exampleUnits,
  exampleWrongResult,
  practiceSessionTestModel,
  resumedWithQueue,
} from '../../src/machines/practice-session/practice-session.test-model';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

/** A harness whose pupil has chosen unit 3. */
async function start() {
  const h = new MachineHarness(practiceSessionTestModel, { profileId: 7 }).start();
  await h.resolve('loadUnits', exampleUnits);
  h.send({ type: 'unit.chosen', unitId: 3 });
  return h;
}

describe('practice session machine', () => {
  itCoversEveryStateAndTransition(practiceSessionTestModel);

  it('question → wrong answer with its explanation → next → right → summary', async () => {
    const h = await start();
    expect(h.promises.started).toEqual([
      { id: 'loadUnits', input: { profileId: 7, grade: null } },
      { id: 'startSession', input: { profileId: 7, unitId: 3 } },
    ]);
    await h.resolve('startSession', examplePracticeSession);
    expect(h.value).toBe('question');
    h.send({ type: 'answer.submitted', answer: 'brother' });
    expect(h.promises.started.at(-1)).toEqual({
      id: 'sendAnswer',
      input: { sessionId: 41, answer: { itemId: 101, answer: 'brother' } },
    });
    await h.resolve('sendAnswer', exampleWrongResult);
    expect(h.value).toBe('answered');
    expect(h.snapshot.context.results[101]).toMatchObject({
      explanation: expect.stringContaining('mother'),
      example: 'This is my mother. She is a teacher.',
    });
    h.send({ type: 'question.next' });
    expect(h.snapshot.context.index).toBe(1);
    h.send({ type: 'answer.submitted', answer: 'is' });
    await h.resolve('sendAnswer', {
      itemId: 102,
      correct: true,
      correctAnswer: 'is',
      explanation: null,
      example: null,
    });
    h.send({ type: 'question.next' });
    expect(h.value).toBe('finishing');
    expect(h.promises.started.at(-1)).toEqual({
      id: 'finishSession',
      input: { sessionId: 41, profileId: 7 },
    });
    expect(h.actionsOf('announceWalletChanged')).toEqual([]);
    await h.resolve('finishSession', exampleFinished);
    expect(h.value).toBe('summary');
    // Issue 31: the diamonds it paid reach the header through the session, not a reload.
    expect(h.actionsOf('announceWalletChanged')).toHaveLength(1);
    expect(h.snapshot.context.summary).toEqual(exampleSummary);
    // The streak the session grew is shown with the summary.
    expect(h.snapshot.context.dailyGoal).toMatchObject({ met: true, streak: 6 });
  });

  it('the units come with the daily goal; another grade reloads them; yesterday is repaired once', async () => {
    const h = new MachineHarness(practiceSessionTestModel, { profileId: 7 }).start();
    await h.resolve('loadUnits', exampleUnits);
    expect(h.value).toBe('choosingUnit');
    expect(h.snapshot.context).toMatchObject({ grade: 3, dailyGoal: exampleDailyGoal });
    h.send({ type: 'grade.chosen', grade: 7 });
    expect(h.promises.started.at(-1)).toEqual({ id: 'loadUnits', input: { profileId: 7, grade: 7 } });
    await h.resolve('loadUnits', { ...exampleUnits, grade: 7 });
    h.send({ type: 'streak.repairRequested' });
    expect(h.value).toBe('repairingStreak');
    expect(h.promises.started.at(-1)).toEqual({
      id: 'repairStreak',
      input: { profileId: 7, day: '2026-11-27' },
    });
    await h.resolve('repairStreak', exampleRepairedGoal);
    expect(h.value).toBe('choosingUnit');
    expect(h.snapshot.context.dailyGoal).toEqual(exampleRepairedGoal);
    // Nothing left to repair: the request is ignored.
    h.send({ type: 'streak.repairRequested' });
    expect(h.value).toBe('choosingUnit');
  });

  it('a refused repair (not enough diamonds) shows the server’s message on the units', async () => {
    const h = new MachineHarness(practiceSessionTestModel, { profileId: 7 }).start();
    await h.resolve('loadUnits', exampleUnits);
    h.send({ type: 'streak.repairRequested' });
    await h.reject('repairStreak', new EnvelopeError(6201, 'Em cần 10 kim cương để giữ chuỗi ngày học'));
    expect(h.value).toBe('choosingUnit');
    expect(h.snapshot.context.error).toBe('Em cần 10 kim cương để giữ chuỗi ngày học');
    expect(h.snapshot.context.dailyGoal).toEqual(exampleDailyGoal);
  });

  it('a repair the pupil cannot afford is never asked for', async () => {
    const h = new MachineHarness(practiceSessionTestModel, { profileId: 7 }).start();
    await h.resolve('loadUnits', {
      ...exampleUnits,
      dailyGoal: { ...exampleDailyGoal, repair: { ...exampleDailyGoal.repair!, affordable: false } },
    });
    h.send({ type: 'streak.repairRequested' });
    expect(h.value).toBe('choosingUnit');
  });

  it('the audio is played by the item’s id, for a listening item only', async () => {
    const h = await start();
    await h.resolve('startSession', examplePracticeSession);
    h.send({ type: 'audio.requested' });
    expect(h.actions.filter((a) => a.type === 'playItemAudio')).toEqual([]);
    h.send({ type: 'answer.submitted', answer: 'brother' });
    await h.resolve('sendAnswer', exampleWrongResult);
    h.send({ type: 'question.next' });
    h.send({ type: 'audio.requested' });
    h.send({ type: 'answer.submitted', answer: 'my sister' });
    await h.resolve('sendAnswer', { ...exampleWrongResult, itemId: 102, correct: true, explanation: null });
    // Heard again after answering.
    h.send({ type: 'audio.requested' });
    expect(h.actions.filter((a) => a.type === 'playItemAudio').map((a) => a.params)).toEqual([
      { itemId: 102 },
      { itemId: 102 },
    ]);
  });

  it('a lost connection keeps the answer queued, lets the pupil go on, and resends both in order', async () => {
    const h = await start();
    await h.resolve('startSession', examplePracticeSession);
    h.send({ type: 'answer.submitted', answer: 'brother' });
    await h.reject('sendAnswer', new Error('Network Error'));
    expect(h.value).toBe('offline');
    expect(h.snapshot.context.queue).toEqual([{ itemId: 101, answer: 'brother' }]);
    h.send({ type: 'question.next' });
    expect(h.value).toBe('question');
    h.send({ type: 'answer.submitted', answer: 'is' });
    expect(h.promises.started.at(-1)?.input).toEqual({
      sessionId: 41,
      answer: { itemId: 101, answer: 'brother' },
    });
    await h.resolve('sendAnswer', exampleWrongResult);
    expect(h.value).toBe('sending');
    expect(h.promises.started.at(-1)?.input).toEqual({
      sessionId: 41,
      answer: { itemId: 102, answer: 'is' },
    });
    await h.resolve('sendAnswer', {
      itemId: 102,
      correct: true,
      correctAnswer: 'is',
      explanation: null,
      example: null,
    });
    expect(h.value).toBe('answered');
    expect(h.snapshot.context.queue).toEqual([]);
    expect(Object.keys(h.snapshot.context.results)).toEqual(['101', '102']);
  });

  it('offline on the last item: waits, resends after exactly PRACTICE_RESEND_MS, then finishes', async () => {
    const h = await start();
    await h.resolve('startSession', {
      ...examplePracticeSession,
      items: examplePracticeSession.items.slice(0, 1),
    });
    h.send({ type: 'answer.submitted', answer: 'brother' });
    await h.reject('sendAnswer', new Error('Network Error'));
    h.send({ type: 'question.next' });
    expect(h.value).toBe('waitingForNetwork');
    h.advance(PRACTICE_RESEND_MS - 1);
    expect(h.value).toBe('waitingForNetwork');
    h.advance(1);
    expect(h.value).toBe('resending');
    await h.resolve('resendAnswer', exampleWrongResult);
    expect(h.value).toBe('finishing');
  });

  it('resuming a session opens the first unanswered item; a refusal shows the server’s message', async () => {
    const h = await start();
    await h.resolve('startSession', {
      ...examplePracticeSession,
      resumed: true,
      answered: [exampleWrongResult],
    });
    expect(h.value).toBe('question');
    expect(h.snapshot.context.index).toBe(1);
    h.send({ type: 'answer.submitted', answer: 'is' });
    await h.reject(
      'sendAnswer',
      new EnvelopeError(6303, 'Lượt luyện tập này đã kết thúc, em hãy bắt đầu lượt mới nhé'),
    );
    expect(h.value).toBe('failed');
    expect(h.snapshot.context.error).toBe('Lượt luyện tập này đã kết thúc, em hãy bắt đầu lượt mới nhé');
  });

  it('every change of the queue is saved for the session (answer queued, confirmed, refused)', async () => {
    const h = await start();
    await h.resolve('startSession', examplePracticeSession);
    const saved = () => h.actions.filter((a) => a.type === 'saveQueue').map((a) => a.params);
    h.send({ type: 'answer.submitted', answer: 'brother' });
    expect(saved()).toEqual([{ sessionId: 41, queue: [{ itemId: 101, answer: 'brother' }] }]);
    await h.reject('sendAnswer', new Error('Network Error'));
    expect(saved()).toHaveLength(1);
    h.send({ type: 'question.next' });
    h.send({ type: 'answer.submitted', answer: 'is' });
    expect(saved().at(-1)).toEqual({
      sessionId: 41,
      queue: [
        { itemId: 101, answer: 'brother' },
        { itemId: 102, answer: 'is' },
      ],
    });
    await h.resolve('sendAnswer', exampleWrongResult);
    expect(saved().at(-1)).toEqual({ sessionId: 41, queue: [{ itemId: 102, answer: 'is' }] });
    await h.reject(
      'sendAnswer',
      new EnvelopeError(6303, 'Lượt luyện tập này đã kết thúc, em hãy bắt đầu lượt mới nhé'),
    );
    expect(h.value).toBe('failed');
    expect(saved().at(-1)).toEqual({ sessionId: 41, queue: [] });
  });

  it('coming back with an answer this device still holds: resends it first, then the next item', async () => {
    const h = await start();
    await h.resolve('startSession', resumedWithQueue);
    expect(h.value).toBe('flushing');
    expect(h.promises.started.at(-1)).toEqual({
      id: 'flushAnswer',
      input: { sessionId: 41, answer: { itemId: 101, answer: 'brother' } },
    });
    await h.resolve('flushAnswer', exampleWrongResult);
    expect(h.value).toBe('question');
    expect(h.snapshot.context.index).toBe(1);
    expect(h.snapshot.context.queue).toEqual([]);
    expect(h.snapshot.context.results[101]?.correct).toBe(false);
    expect(h.actions.filter((a) => a.type === 'saveQueue').at(-1)?.params).toEqual({
      sessionId: 41,
      queue: [],
    });
  });

  it('coming back still offline: the held answer stays queued and goes first with the next one', async () => {
    const h = await start();
    await h.resolve('startSession', resumedWithQueue);
    await h.reject('flushAnswer', new Error('Network Error'));
    expect(h.value).toBe('question');
    expect(h.snapshot.context.index).toBe(1);
    h.send({ type: 'answer.submitted', answer: 'is' });
    expect(h.promises.started.at(-1)).toEqual({
      id: 'sendAnswer',
      input: { sessionId: 41, answer: { itemId: 101, answer: 'brother' } },
    });
    await h.resolve('sendAnswer', exampleWrongResult);
    await h.resolve('sendAnswer', {
      itemId: 102,
      correct: true,
      correctAnswer: 'is',
      explanation: null,
      example: null,
    });
    h.send({ type: 'question.next' });
    expect(h.value).toBe('finishing');
  });

  it('coming back with every item answered offline: waits for the network, resends, finishes', async () => {
    const h = await start();
    await h.resolve('startSession', {
      ...resumedWithQueue,
      queued: [
        { itemId: 101, answer: 'brother' },
        { itemId: 102, answer: 'is' },
      ],
    });
    await h.reject('flushAnswer', new Error('Network Error'));
    expect(h.value).toBe('waitingForNetwork');
    h.advance(PRACTICE_RESEND_MS);
    expect(h.value).toBe('resending');
    await h.resolve('resendAnswer', exampleWrongResult);
    await h.resolve('resendAnswer', {
      itemId: 102,
      correct: true,
      correctAnswer: 'is',
      explanation: null,
      example: null,
    });
    expect(h.value).toBe('finishing');
  });
});

describe('pendingAnswers (what a returning device resends)', () => {
  const { queued: _ignored, ...session } = examplePracticeSession;
  it('keeps unconfirmed answers of this session’s items, first answer per item, in order', () => {
    expect(
      pendingAnswers({ ...session, answered: [{ ...exampleWrongResult, itemId: 101 }] }, [
        { itemId: 101, answer: 'brother' },
        { itemId: 999, answer: 'x' },
        { itemId: 102, answer: 'is' },
        { itemId: 102, answer: 'are' },
      ]),
    ).toEqual([{ itemId: 102, answer: 'is' }]);
  });
});
