/** Real actors of a speaking attempt: the platform recorder and the src/api functions. */

import type { AttemptBody, SpeakTopicsData } from '../../contracts/speak';
import { type ApiCall, type ApiCallWith, fetchData } from '../shared/fetch-data';
import { fromRequest } from '../shared/from-request';
import type {
  AttemptData,
  Recording,
  SaveAttemptInput,
  ScoreInput,
  SpeakingAttemptInput,
  SpeakScoreData,
} from './speaking-attempt.types';

/** The browser's microphone, behind a small interface (src/platform supplies it). */
export interface SpeechRecorder {
  /** Asks for the microphone (rejects when refused). */
  open(): Promise<void>;
  /** Starts capturing; `onLevel` gets the level 0–1 and the elapsed time. */
  start(onLevel: (level: number, elapsedMs: number) => void): void;
  stop(): Promise<Recording>;
  release(): void;
}

export interface SpeakingAttemptApi {
  /** By profile id. */
  getSpeakTopics: ApiCall<number, SpeakTopicsData>;
  scoreSpeech: ApiCallWith<[fields: { profileId: number; promptId: number }, wav: Blob], SpeakScoreData>;
  saveSpeakAttempt: ApiCall<AttemptBody, AttemptData>;
}

export function createSpeakingAttemptActors(api: SpeakingAttemptApi, recorder: SpeechRecorder) {
  return {
    loadTopics: fetchData<SpeakTopicsData, SpeakingAttemptInput>((input, options) =>
      api.getSpeakTopics(input.profileId, options),
    ),
    openMicrophone: fromRequest<void, void>(() => recorder.open()),
    stopRecording: fromRequest<Recording, void>(() => recorder.stop()),
    scoreRecording: fetchData<SpeakScoreData, ScoreInput>((input, options) =>
      api.scoreSpeech({ profileId: input.profileId, promptId: input.promptId }, input.wav, options),
    ),
    saveAttempt: fetchData<AttemptData, SaveAttemptInput>((input, options) =>
      api.saveSpeakAttempt(
        {
          profile_id: input.profileId,
          prompt_id: input.promptId,
          client_attempt_id: input.clientAttemptId,
          score: input.result.score,
          words: input.result.words,
        },
        options,
      ),
    ),
  };
}
