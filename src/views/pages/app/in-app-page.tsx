import { css } from '@emotion/react';
import { isMonth, monthOf, shiftMonth } from '../../../domain/report-month';
import { monthlyReportBinding } from '../../../machines/monthly-report/monthly-report.binding';
import { Alert } from '../../ui/alert';
import { ReportView } from '../monthly-report/report-view';
import { WeeklyViewSlot } from './weekly-view-slot';

/** What the native app handed over in the address (already removed from it by the entry). */
export interface InAppEntry {
  credentials: { user: string; token: string } | null;
  /** 'weekly' | 'monthly' | … (?view=). */
  view: string;
  month: string | null;
}

const pageCss = css`
  max-width: 720px;
  margin: 0 auto;
  padding: 16px 12px 32px;
  min-height: 100vh;
`;

/**
 * /app: the page the native app opens in a web view (no shell, phone-sized). It authenticates
 * with the app's ?user=&token= like SPEC §7 getWeeklyInApp; the views are the weekly view
 * (club area) and the monthly report.
 */
export function InAppPage({ entry }: { entry: InAppEntry }) {
  if (!entry.credentials)
    return (
      <main css={pageCss}>
        <h1 css={css`margin: 0 0 16px; font-size: 24px;`}>Uniclass</h1>
        <Alert>
          Không mở được trang: thiếu thông tin đăng nhập từ ứng dụng. Vui lòng đóng trang này và mở lại từ ứng
          dụng Uniclass.
        </Alert>
      </main>
    );
  if (entry.view === 'weekly')
    return (
      <main css={pageCss}>
        <WeeklyViewSlot credentials={entry.credentials} />
      </main>
    );
  const current = monthOf(Date.now());
  const month =
    entry.month && isMonth(entry.month) && entry.month <= current ? entry.month : shiftMonth(current, -1);
  return (
    <main css={pageCss}>
      <title>Báo cáo học tập — Uniclass</title>
      <monthlyReportBinding.Provider
        input={{
          source: { kind: 'inApp', ...entry.credentials },
          profileId: null,
          month,
          months: [0, 1, 2, 3, 4, 5].map((n) => shiftMonth(current, -n)),
          profiles: [],
        }}
      >
        <ReportView />
      </monthlyReportBinding.Provider>
    </main>
  );
}
