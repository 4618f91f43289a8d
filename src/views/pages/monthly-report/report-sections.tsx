import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type {
  AttendanceData,
  AttendedSession,
  LessonsData,
  PracticeData,
  SpeakData,
} from '../../../contracts/report';
import { monthLabel } from '../../../domain/report-month';
import { colors } from '../../ui/theme';
import { ReportChart } from './report-charts';

const dateTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const sectionCss = css`
  background: ${colors.surface};
  border-radius: 18px;
  padding: 20px;
  border: 1px solid ${colors.line};
  break-inside: avoid;
  & h2 {
    margin: 0 0 12px;
    font-size: 19px;
    font-weight: 900;
  }
`;

export function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} css={sectionCss}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** A section the month has nothing for, or whose area cannot be read yet: said in words, no zeros. */
export function SectionNote({ status, reason }: { status: 'empty' | 'unavailable'; reason?: string }) {
  return (
    <p css={css`margin: 0; color: ${colors.inkSoft};`} data-section-status={status}>
      {status === 'empty' ? 'Tháng này chưa có dữ liệu.' : reason}
    </p>
  );
}

function Figure({ value, label, href }: { value: string; label: string; href: string }) {
  return (
    <a
      href={href}
      css={css`
        display: flex;
        flex-direction: column;
        padding: 12px 16px;
        border-radius: 14px;
        background: ${colors.primarySoft};
        color: ${colors.ink};
        text-decoration: none;
        min-width: 120px;
        &:hover {
          outline: 2px solid ${colors.primary};
        }
      `}
    >
      <strong css={css`font-size: 26px; font-weight: 900;`}>{value}</strong>
      <span>{label}</span>
    </a>
  );
}

function comparison(data: AttendanceData, previousMonth: string): string {
  if (!data.previous) return `${monthLabel(previousMonth)} chưa có buổi học để so sánh.`;
  const diff = data.rate - data.previous.rate;
  const trend = diff === 0 ? 'bằng' : diff > 0 ? `cao hơn ${diff} điểm %` : `thấp hơn ${-diff} điểm %`;
  return `Tỉ lệ đi học ${data.rate}%, ${trend} so với ${monthLabel(previousMonth)} (${data.previous.attended}/${data.previous.scheduled} buổi).`;
}

function SessionList({ id, title, sessions }: { id: string; title: string; sessions: AttendedSession[] }) {
  return (
    <div id={id} tabIndex={-1}>
      <h3 css={css`font-size: 16px; margin: 16px 0 6px;`}>{title}</h3>
      {sessions.length === 0 ? (
        <p css={css`margin: 0; color: ${colors.inkSoft};`}>Không có buổi nào.</p>
      ) : (
        <ul css={css`margin: 0; padding-left: 18px; line-height: 1.7;`}>
          {sessions.map((s) => (
            <li key={s.id} id={`session-${s.id}`}>
              {dateTime.format(new Date(s.startsAt))} — {s.title}
              {s.teacherName ? ` · ${s.teacherName}${s.teacherTitle ? ` (${s.teacherTitle})` : ''}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AttendanceBody({ data, previousMonth }: { data: AttendanceData; previousMonth: string }) {
  const attended = data.sessions.filter((s) => s.attended);
  const missed = data.sessions.filter((s) => !s.attended);
  return (
    <>
      <div css={css`display: flex; gap: 12px; flex-wrap: wrap; margin-bottom: 12px;`}>
        <Figure value={`${data.attended}/${data.scheduled}`} label="buổi đã học" href="#evidence-attended" />
        <Figure value={String(data.missed)} label="buổi vắng" href="#evidence-missed" />
        <Figure value={`${data.rate}%`} label="tỉ lệ đi học" href="#evidence-attended" />
      </div>
      <p>{comparison(data, previousMonth)}</p>
      <ReportChart
        title="Số buổi học theo tuần"
        summary={data.weeks.map((w) => `${w.label}: học ${w.attended}, vắng ${w.missed}`).join('; ')}
        kind="bars"
        categories={data.weeks.map((w) => w.label)}
        series={[
          { label: 'Đã học', color: colors.mint, values: data.weeks.map((w) => w.attended) },
          { label: 'Vắng', color: colors.berry, values: data.weeks.map((w) => w.missed) },
        ]}
      />
      <SessionList id="evidence-attended" title="Các buổi đã học" sessions={attended} />
      <SessionList id="evidence-missed" title="Các buổi vắng" sessions={missed} />
    </>
  );
}

export function PracticeBody({ data }: { data: PracticeData }) {
  return (
    <>
      <ReportChart
        title="Độ chính xác theo kỹ năng"
        summary={data.perSkill.map((s) => `${s.label}: ${s.accuracy ?? '—'}%`).join('; ')}
        kind="bars"
        max={100}
        unit="%"
        categories={data.perSkill.map((s) => s.label)}
        series={[
          { label: 'Tháng này', color: colors.primary, values: data.perSkill.map((s) => s.accuracy) },
          { label: 'Tháng trước', color: colors.muted, values: data.perSkill.map((s) => s.previousAccuracy) },
        ]}
      />
      <h3 id="evidence-practice" css={css`font-size: 16px;`}>
        Các buổi luyện tập ({data.sessions.length})
      </h3>
      <ul>
        {data.sessions.map((s) => (
          <li key={s.id}>
            {dateTime.format(new Date(s.startedAt))} — {s.skill}: {s.correct}/{s.total} câu đúng
          </li>
        ))}
      </ul>
    </>
  );
}

export function SpeakBody({ data }: { data: SpeakData }) {
  return (
    <>
      <ReportChart
        title="Điểm nói qua các lần luyện"
        summary={`Điểm trung bình ${data.averageScore}/100${data.previousAverageScore === null ? '' : `, tháng trước ${data.previousAverageScore}/100`}.`}
        kind="line"
        max={100}
        categories={data.attempts.map((_a, i) => `Lần ${i + 1}`)}
        series={[{ label: 'Điểm', color: colors.accent, values: data.attempts.map((a) => a.score) }]}
      />
      <h3 id="evidence-speak" css={css`font-size: 16px;`}>
        Các lần nói ({data.attempts.length})
      </h3>
      <ul>
        {data.attempts.map((a) => (
          <li key={a.id}>
            {dateTime.format(new Date(a.at))} — {a.topic}: {a.score}/100
          </li>
        ))}
      </ul>
    </>
  );
}

export function LessonsBody({ units }: { units: LessonsData['units'] }) {
  return (
    <ol css={css`margin: 0; padding-left: 20px; line-height: 1.7;`}>
      {units.map((u) => (
        <li key={`${u.courseTitle}-${u.title}`}>
          <a href={`#session-${u.sessionId}`}>{u.title}</a>{' '}
          <span css={css`color: ${colors.inkSoft};`}>· {u.courseTitle}</span>
        </li>
      ))}
    </ol>
  );
}
