/** Ranking exports of the contest API: files, authenticated with the stored contest token. */

import { getContestFile } from '../http/contest-helpers';
import type { RequestOptions } from '../http/envelope';
import type { RankingQuery } from './contest-rankings';

export interface ExportFile {
  blob: Blob;
  /** From Content-Disposition, when the server names the file. */
  fileName: string | null;
}

function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  const plain = /filename="?([^";]+)"?/i.exec(contentDisposition);
  return plain?.[1] ?? null;
}

async function exportRanking(
  path: string,
  query: RankingQuery,
  options?: RequestOptions,
): Promise<ExportFile> {
  const response = await getContestFile(path, { params: query, signal: options?.signal });
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`Export failed: ${response.statusText}`);
  }
  const type = response.contentType ?? 'application/octet-stream';
  return { blob: new Blob([response.body], { type }), fileName: fileNameOf(response.contentDisposition) };
}

/** GET /api/contest/ranking/export/school; throws 'Export failed: <status text>' when not ok. */
export function exportSchoolRanking(query: RankingQuery = {}, options?: RequestOptions): Promise<ExportFile> {
  return exportRanking('/api/contest/ranking/export/school', query, options);
}

/** GET /api/contest/ranking/export/province; throws 'Export failed: <status text>' when not ok. */
export function exportProvinceRanking(
  query: RankingQuery = {},
  options?: RequestOptions,
): Promise<ExportFile> {
  return exportRanking('/api/contest/ranking/export/province', query, options);
}
