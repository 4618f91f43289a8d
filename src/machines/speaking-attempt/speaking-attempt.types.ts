import type { AttemptData, SpeakPrompt, SpeakScoreData, SpeakTopic } from '../../contracts/speak';

export type { AttemptData, SpeakPrompt, SpeakScoreData, SpeakTopic };

export type PromptToSay = Pick<SpeakPrompt, 'id' | 'kind' | 'modelText' | 'maxSeconds'>;

/** What the page gives the machine: the profile whose topics are practised. */
export interface SpeakingAttemptInput {
  profileId: number;
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
  topics: SpeakTopic[];
  passMark: number;
  /** The prompt being practised (the first one once the topics are loaded). */
  prompt: PromptToSay;
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
  | { type: 'prompt.changed'; prompt: PromptToSay }
  | { type: 'topics.requested' };

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
