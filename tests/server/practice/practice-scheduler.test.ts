import { describe, expect, it } from 'vitest';
import {
  composeSession,
  retrievability,
  reviewCard,
  type StoredCard,
  sessionCandidates,
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

  it('every due review first, then new items near the target difficulty, kind by kind, then the rest', () => {
    const fresh = [
      { id: 10, difficulty: 1, kind: 'picture_match' },
      { id: 11, difficulty: 1, kind: 'picture_match' },
      { id: 12, difficulty: 3, kind: 'gap_fill' },
      { id: 13, difficulty: 2, kind: 'listening_choice' },
      { id: 14, difficulty: 3, kind: 'word_order' },
    ];
    const chosen = composeSession({ due: [1, 2, 3, 4, 5, 6], fresh, later: [7, 8] }, 3, 10);
    // In range (difficulty 2–3), one of each kind; the difficulty-1 pictures fill what is left.
    expect(chosen).toEqual([1, 2, 3, 4, 5, 6, 12, 13, 14, 10]);
    expect(composeSession({ due: [], fresh, later: [] }, 1, 3)).toEqual([10, 13, 11]);
    expect(composeSession({ due: [], fresh: [], later: [7, 8] }, 1, 10)).toEqual([7, 8]);
    // A pupil back after a long break: the session is all reviews.
    expect(
      composeSession({ due: Array.from({ length: 12 }, (_, i) => i + 1), fresh, later: [] }, 1, 10),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('reviews come most forgotten first (FSRS retrievability), not in due order', () => {
    const start = new Date('2026-01-01T08:00:00Z');
    // A: answered right four times (long stability). B: answered wrong once (short).
    let strong = reviewCard(null, true, start);
    for (let i = 0; i < 4; i += 1) strong = reviewCard(strong, true, strong.due);
    const weak = reviewCard(reviewCard(null, true, start), false, new Date('2026-01-02T08:00:00Z'));
    const now = new Date(Math.max(strong.due.getTime(), weak.due.getTime()) + 5 * DAY);
    expect(retrievability(weak, now)).toBeLessThan(retrievability(strong, now));
    const candidates = sessionCandidates(
      [
        { id: 1, difficulty: 1, kind: 'gap_fill', card: strong },
        { id: 2, difficulty: 1, kind: 'gap_fill', card: weak },
        { id: 3, difficulty: 2, kind: 'reading_tf', card: null },
      ],
      now,
    );
    expect(candidates).toEqual({
      due: [2, 1],
      fresh: [{ id: 3, difficulty: 2, kind: 'reading_tf' }],
      later: [],
    });
    const early = sessionCandidates([{ id: 1, difficulty: 1, kind: 'gap_fill', card: strong }], start);
    expect(early.later).toEqual([1]);
  });
});
