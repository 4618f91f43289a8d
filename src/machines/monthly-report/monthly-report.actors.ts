/** Real actors of the monthly report, from the src/api functions injected at the composition root. */

import type { SharedReport } from '../../contracts/report';
import { dataOf, ensureOk } from '../shared/api-result';
import { type ApiCall, type ApiCallWith, fetchData } from '../shared/fetch-data';
import { fromRequest } from '../shared/from-request';
import type { FetchReportInput, MonthlyReport, ShareLink } from './monthly-report.types';

/** The month of one profile: what the report and a share link are both asked about. */
type ProfileMonth = { profile_id: number; month: string };

export interface MonthlyReportApi {
  getMonthlyReport: ApiCall<ProfileMonth, MonthlyReport>;
  getMonthlyReportInApp: ApiCallWith<
    [credentials: { user: string; token: string }, month: string],
    MonthlyReport
  >;
  /** By the share token. */
  getSharedReport: ApiCall<string, SharedReport>;
  createShareLink: ApiCall<ProfileMonth, ShareLink>;
  /** By the share link's id. */
  revokeShareLink: ApiCall<number, unknown>;
}

export function createMonthlyReportActors(api: MonthlyReportApi) {
  return {
    fetchReport: fromRequest<MonthlyReport, FetchReportInput>(async ({ input, signal }) => {
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
    revokeShareLink: fromRequest<void, { id: number }>(async ({ input, signal }) => {
      ensureOk(await api.revokeShareLink(input.id, { signal }));
    }),
  };
}
