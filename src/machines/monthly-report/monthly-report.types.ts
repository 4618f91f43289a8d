import type { MonthlyReport, ShareLink } from '../../contracts/report';

/**
 * Where the report comes from: the logged-in account (any of its profiles), a share token (/link,
 * read-only, no login) or the native app's query credentials (/app, the token's own profile).
 */
export type ReportSource =
  | { kind: 'account' }
  | { kind: 'shared'; token: string }
  | { kind: 'inApp'; user: string; token: string };

export interface ReportProfileOption {
  id: number;
  name: string;
}

export interface MonthlyReportInput {
  source: ReportSource;
  /** null: the profile the credentials are bound to (share token, /app). */
  profileId: number | null;
  month: string;
  /** Months the picker offers, newest first; one month means no picker. */
  months: string[];
  profiles: ReportProfileOption[];
}

export interface FetchReportInput {
  source: ReportSource;
  profileId: number | null;
  month: string;
}

export interface MonthlyReportContext extends MonthlyReportInput {
  report: MonthlyReport | null;
  error: string | null;
  shareLink: ShareLink | null;
  shareError: string | null;
}

export type MonthlyReportEvent =
  | { type: 'month.selected'; month: string }
  | { type: 'profile.selected'; profileId: number }
  | { type: 'retry.requested' }
  | { type: 'share.requested' }
  | { type: 'share.revokeRequested' };

export type { MonthlyReport, ShareLink };
