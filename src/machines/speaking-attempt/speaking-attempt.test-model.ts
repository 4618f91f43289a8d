import { ERROR_CODES } from '../../contracts/error-codes';
import { fetchDone, fetchFailed, fetchRefused } from '../shared/fetch-examples';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { speakingAttemptMachine } from './speaking-attempt.machine';
import type { PromptToSay, SpeakScoreData, SpeakTopic } from './speaking-attempt.types';

export const SPEAKING_ATTEMPT_INJECTED_ACTIONS = [
  'startRecorder',
  'releaseMicrophone',
  'playRecording',
  'stopPlayback',
  'sayModel',
] as const;

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

const phone = (p: string, ipa: string, score: number, startMs: number, endMs: number) => ({
  phone: p,
  ipa,
  score,
  startMs,
  endMs,
});

export const exampleScore: SpeakScoreData = {
  promptId: 12,
  attemptId: 40,
  bestScore: 80,
  score: 80,
  passed: true,
  heard: 'my family has four people',
  words: [
    {
      word: 'my',
      status: 'good',
      heardAs: null,
      score: 96,
      startMs: 0,
      endMs: 160,
      phones: [phone('M', 'm', 98, 0, 70), phone('AY', 'aɪ', 94, 70, 160)],
    },
    {
      word: 'family',
      status: 'good',
      heardAs: null,
      score: 81,
      startMs: 160,
      endMs: 630,
      phones: [phone('F', 'f', 90, 160, 250), phone('AE', 'æ', 72, 250, 630)],
    },
    {
      word: 'has',
      status: 'good',
      heardAs: null,
      score: 90,
      startMs: 630,
      endMs: 870,
      phones: [phone('Z', 'z', 90, 630, 870)],
    },
    {
      word: 'four',
      status: 'missed',
      heardAs: 'three',
      score: 30,
      startMs: 870,
      endMs: 1120,
      phones: [phone('F', 'f', 20, 870, 950), phone('AO', 'ɔ', 40, 950, 1120)],
    },
    {
      word: 'people',
      status: 'good',
      heardAs: null,
      score: 85,
      startMs: 1220,
      endMs: 1640,
      phones: [phone('P', 'p', 85, 1220, 1640)],
    },
  ],
  insertions: [],
  keywords: [],
  diamondsEarned: 0,
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
    fetchRefused('scoreRecording', ERROR_CODES.SPEAK_AUDIO_TOO_SHORT, 'Bản ghi quá ngắn.'),
    fetchRefused('scoreRecording', ERROR_CODES.SPEAK_AUDIO_SILENT, 'Cô không nghe thấy tiếng em.'),
    fetchFailed('scoreRecording'),
    { type: 'replay.requested' },
    { type: 'word.selected', example: { index: 3 } },
    { type: 'wordModel.requested' },
    { type: 'wordTake.requested' },
    { type: 'playback.ended' },
  ],
  // The state and whether a word is chosen decide behaviour (errors and the prompt only change what
  // is shown; the word's comparison needs one chosen).
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      (snapshot.context as { selectedWord: number | null }).selectedWord !== null,
    ]),
  fakeActions: noopActions(SPEAKING_ATTEMPT_INJECTED_ACTIONS),
};
