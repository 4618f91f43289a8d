import { describe, expect, it } from 'vitest';
import {
  type Assessment,
  judgeWords,
  scoreFreeTalk,
  scoreReading,
  sentenceWords,
  type WordMeasure,
  weakestSounds,
} from '../../src/domain/speaking';

const word = (text: string, deficit: number, extra: Partial<WordMeasure> = {}, at = 0): WordMeasure => ({
  word: text,
  startMs: at,
  endMs: at + 300,
  phones: [
    { phone: 'F', startMs: at, endMs: at + 100, frames: 10, deficit },
    { phone: 'AO', startMs: at + 100, endMs: at + 300, frames: 20, deficit },
  ],
  allMinimal: false,
  ...extra,
});

const assessment = (words: WordMeasure[], meanDeficit = 0.007): Assessment => ({
  candidate: 0,
  meanDeficit,
  words,
  insertions: [],
});

describe('speaking judgement', () => {
  it('close sounds are green; a far word heard as another is red with what was heard', () => {
    const words = judgeWords(
      assessment([word('my', 0.005), word('four', 0.014, { heard: 'three' }), word('people', 0.011)]),
      ['my', 'four', 'people'],
    );
    expect(words.map((w) => [w.word, w.status, w.heardAs])).toEqual([
      ['my', 'good', null],
      ['four', 'missed', 'three'],
      ['people', 'unclear', null],
    ]);
    expect(words[0]!.phones.map((p) => p.score)).toEqual([100, 100]);
    expect(words[1]!.phones[0]).toMatchObject({ phone: 'F', ipa: 'f', score: 33 });
  });

  it('a long word fitting almost well is red when the listener names another word; a short one stays green', () => {
    const fivePhones = (text: string, deficit: number, heard: string) =>
      word(text, deficit, {
        heard,
        phones: ['AH', 'K', 'L', 'AA', 'K'].map((phone, i) => ({
          phone,
          startMs: i * 100,
          endMs: i * 100 + 100,
          frames: 10,
          deficit,
        })),
      });
    const words = judgeWords(
      assessment([fivePhones("o'clock", 0.0095, 'umbrella'), word('up', 0.0095, { heard: 'till' })]),
      ["o'clock", 'up'],
    );
    expect(words.map((w) => [w.word, w.status, w.heardAs])).toEqual([
      ["o'clock", 'missed', 'umbrella'],
      ['up', 'good', null],
    ]);
  });

  it('a dropped word (phones squeezed to their minimum) is missed, and the score counts it 0', () => {
    const result = scoreReading(
      ['my family has four people'],
      assessment(
        ['my', 'family', 'has', 'four', 'people'].map((w) => word(w, 0.005, { allMinimal: w === 'has' })),
      ),
    );
    expect(result.words[2]!.status).toBe('missed');
    expect(result.score).toBe(80);
    expect(result.passed).toBe(true);
  });

  it('a reading that fits badly as a whole needs each word to fit much better', () => {
    const words = judgeWords(assessment([word('this', 0.008), word('is', 0.005)], 0.011), ['this', 'is']);
    expect(words.map((w) => w.status)).toEqual(['unclear', 'good']);
  });

  it('nothing aligned: every expected word is missed and the score is 0', () => {
    const result = scoreReading(['this is my mother'], {
      candidate: -1,
      meanDeficit: null,
      words: [],
      insertions: [],
    });
    expect(result).toMatchObject({ score: 0, passed: false, heard: '' });
    expect(result.words.map((w) => w.status)).toEqual(['missed', 'missed', 'missed', 'missed']);
  });

  it('free talk: half clarity, half key words said', () => {
    const result = scoreFreeTalk(
      ['i like cats', 'i like dogs'],
      ['like', 'cats', 'rabbits'],
      assessment([word('i', 0.005), word('like', 0.005), word('cats', 0.005)]),
    );
    expect(result.keywords).toEqual([
      { word: 'like', found: true },
      { word: 'cats', found: true },
      { word: 'rabbits', found: false },
    ]);
    expect(result.score).toBe(Math.round(100 / 2 + (50 * 2) / 3));
  });

  it('the weakest sounds come with a Vietnamese tip for what Vietnamese learners miss', () => {
    const th = (deficit: number): WordMeasure => ({
      word: 'three',
      startMs: 0,
      endMs: 300,
      phones: [
        { phone: 'TH', startMs: 0, endMs: 100, frames: 10, deficit },
        { phone: 'R', startMs: 100, endMs: 200, frames: 10, deficit: 0.005 },
        { phone: 'IY', startMs: 200, endMs: 300, frames: 10, deficit: 0.005 },
      ],
      allMinimal: false,
    });
    const cats: WordMeasure = {
      word: 'cats',
      startMs: 300,
      endMs: 600,
      phones: [
        { phone: 'K', startMs: 300, endMs: 380, frames: 8, deficit: 0.005 },
        { phone: 'AE', startMs: 380, endMs: 480, frames: 10, deficit: 0.005 },
        { phone: 'T', startMs: 480, endMs: 540, frames: 6, deficit: 0.005 },
        { phone: 'S', startMs: 540, endMs: 600, frames: 6, deficit: 0.016 },
      ],
      allMinimal: false,
    };
    const sounds = weakestSounds(judgeWords(assessment([th(0.015), cats]), ['three', 'cats']));
    expect(sounds.map((s) => [s.ipa, s.word])).toEqual([
      ['s', 'cats'],
      ['θ', 'three'],
    ]);
    expect(sounds[0]!.tip).toContain('Âm cuối /s/');
    expect(sounds[1]!.tip).toContain('giữa hai hàm răng');
  });

  it('compares lower-case words without punctuation', () => {
    expect(sentenceWords('My family, has FOUR people!')).toEqual(['my', 'family', 'has', 'four', 'people']);
  });
});
