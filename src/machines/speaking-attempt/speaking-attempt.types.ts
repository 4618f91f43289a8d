import type { AttemptData, SpeakPrompt, SpeakScoreData } from '../../contracts/speak';

export type { AttemptData, SpeakPrompt, SpeakScoreData };

/** What the page gives the machine: the profile and the prompt being practised. */
export interface SpeakingAttemptInput {
  profileId: number;
  prompt: Pick<SpeakPrompt, 'id' | 'kind' | 'modelText' | 'maxSeconds'>;
}

/** A finished recording, as the platform recorder hands it over. */
export interface Recording {
  /** Random id made by the recorder: the attempt's idempotency key on the server. */
  id: string;
  /** 16 kHz mono 16-bit WAV. */
  wav: Blob;
  seconds: number;
  /** Seconds louder than the speech threshold (silence detection). */
  voicedSeconds: number;
}

export interface SpeakingAttemptContext extends SpeakingAttemptInput {
  /** Microphone level 0–1 for the meter. */
  level: number;
  elapsedMs: number;
  recording: Recording | null;
  result: SpeakScoreData | null;
  /** The attempt could not be stored (the score is still shown). */
  saveFailed: boolean;
  error: string | null;
  /** Attempts made on this prompt (client ids are derived from it). */
  attemptNumber: number;
}

export type SpeakingAttemptEvent =
  | { type: 'recording.requested' }
  | { type: 'recording.stopped' }
  | { type: 'level.sampled'; level: number; elapsedMs: number }
  | { type: 'prompt.changed'; prompt: SpeakingAttemptInput['prompt'] };

export interface ScoreInput {
  profileId: number;
  promptId: number;
  wav: Blob;
}

export interface SaveAttemptInput {
  profileId: number;
  promptId: number;
  clientAttemptId: string;
  result: SpeakScoreData;
}
