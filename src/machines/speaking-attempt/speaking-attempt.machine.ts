import { assign, setup } from 'xstate';
import { ERROR_CODES } from '../../contracts/error-codes';
import { SPEAK_RECORDING_CAP_MS } from '../../domain/constants';
import { SPEAK_MIN_SECONDS } from '../../domain/speaking';
import { MIN_VOICED_SECONDS } from '../../domain/voice';
import { EnvelopeError } from '../shared/api-result';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided';
import { keepErrorIn } from '../shared/notice';
import type {
  PlaybackParams,
  Recording,
  ScoreInput,
  SpeakingAttemptContext,
  SpeakingAttemptEvent,
  SpeakingAttemptInput,
  SpeakScoreData,
  SpeakTopic,
} from './speaking-attempt.types';

/** Until the topics arrive there is no prompt: a placeholder nobody can record. */
const NO_PROMPT = { id: 0, kind: 'repeat' as const, modelText: '', maxSeconds: 8 };

export const SPEAK_MESSAGES = {
  micDenied:
    'Trình duyệt chưa cho phép dùng micro. Em nhờ bố mẹ bấm vào biểu tượng ổ khóa (hoặc micro) cạnh thanh địa chỉ, chọn "Cho phép" micro, rồi bấm "Ghi âm" lại nhé.',
  tooShort: 'Bản ghi ngắn quá. Em bấm "Ghi âm", nói cả câu rồi mới bấm "Dừng" nhé.',
  silent: 'Cô chưa nghe thấy tiếng em. Em nói to hơn và gần micro hơn nhé.',
} as const;

const errorCodeOf = (event: unknown) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof EnvelopeError ? error.errorCode : null;
};

const resetAttempt = {
  level: 0,
  elapsedMs: 0,
  recording: null,
  result: null,
  selectedWord: null,
  playing: null,
  error: null,
};

/** A state whose only way on is the record button: before the first take, or after a failed one. */
const waitingToRecord = (description: string) =>
  ({ meta: { description }, on: { 'recording.requested': 'requestingMicrophone' } }) as const;

/**
 * /ai-topic: one spoken attempt at a prompt. The microphone is asked for on each attempt (a refusal
 * explains how to allow it); while recording the meter shows the level and the recording stops at
 * the prompt's max length; too short and silent recordings are caught before (and by) the server,
 * which scores the recording and stores the attempt itself (ADR 0012; never the audio). The result
 * plays the pupil's own recording back (kept in the browser only) and, for a tapped word, the model
 * and the pupil's take of that word (the recording sliced at the word's aligned times).
 */
export const speakingAttemptMachine = setup({
  types: {
    context: {} as SpeakingAttemptContext,
    events: {} as SpeakingAttemptEvent,
    input: {} as SpeakingAttemptInput,
  },
  actors: {
    loadTopics: notProvidedActor<{ topics: SpeakTopic[]; passMark: number }, SpeakingAttemptInput>(
      'loadTopics',
    ),
    openMicrophone: notProvidedActor<void, void>('openMicrophone'),
    stopRecording: notProvidedActor<Recording, void>('stopRecording'),
    scoreRecording: notProvidedActor<SpeakScoreData, ScoreInput>('scoreRecording'),
  },
  actions: {
    /** Starts the platform recorder; it sends 'level.sampled' to the actor while it runs. */
    startRecorder: notProvidedAction<void>('startRecorder'),
    /** Releases the microphone (a left recording, a stopped page). */
    releaseMicrophone: notProvidedAction<void>('releaseMicrophone'),
    /** Plays (part of) the pupil's recording; the platform sends 'playback.ended' when it is over. */
    playRecording: notProvidedAction<PlaybackParams>('playRecording'),
    /** Stops whatever recording is playing. */
    stopPlayback: notProvidedAction<void>('stopPlayback'),
    /** Reads a word or sentence aloud the model way (speech synthesis or the shipped file). */
    sayModel: notProvidedAction<{ text: string }>('sayModel'),
  },
  delays: { recordingCap: SPEAK_RECORDING_CAP_MS },
  guards: {
    isAtMaxLength: ({ context, event }) =>
      event.type === 'level.sampled' && event.elapsedMs >= context.prompt.maxSeconds * 1000,
    isTooShort: ({ event }) => (event as { output?: Recording }).output!.seconds < SPEAK_MIN_SECONDS,
    isSilent: ({ event }) => (event as { output?: Recording }).output!.voicedSeconds < MIN_VOICED_SECONDS,
    isTooShortAnswer: ({ event }) => errorCodeOf(event) === ERROR_CODES.SPEAK_AUDIO_TOO_SHORT,
    isSilentAnswer: ({ event }) => errorCodeOf(event) === ERROR_CODES.SPEAK_AUDIO_SILENT,
    isWordOfResult: ({ context, event }) =>
      event.type === 'word.selected' && context.result?.words[event.index] !== undefined,
    hasSelectedWord: ({ context }) => context.selectedWord !== null,
    hasSelectedTake: ({ context }) =>
      context.selectedWord !== null &&
      typeof context.result?.words[context.selectedWord]?.startMs === 'number',
  },
}).createMachine({
  id: 'speaking-attempt',
  context: ({ input }) => ({
    ...input,
    topics: [],
    passMark: 60,
    prompt: NO_PROMPT,
    ...resetAttempt,
    attemptNumber: 0,
  }),
  initial: 'loadingTopics',
  on: {
    'prompt.changed': {
      target: '.idle',
      actions: [
        'releaseMicrophone',
        'stopPlayback',
        assign(({ event }) => ({ prompt: event.prompt, ...resetAttempt, attemptNumber: 0 })),
      ],
    },
  },
  states: {
    loadingTopics: {
      meta: { description: 'Đang tải các chủ đề luyện nói' },
      invoke: {
        id: 'loadTopics',
        src: 'loadTopics',
        input: ({ context }) => ({ profileId: context.profileId }),
        onDone: {
          target: 'idle',
          actions: assign(({ event }) => ({
            topics: event.output.topics,
            passMark: event.output.passMark,
            prompt: event.output.topics[0]?.prompts[0] ?? NO_PROMPT,
          })),
        },
        onError: keepErrorIn('topicsFailed', 'error'),
      },
    },
    topicsFailed: {
      meta: { description: 'Không tải được chủ đề: thử lại' },
      on: { 'topics.requested': 'loadingTopics' },
    },
    idle: waitingToRecord('Nghe câu mẫu, sẵn sàng ghi âm'),
    requestingMicrophone: {
      meta: { description: 'Đang xin quyền dùng micro' },
      entry: assign(resetAttempt),
      invoke: {
        id: 'openMicrophone',
        src: 'openMicrophone',
        onDone: 'recording',
        onError: { target: 'microphoneDenied', actions: assign({ error: SPEAK_MESSAGES.micDenied }) },
      },
    },
    microphoneDenied: waitingToRecord('Micro bị chặn: hướng dẫn cho phép bằng tiếng Việt'),
    recording: {
      meta: { description: 'Đang ghi âm: thanh mức âm lượng, dừng khi đủ thời gian tối đa' },
      entry: 'startRecorder',
      after: { recordingCap: 'stopping' },
      on: {
        'level.sampled': [
          { guard: 'isAtMaxLength', target: 'stopping' },
          {
            actions: assign({ level: ({ event }) => event.level, elapsedMs: ({ event }) => event.elapsedMs }),
          },
        ],
        'recording.stopped': 'stopping',
      },
    },
    stopping: {
      meta: { description: 'Dừng ghi âm, nhận bản ghi' },
      invoke: {
        id: 'stopRecording',
        src: 'stopRecording',
        onDone: [
          { guard: 'isTooShort', target: 'tooShort', actions: assign({ error: SPEAK_MESSAGES.tooShort }) },
          { guard: 'isSilent', target: 'silent', actions: assign({ error: SPEAK_MESSAGES.silent }) },
          { target: 'scoring', actions: assign({ recording: ({ event }) => event.output }) },
        ],
        onError: keepErrorIn('scoreFailed', 'error'),
      },
    },
    tooShort: waitingToRecord('Bản ghi quá ngắn: ghi lại'),
    silent: waitingToRecord('Không nghe thấy tiếng: nói to hơn rồi ghi lại'),
    scoring: {
      meta: { description: 'Máy đang chấm phát âm từng từ' },
      invoke: {
        id: 'scoreRecording',
        src: 'scoreRecording',
        input: ({ context }) => ({
          profileId: context.profileId,
          promptId: context.prompt.id,
          clientAttemptId: context.recording!.id,
          wav: context.recording!.wav,
        }),
        onDone: {
          target: 'result',
          actions: assign({
            result: ({ event }) => event.output,
            attemptNumber: ({ context }) => context.attemptNumber + 1,
            // The prompt's button shows the best score without reloading the topics.
            topics: ({ context, event }) =>
              context.topics.map((topic) => ({
                ...topic,
                prompts: topic.prompts.map((p) =>
                  p.id === event.output.promptId ? { ...p, bestScore: event.output.bestScore } : p,
                ),
              })),
          }),
        },
        onError: [
          {
            guard: 'isTooShortAnswer',
            target: 'tooShort',
            actions: assign({ error: SPEAK_MESSAGES.tooShort }),
          },
          { guard: 'isSilentAnswer', target: 'silent', actions: assign({ error: SPEAK_MESSAGES.silent }) },
          keepErrorIn('scoreFailed', 'error'),
        ],
      },
    },
    result: {
      meta: {
        description:
          'Điểm 0–100, từ tô màu (từ đỏ kèm từ nghe được), âm yếu kèm mẹo; nghe lại giọng em, so từng từ với mẫu',
      },
      exit: ['stopPlayback', assign({ playing: null, selectedWord: null })],
      on: {
        'recording.requested': 'requestingMicrophone',
        'replay.requested': {
          actions: [
            'stopPlayback',
            { type: 'playRecording', params: ({ context }) => ({ wav: context.recording!.wav }) },
            assign({ playing: 'recording' }),
          ],
        },
        'word.selected': {
          guard: 'isWordOfResult',
          actions: assign({ selectedWord: ({ event }) => event.index }),
        },
        'wordModel.requested': {
          guard: 'hasSelectedWord',
          actions: {
            type: 'sayModel',
            params: ({ context }) => ({ text: context.result!.words[context.selectedWord!]!.word }),
          },
        },
        'wordTake.requested': {
          guard: 'hasSelectedTake',
          actions: [
            'stopPlayback',
            {
              type: 'playRecording',
              params: ({ context }) => {
                const word = context.result!.words[context.selectedWord!]!;
                return { wav: context.recording!.wav, startMs: word.startMs!, endMs: word.endMs! };
              },
            },
            assign({ playing: 'take' }),
          ],
        },
        'playback.ended': { actions: assign({ playing: null }) },
      },
    },
    scoreFailed: {
      meta: { description: 'Chưa chấm được (mất mạng hoặc máy chấm bận): thử lại' },
      on: { 'recording.requested': 'requestingMicrophone' },
    },
  },
});

export type SpeakingAttemptMachine = typeof speakingAttemptMachine;
