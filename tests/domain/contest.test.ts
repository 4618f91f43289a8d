import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEDAL_LEVELS, type MedalLevel } from '../../src/domain/constants';
import { MEDAL_NAMES, medalCounts, medalLevel } from '../../src/domain/contest';

describe('medalLevel, small contests (total ≤ 5)', () => {
  it.each<[number, number, MedalLevel]>([
    [1, 1, 'G'],
    [1, 2, 'G'],
    [2, 2, 'S'],
    [3, 3, 'B'],
    [1, 5, 'G'],
    [2, 5, 'S'],
    [3, 5, 'B'],
    [4, 5, 'C'],
    [5, 5, 'C'],
    [4, 4, 'C'],
  ])('rank %i of %i → %s', (rank, total, expected) => {
    expect(medalLevel(rank, total)).toBe(expected);
  });
});

describe('medalLevel, larger contests (10% / 20% / 30%, rounded half up)', () => {
  it.each<[number, number, MedalLevel]>([
    // total 6: gold max(1, 0.6→1), silver 1.2→1, bronze 1.8→2
    [1, 6, 'G'],
    [2, 6, 'S'],
    [3, 6, 'B'],
    [4, 6, 'B'],
    [5, 6, 'C'],
    [6, 6, 'C'],
    // total 10: 1, 2, 3
    [1, 10, 'G'],
    [2, 10, 'S'],
    [3, 10, 'S'],
    [4, 10, 'B'],
    [6, 10, 'B'],
    [7, 10, 'C'],
    // total 15: gold 1.5→2, silver 3, bronze 4.5→5 (the documented example)
    [2, 15, 'G'],
    [3, 15, 'S'],
    [5, 15, 'S'],
    [6, 15, 'B'],
    [10, 15, 'B'],
    [11, 15, 'C'],
    // total 100: 10, 20, 30
    [10, 100, 'G'],
    [11, 100, 'S'],
    [30, 100, 'S'],
    [31, 100, 'B'],
    [60, 100, 'B'],
    [61, 100, 'C'],
  ])('rank %i of %i → %s', (rank, total, expected) => {
    expect(medalLevel(rank, total)).toBe(expected);
  });
});

describe('medalLevel, out-of-range input gives C', () => {
  it.each<[number, number]>([
    [0, 10],
    [-1, 10],
    [11, 10],
    [1.5, 10],
    [Number.NaN, 10],
    [Number.POSITIVE_INFINITY, 10],
    [1, 0],
    [1, -5],
    [1, 2.5],
    [1, Number.NaN],
    [2, 1],
  ])('rank %s of %s → C', (rank, total) => {
    expect(medalLevel(rank, total)).toBe('C');
  });
});

describe('medalCounts', () => {
  it.each<[number, Record<MedalLevel, number>]>([
    [0, { G: 0, S: 0, B: 0, C: 0 }],
    [-3, { G: 0, S: 0, B: 0, C: 0 }],
    [1, { G: 1, S: 0, B: 0, C: 0 }],
    [2, { G: 1, S: 1, B: 0, C: 0 }],
    [3, { G: 1, S: 1, B: 1, C: 0 }],
    [5, { G: 1, S: 1, B: 1, C: 2 }],
    [6, { G: 1, S: 1, B: 2, C: 2 }],
    [7, { G: 1, S: 1, B: 2, C: 3 }],
    [15, { G: 2, S: 3, B: 5, C: 5 }],
    [25, { G: 3, S: 5, B: 8, C: 9 }], // 2.5→3, 5, 7.5→8
    [35, { G: 4, S: 7, B: 11, C: 13 }], // 3.5→4, 7, 10.5→11
    [1000, { G: 100, S: 200, B: 300, C: 400 }],
  ])('medalCounts(%i) = %j', (total, expected) => {
    expect(medalCounts(total)).toEqual(expected);
  });

  it('gives every rank exactly one level, in order, with counts matching the formula', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), (total) => {
        const levels = Array.from({ length: total }, (_, i) => medalLevel(i + 1, total));
        const counted = { G: 0, S: 0, B: 0, C: 0 };
        for (const level of levels) counted[level] += 1;
        expect(counted).toEqual(medalCounts(total));
        // levels never improve as the rank gets worse
        const order = levels.map((level) => MEDAL_LEVELS.indexOf(level));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(levels[0]).toBe('G');
        if (total > 5) {
          expect(counted.G).toBe(Math.max(1, Math.round(total / 10)));
          expect(counted.G).toBeLessThanOrEqual(counted.S + 1);
          expect(counted.S).toBeLessThanOrEqual(counted.B);
        }
      }),
    );
  });
});

describe('MEDAL_NAMES', () => {
  it('names every level in Vietnamese', () => {
    expect(MEDAL_NAMES).toEqual({ G: 'Vàng', S: 'Bạc', B: 'Đồng', C: 'Khuyến khích' });
    expect(Object.keys(MEDAL_NAMES).sort()).toEqual([...MEDAL_LEVELS].sort());
  });
});
