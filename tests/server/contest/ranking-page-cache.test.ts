import { describe, expect, it } from 'vitest';
import type { RankingPageOf } from '../../../server/contest/contest-ranking-pages.repository';
import type { RankingSlice } from '../../../server/contest/contest-ranking-rows';
import { createRankingPageCache } from '../../../server/contest/ranking-page-cache';

const pageOf = (change: Partial<RankingPageOf> = {}): RankingPageOf => ({
  request: { ranking: 'student/province', roundId: 7, provinceId: null, grade: null },
  roundId: 7,
  ranksVersion: 1,
  groupId: 3,
  grade: 4,
  ...change,
});
const FIRST = { page: 0, size: 20 };

/** A read that counts its calls and answers a slice of `rows` rows named after the call. */
function counted(rows = 1) {
  const reader = {
    calls: 0,
    read: async (): Promise<RankingSlice> => {
      reader.calls += 1;
      const content = Array.from({ length: rows }, (_, i) => ({
        rank: i + 1,
        rankLevel: 'G' as const,
        rankLevelName: `read ${reader.calls}`,
        score: 10,
        provinceId: 3,
        provinceName: 'Hà Nội',
      }));
      return { totalElements: rows, content };
    },
  };
  return reader;
}

describe('ranking page cache', () => {
  it('reads a page once for every caller, and again for another page, group, grade or version', async () => {
    const cache = createRankingPageCache(1000);
    const reader = counted();
    const first = await cache.slice(pageOf(), FIRST, reader.read);
    expect(await cache.slice(pageOf(), FIRST, reader.read)).toBe(first);
    expect(reader.calls).toBe(1);
    await cache.slice(pageOf(), { page: 1, size: 20 }, reader.read);
    await cache.slice(pageOf(), { page: 0, size: 10 }, reader.read);
    await cache.slice(pageOf({ groupId: 4 }), FIRST, reader.read);
    await cache.slice(pageOf({ grade: 5 }), FIRST, reader.read);
    await cache.slice(pageOf({ roundId: 8 }), FIRST, reader.read);
    await cache.slice(
      pageOf({ request: { ranking: 'student/school', roundId: 7, schoolId: null, grade: null } }),
      FIRST,
      reader.read,
    );
    expect(reader.calls).toBe(7);
    // A recompute bumps the version: the page held from before is never answered again.
    const recomputed = await cache.slice(pageOf({ ranksVersion: 2 }), FIRST, reader.read);
    expect(reader.calls).toBe(8);
    expect(recomputed.content[0]?.rankLevelName).toBe('read 8');
  });

  it('makes concurrent misses of one page wait for one read', async () => {
    const cache = createRankingPageCache(1000);
    const reader = counted();
    const slices = await Promise.all(
      Array.from({ length: 10 }, () => cache.slice(pageOf(), FIRST, reader.read)),
    );
    expect(reader.calls).toBe(1);
    expect(new Set(slices).size).toBe(1);
  });

  it('keeps nothing from a read that failed', async () => {
    const cache = createRankingPageCache(1000);
    const failing = async (): Promise<RankingSlice> => {
      throw new Error('connection lost');
    };
    await expect(cache.slice(pageOf(), FIRST, failing)).rejects.toThrow('connection lost');
    const reader = counted();
    await cache.slice(pageOf(), FIRST, reader.read);
    expect(reader.calls).toBe(1);
  });

  it('holds at most maxRows rows, dropping the least recently read page', async () => {
    const cache = createRankingPageCache(50);
    const reader = counted(20);
    for (const page of [0, 1]) await cache.slice(pageOf(), { page, size: 20 }, reader.read);
    await cache.slice(pageOf(), { page: 0, size: 20 }, reader.read);
    expect(reader.calls).toBe(2);
    // 21 + 21 rows held; a third page of 21 makes 63 > 50: page 1, read least recently, goes.
    await cache.slice(pageOf(), { page: 2, size: 20 }, reader.read);
    await cache.slice(pageOf(), { page: 0, size: 20 }, reader.read);
    expect(reader.calls).toBe(3);
    await cache.slice(pageOf(), { page: 1, size: 20 }, reader.read);
    expect(reader.calls).toBe(4);
  });

  it('reads a page again once it is older than its time to live (a renamed pupil shows)', async () => {
    const cache = createRankingPageCache(1000, 30);
    const reader = counted();
    await cache.slice(pageOf(), FIRST, reader.read);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const later = await cache.slice(pageOf(), FIRST, reader.read);
    expect(reader.calls).toBe(2);
    expect(later.content[0]?.rankLevelName).toBe('read 2');
  });

  it('with 0 rows reads every page from the database', async () => {
    const cache = createRankingPageCache(0);
    const reader = counted();
    await cache.slice(pageOf(), FIRST, reader.read);
    await cache.slice(pageOf(), FIRST, reader.read);
    expect(reader.calls).toBe(2);
  });
});
