/** AI Speak endpoints of the main API (issue 14); shapes come from src/contracts/speak. */
import type { SpeakProgressData, SpeakScoreData, SpeakTopicsData } from '../../contracts/speak';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { getForProfileEndpoint } from '../http/main-endpoints';
import { postImg } from '../http/main-helpers';

export const getSpeakTopics = getForProfileEndpoint<SpeakTopicsData>('/speak/topics');

/**
 * Multipart: the fields first, then the WAV as "audio" (the server reads them in that order). The
 * server scores the recording and stores the attempt itself (ADR 0012); the audio is not kept.
 */
export function scoreSpeech(
  fields: { profileId: number; promptId: number; clientAttemptId: string },
  wav: Blob,
  options?: RequestOptions,
): Promise<ApiEnvelope<SpeakScoreData>> {
  const form = new FormData();
  form.append('profile_id', String(fields.profileId));
  form.append('prompt_id', String(fields.promptId));
  form.append('client_attempt_id', fields.clientAttemptId);
  form.append('audio', wav, 'attempt.wav');
  return postImg('/speak/score', form, options);
}

export const getSpeakProgress = getForProfileEndpoint<SpeakProgressData>('/speak/progress');
