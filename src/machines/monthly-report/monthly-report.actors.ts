/** Real actors of the monthly report, from the src/api functions injected at the composition root. */
import { fromPromise } from 'xstate';
import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type { SharedReport } from '../../contracts/report';
import { dataOf, ensureOk } from '../shared/api-result';
import { fetchData } from '../shared/fetch-data';
import type { FetchReportInput, MonthlyReport, ShareLink } from './monthly-report.types';

export interface MonthlyReportApi {
  getMonthlyReport(
    query: { profile_id: number; month: string },
    options: RequestOptions,
  ): Promise<ApiEnvelope<MonthlyReport>>;
  getMonthlyReportInApp(
    credentials: { user: string; token: string },
    month: string,
    options: RequestOptions,
  ): Promise<ApiEnvelope<MonthlyReport>>;
  getSharedReport(token: string, options: RequestOptions): Promise<ApiEnvelope<SharedReport>>;
  createShareLink(
    body: { profile_id: number; month: string },
    options: RequestOptions,
  ): Promise<ApiEnvelope<ShareLink>>;
  revokeShareLink(id: number, options: RequestOptions): Promise<ApiEnvelope<unknown>>;
}

export function createMonthlyReportActors(api: MonthlyReportApi) {
  return {
    fetchReport: fromPromise<MonthlyReport, FetchReportInput>(async ({ input, signal }) => {
      const { source } = input;
      if (source.kind === 'shared') return dataOf(await api.getSharedReport(source.token, { signal })).report;
      if (source.kind === 'inApp')
        return dataOf(await api.getMonthlyReportInApp(source, input.month, { signal }));
      if (input.profileId === null) throw new Error('the account report needs a profile');
      return dataOf(
        await api.getMonthlyReport({ profile_id: input.profileId, month: input.month }, { signal }),
      );
    }),
    createShareLink: fetchData<ShareLink, { profileId: number; month: string }>((input, options) =>
      api.createShareLink({ profile_id: input.profileId, month: input.month }, options),
    ),
    revokeShareLink: fromPromise<void, { id: number }>(async ({ input, signal }) => {
      ensureOk(await api.revokeShareLink(input.id, { signal }));
    }),
  };
}
