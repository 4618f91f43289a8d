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

  it('microphone → recording with a level meter → stop → the server scores and stores → result', async () => {
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
      input: { profileId: 7, promptId: 12, clientAttemptId: 'rec-0001-abcd', wav: exampleRecording.wav },
    });
    await h.resolve('scoreRecording', exampleScore);
    // No second request: the server stored the attempt with its own score (ADR 0012).
    expect(h.promises.started.at(-1)?.id).toBe('scoreRecording');
    expect(h.value).toBe('result');
    expect(h.snapshot.context.result).toEqual(exampleScore);
    expect(h.snapshot.context.topics[0]!.prompts[0]!.bestScore).toBe(exampleScore.bestScore);
  });

  it('the pupil hears their own recording, and a tapped word as the model and as their own take', async () => {
    const h = await start();
    h.send({ type: 'recording.requested' });
    await h.resolve('openMicrophone', undefined);
    h.send({ type: 'recording.stopped' });
    await h.resolve('stopRecording', exampleRecording);
    await h.resolve('scoreRecording', exampleScore);
    h.send({ type: 'replay.requested' });
    expect(h.actionsOf('playRecording').at(-1)?.params).toEqual({ wav: exampleRecording.wav });
    expect(h.snapshot.context.playing).toBe('recording');
    h.send({ type: 'playback.ended' });
    expect(h.snapshot.context.playing).toBeNull();
    // Before a word is chosen there is nothing to compare.
    expect(h.snapshot.can({ type: 'wordTake.requested' })).toBe(false);
    h.send({ type: 'word.selected', index: 3 });
    h.send({ type: 'wordModel.requested' });
    expect(h.actionsOf('sayModel').at(-1)?.params).toEqual({ text: 'four' });
    h.send({ type: 'wordTake.requested' });
    expect(h.actionsOf('playRecording').at(-1)?.params).toEqual({
      wav: exampleRecording.wav,
      startMs: 870,
      endMs: 1120,
    });
    expect(h.snapshot.context.playing).toBe('take');
    expect(h.snapshot.can({ type: 'word.selected', index: 9 })).toBe(false);
    // Recording again stops the playback and forgets the comparison.
    h.send({ type: 'recording.requested' });
    expect(h.actionsOf('stopPlayback').length).toBeGreaterThan(0);
    expect(h.snapshot.context).toMatchObject({ playing: null, selectedWord: null });
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
