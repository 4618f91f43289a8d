import type { SpeakPrompt, SpeakScoreData, SpeakTopic } from '../../contracts/speak';

export type { SpeakPrompt, SpeakScoreData, SpeakTopic };

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
  /** The server's score, stored by the server with the attempt (ADR 0012). */
  result: SpeakScoreData | null;
  /** The word of the result being compared (model vs the pupil's own take), by index. */
  selectedWord: number | null;
  /** What is playing: the whole recording, or the pupil's take of the selected word. */
  playing: 'recording' | 'take' | null;
  error: string | null;
  /** Attempts made on this prompt (client ids are derived from it). */
  attemptNumber: number;
}

export type SpeakingAttemptEvent =
  | { type: 'recording.requested' }
  | { type: 'recording.stopped' }
  | { type: 'level.sampled'; level: number; elapsedMs: number }
  | { type: 'prompt.changed'; prompt: PromptToSay }
  | { type: 'topics.requested' }
  | { type: 'replay.requested' }
  | { type: 'word.selected'; index: number }
  | { type: 'wordModel.requested' }
  | { type: 'wordTake.requested' }
  | { type: 'playback.ended' };

export interface ScoreInput {
  profileId: number;
  promptId: number;
  /** The recording's id: a resent recording is stored once. */
  clientAttemptId: string;
  wav: Blob;
}

/** A stretch of the pupil's recording to play (the whole of it without times). */
export interface PlaybackParams {
  wav: Blob;
  startMs?: number;
  endMs?: number;
}
