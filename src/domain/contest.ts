/**
 * Contest student medal levels of SPEC §4.
 *
 * With more than MEDAL_SMALL_CONTEST_MAX (5) students, the counts are
 *   gold   = max(1, round(10% of total))
 *   silver = round(20% of total)
 *   bronze = round(30% of total)
 * and everybody else gets C (Khuyến khích). round() is Math.round on an exact integer division
 * (total × percent / 100), so halves go up and no floating-point error (0.3 × 15 = 4.4999…) can
 * flip a tie. Worked example, total 15: gold 2 (1.5 → 2), silver 3, bronze 5 (4.5 → 5): ranks 1–2 G,
 * 3–5 S, 6–10 B, 11–15 C. Total 6: gold max(1, 0.6 → 1) = 1, silver 1 (1.2), bronze 2 (1.8).
 *
 * Out-of-range input is not an error, because ranking rows come from a server: a rank below 1,
 * above total, or not an integer, and a total that is not a positive integer, all give 'C'. Rows
 * that share a rank share a level.
 */
import { MEDAL_SHARE_PERCENT, MEDAL_SMALL_CONTEST_MAX, type MedalLevel } from './constants';

export type { MedalLevel } from './constants';

/** Vietnamese names of the medal levels. */
export const MEDAL_NAMES: Readonly<Record<MedalLevel, string>> = {
  G: 'Vàng',
  S: 'Bạc',
  B: 'Đồng',
  C: 'Khuyến khích',
};

const isPositiveInteger = (value: number): boolean => Number.isInteger(value) && value >= 1;
const share = (total: number, percent: number): number => Math.round((total * percent) / 100);

/** How many students of a contest of `total` get each level (sums to total; zeros for invalid totals). */
export function medalCounts(total: number): Record<MedalLevel, number> {
  if (!isPositiveInteger(total)) return { G: 0, S: 0, B: 0, C: 0 };
  if (total <= MEDAL_SMALL_CONTEST_MAX) {
    const G = 1;
    const S = total >= 2 ? 1 : 0;
    const B = total >= 3 ? 1 : 0;
    return { G, S, B, C: total - G - S - B };
  }
  const G = Math.max(1, share(total, MEDAL_SHARE_PERCENT.G));
  const S = share(total, MEDAL_SHARE_PERCENT.S);
  const B = share(total, MEDAL_SHARE_PERCENT.B);
  return { G, S, B, C: total - G - S - B };
}

/** The medal level of a 1-based rank among `total` students ('C' for out-of-range input). */
export function medalLevel(rank: number, total: number): MedalLevel {
  if (!isPositiveInteger(rank) || !isPositiveInteger(total) || rank > total) return 'C';
  const counts = medalCounts(total);
  if (rank <= counts.G) return 'G';
  if (rank <= counts.G + counts.S) return 'S';
  if (rank <= counts.G + counts.S + counts.B) return 'B';
  return 'C';
}

/** Routes of the contest (issue 13). */
export const CONTEST_ROUTES = {
  home: '/cuoc-thi',
  examRoom: '/cuoc-thi/vao-thi',
  rankings: '/cuoc-thi/xep-hang',
} as const;

/** Quiet time after the last change before an answer is saved. */
export const CONTEST_AUTOSAVE_DEBOUNCE_MS = 800;
/** Wait before retrying a save that failed (offline, server busy). */
export const CONTEST_AUTOSAVE_RETRY_MS = 3_000;
/** The exam room's countdown step. */
export const CONTEST_COUNTDOWN_TICK_MS = 1_000;
/** Rows per ranking page in the SPA. */
export const CONTEST_RANKING_PAGE_SIZE = 20;

/** The 1-based page (0-based index) that holds a rank when pages hold `size` rows. */
export function pageOfRank(rank: number, size: number): number {
  return Math.max(0, Math.floor((rank - 1) / size));
}

/** SPEC §8 'Export failed: {status text}' as a sentence a school admin can read. */
export function exportFailureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  const status = /^Export failed: (.*)$/.exec(text)?.[1]?.trim();
  if (status === 'Forbidden') return 'Xuất file thất bại: bạn không có quyền xuất bảng xếp hạng này.';
  if (status === 'Unauthorized')
    return 'Xuất file thất bại: phiên dự thi đã hết hạn, vui lòng đăng nhập lại.';
  if (status) return `Xuất file thất bại (${status}). Vui lòng thử lại.`;
  return 'Xuất file thất bại: không kết nối được máy chủ. Vui lòng thử lại.';
}

/** Quiet time after the last keystroke in the registration's school search before it is sent. */
export const CONTEST_SCHOOL_SEARCH_DEBOUNCE_MS = 300;
/** Schools per page of the registration's school picker. */
export const CONTEST_SCHOOL_PAGE_SIZE = 20;

/**
 * Search form of a Vietnamese text: lower case, without diacritics ('đ' → 'd'), single spaces, so
 * 'phu dong' finds 'Trường Tiểu học Phù Đổng' (the server folds school names the same way).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
