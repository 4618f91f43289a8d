import { fetchDone, fetchFailed, fetchRefused } from '../shared/fetch-examples';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { speakingAttemptMachine } from './speaking-attempt.machine';
import type { PromptToSay, SpeakScoreData, SpeakTopic } from './speaking-attempt.types';

export const SPEAKING_ATTEMPT_INJECTED_ACTIONS = ['startRecorder', 'releaseMicrophone'] as const;

export const examplePrompt: PromptToSay = {
  id: 12,
  kind: 'repeat',
  modelText: 'my family has four people',
  maxSeconds: 8,
};

export const exampleTopics: SpeakTopic[] = [
  {
    id: 4,
    grade: 3,
    unitTitle: 'My family',
    title: 'Talk about your family',
    prompts: [
      {
        ...examplePrompt,
        position: 1,
        instruction: 'Nghe câu mẫu rồi đọc lại thật rõ',
        acceptedPatterns: ['my family has four people'],
        bestScore: null,
      },
    ],
  },
];

export const exampleRecording = { id: 'rec-0001-abcd', wav: new Blob([]), seconds: 2.1, voicedSeconds: 1.6 };

export const exampleScore: SpeakScoreData = {
  promptId: 12,
  score: 90,
  passed: true,
  heard: 'my family has four people',
  words: [
    { word: 'my', status: 'good', recognised: true, confidence: 0.93, startMs: 0, endMs: 160 },
    { word: 'family', status: 'unclear', recognised: true, confidence: 0.52, startMs: 160, endMs: 630 },
    { word: 'has', status: 'good', recognised: true, confidence: 0.94, startMs: 630, endMs: 870 },
    { word: 'four', status: 'good', recognised: true, confidence: 0.94, startMs: 870, endMs: 1120 },
    { word: 'people', status: 'good', recognised: true, confidence: 0.85, startMs: 1220, endMs: 1640 },
  ],
  seconds: 2.1,
  scoringMs: 310,
};

export const speakingAttemptTestModel: MachineTestModel = {
  machine: speakingAttemptMachine,
  scenarios: [{ name: 'a pupil opens AI Speak', input: { profileId: 7 } }],
  examples: [
    fetchDone('loadTopics', { topics: exampleTopics, passMark: 60 }),
    fetchFailed('loadTopics'),
    { type: 'topics.requested' },
    { type: 'recording.requested' },
    { type: 'recording.stopped' },
    { type: 'level.sampled', example: { level: 0.4, elapsedMs: 1_000 } },
    { type: 'level.sampled', example: { level: 0.3, elapsedMs: 8_000 } },
    {
      type: 'prompt.changed',
      example: { prompt: { ...examplePrompt, id: 13, modelText: 'this is my mother' } },
    },
    { type: 'xstate.done.actor.openMicrophone' },
    fetchFailed('openMicrophone', new Error('NotAllowedError')),
    fetchDone('stopRecording', exampleRecording),
    fetchDone('stopRecording', { ...exampleRecording, seconds: 0.3 }),
    fetchDone('stopRecording', { ...exampleRecording, voicedSeconds: 0.1 }),
    fetchFailed('stopRecording', new Error('recorder failed')),
    fetchDone('scoreRecording', exampleScore),
    fetchRefused('scoreRecording', 6352, 'Bản ghi quá ngắn.'),
    fetchRefused('scoreRecording', 6355, 'Cô không nghe thấy tiếng em.'),
    fetchFailed('scoreRecording'),
    {
      type: 'xstate.done.actor.saveAttempt',
      example: {
        output: {
          attemptId: 1,
          promptId: 12,
          score: 90,
          bestScore: 90,
          createdAt: '2026-11-23T10:00:00.000Z',
        },
      },
    },
    fetchFailed('saveAttempt'),
  ],
  // The state alone decides behaviour (errors and the prompt only change what is shown).
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  fakeActions: noopActions(SPEAKING_ATTEMPT_INJECTED_ACTIONS),
};
