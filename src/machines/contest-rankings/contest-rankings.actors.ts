/** Real actors of the rankings page, built from the src/api functions handed in at the composition root. */
import { fromCallback } from 'xstate';
import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type { MyRanking, RankingPage } from '../../contracts/contest';
import { dataOf } from '../shared/api-result';
import { fetchData } from '../shared/fetch-data';
import { fromRequest } from '../shared/from-request';
import type {
  ContestRankingsEvent,
  ExportedFile,
  ExportRequest,
  RankingBasics,
  RankingRequest,
  RankingTab,
} from './contest-rankings.types';

/** The most provinces a country has: one page of the province ranking lists them all. */
const ALL_PROVINCES = 100;

export interface ContestRankingsApi {
  getRanking(
    kind: RankingTab,
    filters: Omit<RankingRequest, 'tab'>,
    options: RequestOptions,
  ): Promise<ApiEnvelope<RankingPage>>;
  getMyRanking(roundId: number, options: RequestOptions): Promise<ApiEnvelope<MyRanking>>;
  exportRanking(
    scope: ExportRequest['scope'],
    query: Omit<ExportRequest, 'scope'>,
    options: RequestOptions & { onProgress?: (loadedBytes: number, totalBytes: number | null) => void },
  ): Promise<ExportedFile>;
}

export function createContestRankingsActors(api: ContestRankingsApi) {
  return {
    fetchPage: fetchData<RankingPage, RankingRequest>(({ tab, ...filters }, options) =>
      api.getRanking(tab, filters, options),
    ),
    fetchBasics: fromRequest<RankingBasics, { roundId: number; isPupil: boolean }>(
      async ({ input, signal }) => {
        const [provinces, me] = await Promise.all([
          api.getRanking('province', { roundId: input.roundId, page: 0, size: ALL_PROVINCES }, { signal }),
          input.isPupil ? api.getMyRanking(input.roundId, { signal }) : Promise.resolve(null),
        ]);
        const rows = dataOf(provinces).content;
        return {
          me: me ? dataOf(me) : null,
          provinces: rows
            .map((row) => ({ id: row.provinceId, name: row.provinceName }))
            .sort((a, b) => a.name.localeCompare(b.name, 'vi')),
        };
      },
    ),
    exportFile: fromCallback<ContestRankingsEvent, ExportRequest>(({ input, sendBack }) => {
      const controller = new AbortController();
      const { scope, ...query } = input;
      api
        .exportRanking(scope, query, {
          signal: controller.signal,
          onProgress: (loadedBytes, totalBytes) =>
            sendBack({ type: 'export.progressed', loadedBytes, totalBytes }),
        })
        .then(
          (file) => sendBack({ type: 'export.finished', file }),
          (error: unknown) => {
            if (!controller.signal.aborted) sendBack({ type: 'export.failed', error });
          },
        );
      return () => controller.abort();
    }),
  };
}
