import { describe, expect, it } from 'vitest';
import { DEMO_LESSONS } from '../../../server/learning/learning-seed-data';
import { PRACTICE_CONTENT } from '../../../server/practice/practice-content';
import { buildItemBank, isCorrectAnswer, normaliseAnswer } from '../../../server/practice/practice-items';

describe('practice item bank', () => {
  const bank = buildItemBank(PRACTICE_CONTENT);

  it('has ≥ 40 items in each of 3 units of grades 2, 3 and 5, titled like the learning plan’s lessons', () => {
    const lessonTitles = DEMO_LESSONS.map((l) => l.title);
    for (const grade of [2, 3, 5]) {
      const units = bank.filter((u) => u.grade === grade);
      expect(units.length).toBeGreaterThanOrEqual(3);
      for (const unit of units) {
        expect(lessonTitles).toContain(unit.title);
        expect(unit.items.length).toBeGreaterThanOrEqual(40);
        expect(new Set(unit.items.map((i) => i.kind))).toEqual(
          new Set(['picture', 'multiple_choice', 'fill_gap', 'word_order', 'listening', 'matching']),
        );
      }
    }
    const keys = bank.flatMap((u) => u.items.map((i) => i.itemKey));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every choice item offers its answer once; word order uses the answer’s words, scrambled', () => {
    for (const item of bank.flatMap((u) => u.items)) {
      expect(item.explanation.length).toBeGreaterThan(10);
      if (item.content.choices) {
        expect(item.content.choices.filter((c) => c === item.answer)).toHaveLength(1);
        expect(new Set(item.content.choices).size).toBe(item.content.choices.length);
      }
      if (item.kind === 'word_order') {
        expect([...item.content.words!].sort()).toEqual(item.answer.split(' ').sort());
        expect(item.content.words!.join(' ')).not.toBe(item.answer);
      }
      if (item.kind === 'matching') {
        const pairs = item.answer.split('|').map((p) => p.split('='));
        expect(pairs.map((p) => p[0])).toEqual(item.content.left);
        expect(pairs.map((p) => p[1]).sort()).toEqual([...item.content.right!].sort());
      }
    }
  });

  it('case, spaces and final punctuation never make an answer wrong', () => {
    expect(normaliseAnswer('  My   Family  has four PEOPLE . ')).toBe('my family has four people');
    expect(isCorrectAnswer('mother = mẹ | father=bố', 'mother=mẹ|father=bố')).toBe(true);
    expect(isCorrectAnswer('mothers', 'mother')).toBe(false);
  });
});
