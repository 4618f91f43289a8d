import { css } from '@emotion/react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from '../../../domain/constants';
import { monthlyReportBinding } from '../../../machines/monthly-report/monthly-report.binding';
import { Alert } from '../../ui/alert';
import { Card } from '../../ui/card';
import { PageTitle } from '../../ui/page-title';
import { ReportView } from '../monthly-report/report-view';

/** Share tokens of the monthly report start with this; anything else is a one-time login token. */
const SHARE_TOKEN_PREFIX = 'rs1.';

/**
 * /link?token=…: a shared monthly report (read-only, no login; expired or revoked links say so)
 * or a one-time login link, which /login/[token] exchanges.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  if (!token)
    return (
      <>
        <PageTitle>Liên kết Uniclass</PageTitle>
        <Card>
          <Alert>Liên kết không hợp lệ: thiếu mã liên kết. Vui lòng mở lại đường dẫn được gửi cho bạn.</Alert>
        </Card>
      </>
    );
  if (!token.startsWith(SHARE_TOKEN_PREFIX))
    return <Navigate to={`${ROUTES.tokenLogin}/${encodeURIComponent(token)}`} replace />;
  return (
    <div css={css`max-width: 960px;`}>
      <title>Báo cáo học tập được chia sẻ — Uniclass</title>
      <monthlyReportBinding.Provider
        key={token}
        // The month is the link's own: the report tells it.
        input={{ source: { kind: 'shared', token }, profileId: null, month: '', months: [], profiles: [] }}
      >
        <ReportView heading="Báo cáo học tập (được chia sẻ)" />
      </monthlyReportBinding.Provider>
    </div>
  );
}
