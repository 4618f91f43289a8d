import { SPEAK_MIN_SECONDS, type SpeakScore, scoreFreeTalk, scoreSentence } from '../../src/domain/speaking';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { PromptToScore } from './speak.repository';
import { SPEAK_DISTRACTORS } from './speak-content';
import type { SpeechRecognizer } from './speech-recognizer';
import { type DecodedAudio, trimSilence, voicedSeconds } from './wav';

export const SCORING_MESSAGES = {
  tooShort: 'Bản ghi quá ngắn. Em hãy bấm ghi âm rồi nói cả câu nhé.',
  tooLong: 'Bản ghi dài quá thời gian cho phép. Em hãy nói ngắn gọn hơn nhé.',
  silent: 'Cô không nghe thấy tiếng em. Em hãy nói to hơn, gần micro hơn nhé.',
} as const;

/** Recordings may run this much past the prompt's limit (the stop button's latency). */
const LENGTH_TOLERANCE_SECONDS = 2;
/** Less voiced audio than this is silence. */
const MIN_VOICED_SECONDS = 0.25;

/**
 * Scores one recording of a prompt: refuses too short, too long and silent audio, then trims the
 * silence around the speech and lets the recogniser choose among the accepted sentences and every other sentence of the grade, so a
 * different sentence is heard as different (ADR 0008), and applies the rule of src/domain/speaking.
 */
export async function scoreRecording(
  recognizer: SpeechRecognizer,
  prompt: PromptToScore,
  otherSentences: string[],
  audio: DecodedAudio,
): Promise<SpeakScore> {
  if (audio.seconds < SPEAK_MIN_SECONDS)
    throw new AppError(400, ERROR_CODES.SPEAK_AUDIO_TOO_SHORT, SCORING_MESSAGES.tooShort);
  if (audio.seconds > prompt.maxSeconds + LENGTH_TOLERANCE_SECONDS)
    throw new AppError(400, ERROR_CODES.SPEAK_AUDIO_TOO_LONG, SCORING_MESSAGES.tooLong);
  if (voicedSeconds(audio.samples) < MIN_VOICED_SECONDS)
    throw new AppError(400, ERROR_CODES.SPEAK_AUDIO_SILENT, SCORING_MESSAGES.silent);
  const sentences = [...prompt.acceptedPatterns, ...otherSentences, ...SPEAK_DISTRACTORS];
  const speech = trimSilence(audio.samples);
  const heard = (
    await recognizer.recognise(speech.samples, { sentences, repeatable: prompt.kind === 'free_talk' })
  ).map((h) => ({ ...h, startMs: h.startMs + speech.startMs, endMs: h.endMs + speech.startMs }));
  return prompt.kind === 'free_talk'
    ? scoreFreeTalk(prompt.acceptedPatterns, heard)
    : scoreSentence(prompt.acceptedPatterns, heard);
}
