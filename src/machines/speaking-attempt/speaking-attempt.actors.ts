/** Real actors of a speaking attempt: the platform recorder and the src/api functions. */
import type { SpeakTopicsData } from '../../contracts/speak';
import { type ApiCall, type ApiCallWith, fetchData } from '../shared/fetch-data';
import { fromRequest } from '../shared/from-request';
import type { Recording, ScoreInput, SpeakingAttemptInput, SpeakScoreData } from './speaking-attempt.types';

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
  scoreSpeech: ApiCallWith<
    [fields: { profileId: number; promptId: number; clientAttemptId: string }, wav: Blob],
    SpeakScoreData
  >;
}

export function createSpeakingAttemptActors(api: SpeakingAttemptApi, recorder: SpeechRecorder) {
  return {
    loadTopics: fetchData<SpeakTopicsData, SpeakingAttemptInput>((input, options) =>
      api.getSpeakTopics(input.profileId, options),
    ),
    openMicrophone: fromRequest<void, void>(() => recorder.open()),
    stopRecording: fromRequest<Recording, void>(() => recorder.stop()),
    scoreRecording: fetchData<SpeakScoreData, ScoreInput>((input, options) =>
      api.scoreSpeech(
        { profileId: input.profileId, promptId: input.promptId, clientAttemptId: input.clientAttemptId },
        input.wav,
        options,
      ),
    ),
  };
}
