import { css, Global } from '@emotion/react';
import type { MonthlyReport } from '../../../contracts/report';
import { isMonth, monthLabel } from '../../../domain/report-month';
import { monthlyReportBinding } from '../../../machines/monthly-report/monthly-report.binding';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { LoadFailed } from '../../ui/load-failed';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { colors, onMobile } from '../../ui/theme';
import {
  AttendanceBody,
  ClubBody,
  ContestBody,
  comparedSection,
  DailyGoalBody,
  LessonsBody,
  LoyaltyBody,
  PracticeBody,
  ReportSection,
  SpeakBody,
} from './report-sections';

const { useSelect, useSend } = monthlyReportBinding;

/** Clean A4 print: only the report, no shell, no buttons; sections never split across pages. */
const printCss = css`
  @media print {
    @page {
      size: A4;
      margin: 14mm;
    }
    body {
      background: #fff !important;
    }
    header,
    nav,
    aside,
    [data-print-hide] {
      display: none !important;
    }
    main {
      margin: 0 !important;
      padding: 0 !important;
    }
    details {
      display: block;
    }
    details > summary {
      display: none;
    }
    a {
      color: inherit;
      text-decoration: none;
    }
  }
`;

/**
 * The monthly report of whatever source the machine was given (account, share link, native app).
 * Renders the machine's snapshot and sends its events; pickers and sharing appear only where the
 * machine allows them.
 */
export function ReportView({ heading }: { heading?: string }) {
  const state = useSelect((s) => (s.matches('ready') ? 'ready' : (s.value as string)));
  const report = useSelect((s) => s.context.report);
  const error = useSelect((s) => s.context.error);
  const send = useSend();
  return (
    <div css={css`display: flex; flex-direction: column; gap: 16px;`}>
      <Global styles={printCss} />
      <ReportHeader heading={heading} />
      {state === 'loading' && <Spinner label="Đang tải báo cáo" />}
      {state === 'failed' && (
        <div data-print-hide>
          <LoadFailed message={error} onRetry={() => send({ type: 'retry.requested' })} />
        </div>
      )}
      {state === 'empty' && report && (
        <Alert tone="info">
          {monthLabel(report.month)} chưa có dữ liệu học tập nào của {report.profileName}. Báo cáo sẽ có số
          liệu khi con tham gia lớp học hoặc luyện tập trong tháng.
        </Alert>
      )}
      {state === 'ready' && report && <ReportBody report={report} />}
    </div>
  );
}

function ReportHeader({ heading }: { heading?: string }) {
  const month = useSelect((s) => s.context.month);
  const shownMonth = useSelect((s) => s.context.report?.month ?? s.context.month);
  const months = useSelect((s) => s.context.months);
  const profileId = useSelect((s) => s.context.profileId);
  const profiles = useSelect((s) => s.context.profiles);
  const profileName = useSelect((s) => s.context.report?.profileName ?? null);
  const canShare = useSelect((s) => s.context.source.kind === 'account');
  const send = useSend();
  return (
    <header
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: 12px 20px;
        align-items: flex-end;
        justify-content: space-between;
      `}
    >
      <div>
        <h1 css={css`margin: 0; font-size: 26px; font-weight: 900;`}>
          {heading ?? 'Báo cáo học tập'} {isMonth(shownMonth) ? monthLabel(shownMonth).toLowerCase() : ''}
        </h1>
        {profileName && <p css={css`margin: 4px 0 0; color: ${colors.inkSoft};`}>Học sinh: {profileName}</p>}
      </div>
      <div
        data-print-hide
        css={css`display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; ${onMobile} { width: 100%; }`}
      >
        {months.length > 1 && (
          <SelectField
            label="Tháng"
            value={month}
            onChange={(e) => send({ type: 'month.selected', month: e.target.value })}
            options={months.map((m) => ({ value: m, label: monthLabel(m) }))}
          />
        )}
        {profiles.length > 1 && (
          <SelectField
            label="Hồ sơ"
            value={String(profileId ?? '')}
            onChange={(e) => send({ type: 'profile.selected', profileId: Number(e.target.value) })}
            options={profiles.map((p) => ({ value: String(p.id), label: p.name }))}
          />
        )}
        {canShare && (
          <Button variant="secondary" onClick={() => window.print()}>
            In / lưu PDF
          </Button>
        )}
      </div>
    </header>
  );
}

function SharePanel() {
  const sub = useSelect((s) => (s.matches('ready') ? JSON.stringify(s.value) : ''));
  const link = useSelect((s) => s.context.shareLink);
  const shareError = useSelect((s) => s.context.shareError);
  const send = useSend();
  const creating = sub.includes('creatingLink');
  const revoking = sub.includes('revokingLink');
  const url = link ? `${window.location.origin}${link.path}` : '';
  return (
    <section
      data-print-hide
      aria-label="Chia sẻ báo cáo"
      css={css`border: 1px dashed ${colors.line}; border-radius: 14px; padding: 14px;`}
    >
      {shareError && <Alert>{shareError}</Alert>}
      {link ? (
        <div css={css`display: flex; flex-direction: column; gap: 8px;`}>
          <label htmlFor="share-link-url">
            Liên kết chỉ xem, hết hạn{' '}
            {new Date(link.expiresAt).toLocaleDateString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' })}:
          </label>
          <input
            id="share-link-url"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            css={css`padding: 8px; border-radius: 8px; border: 1px solid ${colors.line};`}
          />
          <div>
            <Button variant="ghost" busy={revoking} onClick={() => send({ type: 'share.revokeRequested' })}>
              Thu hồi liên kết
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" busy={creating} onClick={() => send({ type: 'share.requested' })}>
          Tạo liên kết chia sẻ (30 ngày)
        </Button>
      )}
    </section>
  );
}

function ReportBody({ report }: { report: MonthlyReport }) {
  const canShare = useSelect((s) => s.context.source.kind === 'account');
  const { sections } = report;
  const compared = comparedSection(report.previousMonth);
  return (
    <>
      {canShare && <SharePanel />}
      <div css={css`display: grid; gap: 16px;`}>
        {compared('attendance', 'Chuyên cần', sections.attendance, AttendanceBody)}
        <ReportSection id="lessons" title="Bài học đã học" section={sections.lessons}>
          {(data) => <LessonsBody units={data.units} />}
        </ReportSection>
        <ReportSection
          id="teacher-comments"
          title="Nhận xét của giáo viên"
          section={sections.teacherComments}
        >
          {(data) =>
            data.comments.map((c) => (
              <blockquote
                key={c.createdAt + c.comment}
                css={css`margin: 0 0 10px; padding-left: 12px; border-left: 4px solid ${colors.sun};`}
              >
                <p css={css`margin: 0;`}>{c.comment}</p>
                {c.teacherName && (
                  <footer css={css`color: ${colors.inkSoft};`}>
                    — {c.teacherName}
                    {c.teacherTitle ? `, ${c.teacherTitle}` : ''}
                  </footer>
                )}
              </blockquote>
            ))
          }
        </ReportSection>
        {compared('practice', 'AI Practice', sections.practice, PracticeBody)}
        <ReportSection
          id="daily-goal"
          title="Mục tiêu mỗi ngày và chuỗi ngày học"
          section={sections.dailyGoal}
        >
          {(data) => <DailyGoalBody data={data} />}
        </ReportSection>
        {compared('speak', 'AI Speak', sections.speak, SpeakBody)}
        {compared('club', 'Câu lạc bộ', sections.club, ClubBody)}
        {compared('loyalty', 'Cúp và kim cương', sections.loyalty, LoyaltyBody)}
        <ReportSection id="contest" title="Cuộc thi" section={sections.contest}>
          {(data) => <ContestBody data={data} />}
        </ReportSection>
      </div>
    </>
  );
}
