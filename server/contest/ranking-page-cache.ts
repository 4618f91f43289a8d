/**
 * Ranking pages shared by every caller who may read them (issue 35, ADR 0016). On results day
 * thousands of pupils of a province open the same first pages of the same rankings, and those rows
 * change only when the round's rankings are recomputed. So an instance keeps the pages it has read,
 * keyed by the round's `ranks_version` (bumped by every recompute): a page read after a recompute
 * never comes from before it, on any instance. Access is still checked on every request; only the
 * rows are shared. The entries live at most RANKING_PAGE_TTL_MS, which bounds how long a renamed
 * pupil or school shows its old name (names are joined in when a page is read, not when it is
 * ranked). Concurrent misses of one page wait for one read.
 */
import { LRUCache } from 'lru-cache';
import type { RankingPageOf } from './contest-ranking-pages.repository';
import type { Paging, RankingSlice } from './contest-ranking-rows';

export const RANKING_PAGE_TTL_MS = 60_000;

export interface RankingPageCache {
  /** The page, from the cache or from `read` (then kept, unless the cache holds no rows). */
  slice(page: RankingPageOf, paging: Paging, read: () => Promise<RankingSlice>): Promise<RankingSlice>;
}

/** Which rows a page holds: the same key, the same rows, whoever asks. */
function keyOf({ request, roundId, ranksVersion, groupId, grade }: RankingPageOf, paging: Paging): string {
  return `${roundId}:${ranksVersion}:${request.ranking}:${groupId}:${grade}:${paging.page}:${paging.size}`;
}

/** `maxRows` bounds the memory (a row is ≈ 0.5 KB); 0 reads every page from the database. */
export function createRankingPageCache(maxRows: number, ttlMs = RANKING_PAGE_TTL_MS): RankingPageCache {
  if (maxRows === 0) return { slice: (_page, _paging, read) => read() };
  const pages = new LRUCache<string, RankingSlice, () => Promise<RankingSlice>>({
    maxSize: maxRows,
    // An empty page still takes a slot.
    sizeCalculation: (slice) => slice.content.length + 1,
    ttl: ttlMs,
    fetchMethod: (_key, _stale, { context: read }) => read(),
  });
  return {
    async slice(page, paging, read) {
      const slice = await pages.fetch(keyOf(page, paging), { context: read });
      // fetch answers undefined only when the fetch method does; read() always answers a slice.
      if (!slice) throw new Error('ranking page cache: a read answered nothing');
      return slice;
    },
  };
}
