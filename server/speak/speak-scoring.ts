import {
  GOOD_WORD_DEFICIT_IN_OTHER_SENTENCE,
  OTHER_SENTENCE_DEFICIT,
  SPEAK_MIN_SECONDS,
  type SpeakScore,
  SUSPECT_WORD_DEFICIT,
  scoreFreeTalk,
  scoreReading,
  sentenceWords,
} from '../../src/domain/speaking';
import { MIN_VOICED_SECONDS, voicedSeconds } from '../../src/domain/voice';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { PromptToScore } from './speak.repository';
import type { AssessOptions, SpeechAssessor } from './speech-recognizer';
import { RECOGNIZER_SAMPLE_RATE } from './speech-recognizer';
import { type DecodedAudio, trimSilence } from './wav';

export const SCORING_MESSAGES = {
  tooShort: 'Bản ghi quá ngắn. Em hãy bấm ghi âm rồi nói cả câu nhé.',
  tooLong: 'Bản ghi dài quá thời gian cho phép. Em hãy nói ngắn gọn hơn nhé.',
  silent: 'Cô không nghe thấy tiếng em. Em hãy nói to hơn, gần micro hơn nhé.',
} as const;

/** Recordings may run this much past the prompt's limit (the stop button's latency). */
const LENGTH_TOLERANCE_SECONDS = 2;

/**
 * Every word that will not be green is listened to (what was said instead), with the thresholds of
 * src/domain/speaking; a pause of 300 ms with 150 ms of voice in it is a word the pupil added.
 */
export const ASSESS_OPTIONS: AssessOptions = {
  listen: {
    above: SUSPECT_WORD_DEFICIT,
    sentenceAbove: OTHER_SENTENCE_DEFICIT,
    inOtherSentenceAbove: GOOD_WORD_DEFICIT_IN_OTHER_SENTENCE,
  },
  insertion: { minPauseMs: 300, minVoicedMs: 150 },
};

/** The sentences a recording is judged against: the accepted answers (free talk: sample answers). */
export function candidateSentences(prompt: PromptToScore): string[] {
  const sentences = prompt.acceptedPatterns.filter((s) => sentenceWords(s).length > 0);
  return sentences.length > 0 ? sentences : [prompt.modelText];
}

/**
 * Scores one recording of a prompt on the server (the only place a score is made, ADR 0012):
 * refuses too short, too long and silent audio, trims the silence around the speech, lets the
 * assessor align the accepted sentences and measure every phone, and applies src/domain/speaking.
 */
export async function scoreRecording(
  assessor: SpeechAssessor,
  prompt: PromptToScore,
  audio: DecodedAudio,
): Promise<SpeakScore> {
  if (audio.seconds < SPEAK_MIN_SECONDS)
    throw new AppError(400, ERROR_CODES.SPEAK_AUDIO_TOO_SHORT, SCORING_MESSAGES.tooShort);
  if (audio.seconds > prompt.maxSeconds + LENGTH_TOLERANCE_SECONDS)
    throw new AppError(400, ERROR_CODES.SPEAK_AUDIO_TOO_LONG, SCORING_MESSAGES.tooLong);
  if (voicedSeconds(audio.samples, RECOGNIZER_SAMPLE_RATE) < MIN_VOICED_SECONDS)
    throw new AppError(400, ERROR_CODES.SPEAK_AUDIO_SILENT, SCORING_MESSAGES.silent);
  const sentences = candidateSentences(prompt);
  const speech = trimSilence(audio.samples);
  const measured = await assessor.assess(speech.samples, sentences.map(sentenceWords), ASSESS_OPTIONS);
  // Times back on the whole recording: the pupil's own take of a word is sliced from it.
  const shift = <T extends { startMs: number; endMs: number }>(x: T): T => ({
    ...x,
    startMs: x.startMs + speech.startMs,
    endMs: x.endMs + speech.startMs,
  });
  const assessment = {
    ...measured,
    words: measured.words.map((w) => ({ ...shift(w), phones: w.phones.map(shift) })),
    insertions: measured.insertions.map(shift),
  };
  return prompt.kind === 'free_talk'
    ? scoreFreeTalk(sentences, prompt.keywords, assessment)
    : scoreReading(sentences, assessment);
}
