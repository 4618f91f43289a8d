import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchesAnyPattern,
  normaliseWritten,
  patternProblem,
  patternRegex,
} from '../../src/domain/answer-patterns';
import * as reference from './support/format-check-reference.mjs';

describe('short-writing patterns (curriculum format v1)', () => {
  it.each([
    ['i (like|love) [to eat] *', 'I like rice.', true],
    ['i (like|love) [to eat] *', 'I love to eat noodles', true],
    ['i (like|love) *', 'I likes rice.', false],
    ['i (like|love) *', 'I like', false],
    ['i (like|love) *', 'I like one two three four five', false],
    ['a [b] c', 'a c', true],
    ['a [b] c', 'a b c', true],
    ['a [b] c', 'ab c', false],
    ['it is (very |)hot', 'It is hot!', true],
    ['it is (very |)hot', 'It is very hot', true],
    ["i don't like *", 'I don’t like milk.', true],
    ['my name is *', 'My  name is   Nam', true],
    ['there (is|are) * in my room', 'There are two beds in my room.', true],
    ['1 + 1 = 2', '1 1 2', false],
  ])('%s ← "%s": %s', (pattern, written, expected) => {
    expect(matchesAnyPattern(written, [pattern])).toBe(expected);
    expect(reference.patternRegex(pattern).test(reference.normalise(written))).toBe(expected);
  });

  it('an empty answer never matches', () => {
    expect(matchesAnyPattern('  ...  ', ['(a|)'])).toBe(false);
  });

  it('agrees with the format’s own check script on generated patterns and answers', () => {
    const word = fc.constantFrom('i', 'like', 'rice', "don't", 'very', 'big', 'a', 'the', 'cat', 'phở');
    const atom: fc.Arbitrary<string> = fc.oneof(
      word,
      fc.constant('*'),
      fc.array(word, { minLength: 1, maxLength: 2 }).map((w) => `[${w.join(' ')}]`),
      fc
        .array(fc.oneof(word, fc.constant('')), { minLength: 2, maxLength: 3 })
        .map((alternatives) => `(${alternatives.join('|')})`),
    );
    const pattern = fc.array(atom, { minLength: 1, maxLength: 5 }).map((atoms) => atoms.join(' '));
    const answer = fc
      .array(fc.oneof(word, fc.constantFrom('Rice.', 'LIKE', '’', '!', '  ', 'Phở,')), {
        minLength: 1,
        maxLength: 7,
      })
      .map((words) => words.join(' '));
    fc.assert(
      fc.property(pattern, answer, (p, a) => {
        expect(normaliseWritten(a)).toBe(reference.normalise(a));
        expect(patternRegex(p).source).toBe(reference.patternRegex(p).source);
        if (normaliseWritten(a) !== '')
          expect(matchesAnyPattern(a, [p])).toBe(reference.patternRegex(p).test(reference.normalise(a)));
      }),
      { numRuns: 500 },
    );
  });

  it('names a malformed pattern', () => {
    expect(patternProblem('i (like|love *')).toMatch(/chưa được đóng/);
    expect(patternProblem('i like] rice')).toMatch(/không có dấu mở/);
    expect(patternProblem('i like|love rice')).toMatch(/bên trong/);
    expect(patternProblem('i (like|love) [to eat] *')).toBeNull();
  });
});
