import { describe, expect, it } from 'vitest';
import {
  composeSession,
  MAX_REVIEWS,
  reviewCard,
  type StoredCard,
  targetDifficulty,
} from '../../../server/practice/practice-scheduler';

const DAY = 86_400_000;
const intervalDays = (card: StoredCard, at: Date) => (card.due.getTime() - at.getTime()) / DAY;

describe('FSRS scheduling (ts-fsrs)', () => {
  it('intervals grow after each correct answer', () => {
    let now = new Date('2026-01-01T08:00:00Z');
    let card = reviewCard(null, true, now);
    const intervals: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      now = card.due;
      card = reviewCard(card, true, now);
      intervals.push(intervalDays(card, now));
    }
    for (let i = 1; i < intervals.length; i += 1) expect(intervals[i]).toBeGreaterThan(intervals[i - 1]!);
    expect(intervals.at(-1)).toBeGreaterThan(20);
    expect(card.lapses).toBe(0);
  });

  it('a lapse shrinks the interval and counts a lapse; the stability drops', () => {
    let now = new Date('2026-01-01T08:00:00Z');
    let card = reviewCard(null, true, now);
    for (let i = 0; i < 4; i += 1) {
      now = card.due;
      card = reviewCard(card, true, now);
    }
    const before = intervalDays(card, now);
    const stabilityBefore = card.stability;
    now = card.due;
    const lapsed = reviewCard(card, false, now);
    expect(intervalDays(lapsed, now)).toBeLessThan(before);
    expect(intervalDays(lapsed, now)).toBeLessThan(1);
    expect(lapsed.lapses).toBe(1);
    expect(lapsed.stability).toBeLessThan(stabilityBefore);
  });

  it('the same history always gives the same due date (no fuzz)', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(reviewCard(null, true, now)).toEqual(reviewCard(null, true, now));
  });
});

describe('adaptive session', () => {
  it('difficulty follows recent accuracy', () => {
    expect(targetDifficulty([])).toBe(1);
    expect(targetDifficulty([true, true, true, true])).toBe(1);
    expect(targetDifficulty(Array(10).fill(true))).toBe(3);
    expect(targetDifficulty([true, true, true, true, false, false])).toBe(2);
    expect(targetDifficulty([true, false, false, false, false])).toBe(1);
  });

  it('due reviews first (at most 4), then new items near the target difficulty, kind by kind, then the rest', () => {
    const fresh = [
      { id: 10, difficulty: 1, kind: 'picture' },
      { id: 11, difficulty: 1, kind: 'picture' },
      { id: 12, difficulty: 3, kind: 'fill_gap' },
      { id: 13, difficulty: 2, kind: 'listening' },
      { id: 14, difficulty: 3, kind: 'word_order' },
    ];
    const chosen = composeSession({ due: [1, 2, 3, 4, 5, 6], fresh, later: [7, 8] }, 3, 10);
    expect(chosen.slice(0, MAX_REVIEWS)).toEqual([1, 2, 3, 4]);
    // In range (difficulty 2–3), one of each kind; the difficulty-1 pictures come after.
    expect(chosen).toEqual([1, 2, 3, 4, 12, 13, 14, 10, 11, 5]);
    const easy = composeSession({ due: [], fresh, later: [] }, 1, 3);
    expect(easy).toEqual([10, 13, 11]);
    expect(composeSession({ due: [], fresh: [], later: [7, 8] }, 1, 10)).toEqual([7, 8]);
  });
});
