/** AI Speak endpoints of the main API (issue 14); shapes come from src/contracts/speak. */
import type {
  AttemptBody,
  AttemptData,
  SpeakProgressData,
  SpeakScoreData,
  SpeakTopicsData,
} from '../../contracts/speak';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { get, post, postImg } from '../http/main-helpers';

export function getSpeakTopics(
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<SpeakTopicsData>> {
  return get('/speak/topics', { params: { profile_id: profileId }, signal: options?.signal });
}

/** Multipart: the fields first, then the WAV as "audio" (the server reads them in that order). */
export function scoreSpeech(
  fields: { profileId: number; promptId: number },
  wav: Blob,
  options?: RequestOptions,
): Promise<ApiEnvelope<SpeakScoreData>> {
  const form = new FormData();
  form.append('profile_id', String(fields.profileId));
  form.append('prompt_id', String(fields.promptId));
  form.append('audio', wav, 'attempt.wav');
  return postImg('/speak/score', form, options);
}

export function saveSpeakAttempt(
  body: AttemptBody,
  options?: RequestOptions,
): Promise<ApiEnvelope<AttemptData>> {
  return post('/speak/attempts', body, options);
}

export function getSpeakProgress(
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<SpeakProgressData>> {
  return get('/speak/progress', { params: { profile_id: profileId }, signal: options?.signal });
}
