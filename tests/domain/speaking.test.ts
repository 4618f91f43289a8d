import { describe, expect, it } from 'vitest';
import { type HeardWord, scoreFreeTalk, scoreSentence, sentenceWords } from '../../src/domain/speaking';

const heard = (text: string, confidence = 0.9): HeardWord[] =>
  text.split(' ').map((word, i) => ({ word, confidence, startMs: i * 300, endMs: i * 300 + 280 }));

describe('speaking score rule', () => {
  it('the expected sentence said clearly scores 100, every word green', () => {
    const result = scoreSentence(['my family has four people'], heard('my family has four people'));
    expect(result).toMatchObject({ score: 100, passed: true, heard: 'my family has four people' });
    expect(result.words.map((w) => w.status)).toEqual(['good', 'good', 'good', 'good', 'good']);
    expect(result.words[1]).toMatchObject({ recognised: true, startMs: 300, endMs: 580 });
  });

  it('an unclear word counts half: 4 green + 1 yellow of 5 → 90', () => {
    const words = heard('my family has four people');
    words[1]!.confidence = 0.4;
    const result = scoreSentence(['my family has four people'], words);
    expect(result.words[1]!.status).toBe('unclear');
    expect(result.score).toBe(90);
  });

  it('another sentence heard: shared words are yellow, the rest red; it does not pass', () => {
    const result = scoreSentence(['i have a ruler'], heard('i have a new school bag'));
    expect(result.words.map((w) => w.status)).toEqual(['unclear', 'unclear', 'unclear', 'missed']);
    expect(result.score).toBe(38);
    expect(result.passed).toBe(false);
  });

  it('nothing heard: every word red, 0', () => {
    const result = scoreSentence(['this is my mother'], []);
    expect(result.score).toBe(0);
    expect(result.words.every((w) => w.status === 'missed' && w.startMs === null)).toBe(true);
  });

  it('answers: the accepted sentence heard is the one scored', () => {
    const result = scoreSentence(['it is a pencil', 'it is a book'], heard('it is a book'));
    expect(result.words.map((w) => w.word)).toEqual(['it', 'is', 'a', 'book']);
    expect(result.score).toBe(100);
  });

  it('free talk: 34 points per different topic sentence, capped at 100', () => {
    const sentences = ['i like cats', 'the bird can fly', 'a fish can swim', 'the tiger is strong'];
    expect(scoreFreeTalk(sentences, heard('i like cats i like cats')).score).toBe(34);
    expect(scoreFreeTalk(sentences, heard('i like cats the bird can fly')).score).toBe(68);
    const all = scoreFreeTalk(
      sentences,
      heard('i like cats the bird can fly a fish can swim the tiger is strong'),
    );
    expect(all.score).toBe(100);
    expect(all.words).toHaveLength(15);
  });

  it('sentence words: lower case, no punctuation', () => {
    expect(sentenceWords('  My family, has FOUR people! ')).toEqual([
      'my',
      'family',
      'has',
      'four',
      'people',
    ]);
  });
});
