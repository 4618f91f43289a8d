import { useSearchParams } from 'react-router-dom';
import { isMonth, monthOf, recentMonths, shiftMonth } from '../../../domain/report-month';
import { monthlyReportBinding } from '../../../machines/monthly-report/monthly-report.binding';
import { sessionBinding } from '../../../machines/session/session.binding';
import { ReportView } from './report-view';

/** How far back the month picker goes. */
const PICKER_MONTHS = 12;

/**
 * /bao-cao-hoc-tap/bao-cao-thang?profile_id=&month= (narrow screens allowed, SPEC §2). Without a
 * month: the last finished month; without a profile: the default one. A new address (a
 * notification opened while here) starts the page afresh.
 */
export function Component() {
  const [params] = useSearchParams();
  const profiles = sessionBinding.useSelect((s) => s.context.user?.profiles ?? []);
  const defaultProfileId = sessionBinding.useSelect((s) => s.context.profile?.id ?? null);
  // Pupils' clocks may be wrong; the server refuses future months anyway.
  const current = monthOf(Date.now());
  const months = recentMonths(current, PICKER_MONTHS);
  const asked = params.get('month') ?? '';
  const month = isMonth(asked) && months.includes(asked) ? asked : shiftMonth(current, -1);
  const askedProfile = Number(params.get('profile_id'));
  const profileId = profiles.some((p) => p.id === askedProfile) ? askedProfile : defaultProfileId;
  return (
    <>
      <title>Báo cáo học tập tháng — Uniclass</title>
      <monthlyReportBinding.Provider
        key={params.toString()}
        input={{
          source: { kind: 'account' },
          profileId,
          month,
          months,
          profiles: profiles.map((p) => ({ id: p.id, name: p.name })),
        }}
      >
        <ReportView />
      </monthlyReportBinding.Provider>
    </>
  );
}
