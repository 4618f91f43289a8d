import { describe, expect, it } from 'vitest';
import { SPEAK_RECORDING_CAP_MS } from '../../src/domain/constants';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { SPEAK_MESSAGES } from '../../src/machines/speaking-attempt/speaking-attempt.machine';
import {
  examplePrompt,
  exampleRecording,
  exampleScore,
  exampleTopics,
  speakingAttemptTestModel,
} from '../../src/machines/speaking-attempt/speaking-attempt.test-model';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

/** A harness with the topics loaded: the first prompt is on screen. */
async function start() {
  const h = new MachineHarness(speakingAttemptTestModel, { profileId: 7 }).start();
  await h.resolve('loadTopics', { topics: exampleTopics, passMark: 60 });
  return h;
}

describe('speaking attempt machine', () => {
  itCoversEveryStateAndTransition(speakingAttemptTestModel);

  it('starts on the first prompt of the first topic', async () => {
    const h = await start();
    expect(h.value).toBe('idle');
    expect(h.snapshot.context.prompt.id).toBe(examplePrompt.id);
  });

  it('microphone → recording with a level meter → stop → scoring → saving the score → result', async () => {
    const h = await start();
    h.send({ type: 'recording.requested' });
    expect(h.value).toBe('requestingMicrophone');
    await h.resolve('openMicrophone', undefined);
    expect(h.value).toBe('recording');
    expect(h.actionsOf('startRecorder')).toHaveLength(1);
    h.send({ type: 'level.sampled', level: 0.6, elapsedMs: 900 });
    expect(h.snapshot.context).toMatchObject({ level: 0.6, elapsedMs: 900 });
    h.send({ type: 'recording.stopped' });
    await h.resolve('stopRecording', exampleRecording);
    expect(h.promises.started.at(-1)).toEqual({
      id: 'scoreRecording',
      input: { profileId: 7, promptId: 12, wav: exampleRecording.wav },
    });
    await h.resolve('scoreRecording', exampleScore);
    expect(h.promises.started.at(-1)?.input).toMatchObject({
      clientAttemptId: 'rec-0001-abcd',
      promptId: 12,
    });
    await h.resolve('saveAttempt', { attemptId: 1 });
    expect(h.value).toBe('result');
    expect(h.snapshot.context.result).toEqual(exampleScore);
  });

  it('stops by itself at the prompt’s max length (8 s) and at the 60 s cap', async () => {
    const h = await start();
    h.send({ type: 'recording.requested' });
    await h.resolve('openMicrophone', undefined);
    h.send({ type: 'level.sampled', level: 0.2, elapsedMs: 7_999 });
    expect(h.value).toBe('recording');
    h.send({ type: 'level.sampled', level: 0.2, elapsedMs: 8_000 });
    expect(h.value).toBe('stopping');
    const capped = await start();
    capped.send({ type: 'recording.requested' });
    await capped.resolve('openMicrophone', undefined);
    capped.advance(SPEAK_RECORDING_CAP_MS - 1);
    expect(capped.value).toBe('recording');
    capped.advance(1);
    expect(capped.value).toBe('stopping');
  });

  it('a refused microphone explains in Vietnamese how to allow it', async () => {
    const h = await start();
    h.send({ type: 'recording.requested' });
    await h.reject('openMicrophone', new Error('NotAllowedError'));
    expect(h.value).toBe('microphoneDenied');
    expect(h.snapshot.context.error).toBe(SPEAK_MESSAGES.micDenied);
    expect(h.snapshot.context.error).toContain('Cho phép');
  });

  it('too short and silent recordings are caught before scoring, and when the server says so', async () => {
    const h = await start();
    h.send({ type: 'recording.requested' });
    await h.resolve('openMicrophone', undefined);
    h.send({ type: 'recording.stopped' });
    await h.resolve('stopRecording', { ...exampleRecording, seconds: 0.4 });
    expect(h.value).toBe('tooShort');
    h.send({ type: 'recording.requested' });
    await h.resolve('openMicrophone', undefined);
    h.send({ type: 'recording.stopped' });
    await h.resolve('stopRecording', { ...exampleRecording, voicedSeconds: 0 });
    expect(h.value).toBe('silent');
    expect(h.snapshot.context.error).toBe(SPEAK_MESSAGES.silent);
    h.send({ type: 'recording.requested' });
    await h.resolve('openMicrophone', undefined);
    h.send({ type: 'recording.stopped' });
    await h.resolve('stopRecording', exampleRecording);
    await h.reject('scoreRecording', new EnvelopeError(6355, 'x'));
    expect(h.value).toBe('silent');
  });

  it('a new prompt releases the microphone and starts fresh', async () => {
    const h = await start();
    h.send({ type: 'recording.requested' });
    await h.resolve('openMicrophone', undefined);
    h.send({ type: 'prompt.changed', prompt: { ...examplePrompt, id: 13 } });
    expect(h.value).toBe('idle');
    expect(h.actionsOf('releaseMicrophone')).toHaveLength(1);
    expect(h.snapshot.context.prompt.id).toBe(13);
  });
});
