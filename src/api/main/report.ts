/** Monthly report endpoints of the main API (issue 15); shapes from src/contracts/report. */
import type {
  CreateShareLinkBody,
  MonthlyReport,
  MonthlyReportQuery,
  SharedReport,
  ShareLink,
} from '../../contracts/report';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { get, getWeeklyInApp, post } from '../http/main-helpers';

/** GET /report/monthly for a profile of the logged-in account. */
export function getMonthlyReport(query: MonthlyReportQuery, options: RequestOptions = {}) {
  return get<ApiEnvelope<MonthlyReport>>('/report/monthly', { ...options, params: query });
}

/** GET /report/monthly as the native app's web view: credentials from its ?user=&token=, own profile. */
export function getMonthlyReportInApp(
  credentials: { user: string; token: string },
  month: string,
  options: RequestOptions = {},
) {
  return getWeeklyInApp<ApiEnvelope<MonthlyReport>>(
    '/report/monthly',
    new URLSearchParams({ user: credentials.user, token: credentials.token }),
    { ...options, params: { month } },
  );
}

/** GET /link/report: the report behind a share token, no login. */
export function getSharedReport(token: string, options: RequestOptions = {}) {
  return get<ApiEnvelope<SharedReport>>('/link/report', { ...options, params: { token } });
}

/** POST /report/share-links */
export function createShareLink(body: CreateShareLinkBody, options: RequestOptions = {}) {
  return post<ApiEnvelope<ShareLink>>('/report/share-links', body, options);
}

/** POST /report/share-links/:id/revoke */
export function revokeShareLink(id: number, options: RequestOptions = {}) {
  return post<ApiEnvelope<{ id: number; revoked: boolean }>>(`/report/share-links/${id}/revoke`, {}, options);
}
