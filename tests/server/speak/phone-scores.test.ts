import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESS_OPTIONS } from '../../../server/speak/speak-scoring';
import { createWorkerAssessor, type SpeechAssessor } from '../../../server/speak/speech-recognizer';
import { decodeWav, trimSilence } from '../../../server/speak/wav';
import { judgeWords } from '../../../src/domain/speaking';
import { cachedReading, requireEspeak } from './espeak';

/*
 * The phone-level goodness of pronunciation on aligned audio (issue 30): the real assessor thread
 * aligns an espeak-ng reading and scores every phone against the best phone of each frame.
 */
describe('phone scores of the speech assessor', () => {
  let assessor: SpeechAssessor;
  beforeAll(() => {
    requireEspeak();
    assessor = createWorkerAssessor();
  });
  afterAll(async () => {
    await assessor.close();
  });

  const assess = async (said: string, expected: string) => {
    const audio = decodeWav(cachedReading(said, 'en-us', 140))!;
    const speech = trimSilence(audio.samples);
    const assessment = await assessor.assess(speech.samples, [expected.split(' ')], ASSESS_OPTIONS);
    return { assessment, words: judgeWords(assessment, expected.split(' ')) };
  };

  it('aligns every phone of every word, in order, inside its word', async () => {
    const { assessment, words } = await assess('this is my mother', 'this is my mother');
    expect(assessment.words.map((w) => w.word)).toEqual(['this', 'is', 'my', 'mother']);
    expect(assessment.words.map((w) => w.phones.map((p) => p.phone).join(' '))).toEqual([
      'DH IH S',
      'IH Z',
      'M AY',
      'M AH DH ER',
    ]);
    for (const w of assessment.words) {
      let at = w.startMs;
      for (const p of w.phones) {
        expect(p.startMs).toBeGreaterThanOrEqual(at);
        expect(p.endMs).toBeGreaterThan(p.startMs);
        expect(Number.isFinite(p.deficit)).toBe(true);
        at = p.endMs;
      }
      expect(at).toBeLessThanOrEqual(w.endMs);
    }
    for (const w of words) for (const p of w.phones) expect(p.score).toBeGreaterThanOrEqual(0);
    expect(words.find((w) => w.word === 'mother')!.phones.map((p) => p.ipa)).toEqual(['m', 'ʌ', 'ð', 'ɜ˞']);
  });

  it('the sounds of a word that was not said score lower than the same sounds said', async () => {
    const right = await assess('this is my mother', 'this is my mother');
    const wrong = await assess('this is my sister', 'this is my mother');
    const mean = (r: typeof right) => {
      const phones = r.words.find((w) => w.word === 'mother')!.phones;
      return phones.reduce((s, p) => s + p.score, 0) / phones.length;
    };
    expect(mean(right)).toBeGreaterThan(mean(wrong) + 15);
  });
});
