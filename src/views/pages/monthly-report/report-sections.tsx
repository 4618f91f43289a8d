import { css } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import type {
  AttendanceData,
  AttendedSession,
  ClubData,
  ContestData,
  DailyGoalData,
  LessonsData,
  LoyaltyData,
  PracticeData,
  SpeakData,
} from '../../../contracts/report';
import { monthLabel } from '../../../domain/report-month';
import { GoalDays } from '../../ui/goal-days';
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

type SectionState<T> =
  | { status: 'ready'; data: T }
  | { status: 'empty' }
  | { status: 'unavailable'; reason: string };

/** One section of the report: its data drawn by `children`, or the note saying why there is none. */
export function ReportSection<T>({
  id,
  title,
  section,
  children,
}: {
  id: string;
  title: string;
  section: SectionState<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} css={sectionCss}>
      <h2 id={`${id}-title`}>{title}</h2>
      {section.status === 'ready' ? children(section.data) : <SectionNote {...section} />}
    </section>
  );
}

/**
 * One section whose figures are set against the previous month, drawn by its `Body`; the report's
 * page writes one line per such section: `compared('practice', 'AI Practice', sections.practice, PracticeBody)`.
 */
export function comparedSection(previousMonth: string) {
  return <T,>(
    id: string,
    title: string,
    section: SectionState<T>,
    Body: ComponentType<{ data: T; previousMonth: string }>,
  ) => (
    <ReportSection id={id} title={title} section={section}>
      {(data) => <Body data={data} previousMonth={previousMonth} />}
    </ReportSection>
  );
}

/** A section the month has nothing for, or whose area cannot be read yet: said in words, no zeros. */
function SectionNote({ status, reason }: { status: 'empty' | 'unavailable'; reason?: string }) {
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

const listCss = css`margin: 0; padding-left: 18px; line-height: 1.7;`;
const figuresCss = css`display: flex; gap: 12px; flex-wrap: wrap; margin-bottom: 12px;`;

/** A section's headline figures (label: value, in order), each linking to the section's evidence list. */
function Figures({ evidence, figures }: { evidence: string; figures: Record<string, string | number> }) {
  return (
    <div css={figuresCss}>
      {Object.entries(figures).map(([label, value]) => (
        <Figure key={label} value={String(value)} label={label} href={evidence} />
      ))}
    </div>
  );
}

function Evidence({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div id={id} tabIndex={-1}>
      <h3 css={css`font-size: 16px; margin: 16px 0 6px;`}>{title}</h3>
      <ul css={listCss}>{children}</ul>
    </div>
  );
}

/** 'cao hơn 5', 'thấp hơn 3', 'bằng' — how a figure moved since last month. */
function trend(now: number, before: number, unit = ''): string {
  if (now === before) return 'bằng';
  return now > before ? `cao hơn ${now - before}${unit}` : `thấp hơn ${before - now}${unit}`;
}

/** The comparison with last month, or saying plainly that last month has nothing to compare with. */
function Versus({ children, previousMonth }: { children: string | false | null; previousMonth: string }) {
  return <p>{children || `${monthLabel(previousMonth)} chưa có dữ liệu để so sánh.`}</p>;
}

/** The daily goal of the month: days met (and repaired with diamonds), the streaks, every day. */
export function DailyGoalBody({ data }: { data: DailyGoalData }) {
  return (
    <>
      <Figures
        evidence="#evidence-daily-goal"
        figures={{
          'ngày đạt mục tiêu': `${data.daysMet}/${data.daysSoFar}`,
          'ngày giữ chuỗi bằng kim cương': data.daysRepaired,
          'chuỗi dài nhất (ngày)': data.longestStreak,
          'chuỗi hiện tại (ngày)': data.streak,
        }}
      />
      <p css={css`margin: 0 0 10px; color: ${colors.inkSoft};`}>
        Mục tiêu mỗi ngày: làm 10 câu AI Practice hoặc nói hết một chủ đề AI Speak.
      </p>
      <div id="evidence-daily-goal">
        <GoalDays days={data.days} label="Các ngày trong tháng" heading="date" />
      </div>
    </>
  );
}

export function PracticeBody({ data, previousMonth }: { data: PracticeData; previousMonth: string }) {
  return (
    <>
      <div css={figuresCss}>
        <Figure value={String(data.sessionCount)} label="buổi luyện tập" href="#evidence-practice" />
        <Figure
          value={`${data.correct}/${data.answered}`}
          label="câu trả lời đúng"
          href="#evidence-practice"
        />
        <Figure value={`${data.accuracy}%`} label="độ chính xác" href="#evidence-practice" />
      </div>
      <Versus previousMonth={previousMonth}>
        {data.previousAccuracy !== null &&
          `Độ chính xác ${data.accuracy}%, ${trend(data.accuracy, data.previousAccuracy, ' điểm %')} so với ${monthLabel(previousMonth)} (${data.previousAccuracy}%, ${data.previousSessionCount} buổi).`}
      </Versus>
      <ReportChart
        title="Độ chính xác theo kỹ năng"
        summary={data.perSkill
          .map(
            (s) =>
              `${s.label}: ${s.accuracy === null ? 'chưa làm' : `${s.accuracy}% (${s.correct}/${s.answered} câu)`}` +
              (s.previousAccuracy === null ? '' : `, tháng trước ${s.previousAccuracy}%`),
          )
          .join('; ')}
        kind="bars"
        max={100}
        unit="%"
        categories={data.perSkill.map((s) => s.label)}
        series={[
          { label: 'Tháng này', color: colors.primary, values: data.perSkill.map((s) => s.accuracy) },
          { label: 'Tháng trước', color: colors.muted, values: data.perSkill.map((s) => s.previousAccuracy) },
        ]}
      />
      <Evidence id="evidence-practice" title={`Các buổi luyện tập (${data.sessions.length})`}>
        {data.sessions.map((s) => (
          <li key={s.id}>
            {dateTime.format(new Date(s.startedAt))} — {s.unitTitle}: {s.correct}/{s.total} câu đúng
            {s.finished ? '' : ' (chưa làm xong)'}
          </li>
        ))}
      </Evidence>
    </>
  );
}

export function SpeakBody({ data, previousMonth }: { data: SpeakData; previousMonth: string }) {
  const weeks = data.weeks.filter((w) => w.attempts > 0);
  return (
    <>
      <Figures
        evidence="#evidence-speak"
        figures={{ 'lần luyện nói': data.attempts.length, 'điểm nói trung bình': `${data.averageScore}/100` }}
      />
      <Versus previousMonth={previousMonth}>
        {data.previousAverageScore !== null &&
          `Điểm trung bình ${data.averageScore}/100, ${trend(data.averageScore, data.previousAverageScore, ' điểm')} so với ${monthLabel(previousMonth)} (${data.previousAverageScore}/100, ${data.previousAttemptCount} lần).`}
      </Versus>
      <ReportChart
        title="Điểm nói trung bình theo tuần"
        summary={weeks.map((w) => `${w.label}: ${w.average}/100 (${w.attempts} lần)`).join('; ')}
        kind="line"
        max={100}
        categories={data.weeks.map((w) => w.label)}
        series={[
          { label: 'Điểm trung bình', color: colors.accent, values: data.weeks.map((w) => w.average) },
        ]}
      />
      <Evidence id="evidence-speak" title={`Các lần luyện nói (${data.attempts.length})`}>
        {data.attempts.map((a) => (
          <li key={a.id}>
            {dateTime.format(new Date(a.at))} — {a.topic}: “{a.prompt}” {a.score}/100
          </li>
        ))}
      </Evidence>
    </>
  );
}

const POST_STATUS = { APPROVED: 'đã duyệt', REJECTED: 'bị từ chối', PENDING: 'chờ duyệt' } as const;

export function ClubBody({ data, previousMonth }: { data: ClubData; previousMonth: string }) {
  return (
    <>
      <Figures
        evidence="#evidence-club"
        figures={{ 'bài được duyệt': data.approved, 'lượt thích nhận được': data.likesReceived }}
      />
      <p>
        {data.posts.length} bài đăng: {data.approved} được duyệt, {data.rejected} bị từ chối, {data.pending}{' '}
        chờ duyệt.{' '}
        {data.previousPostCount === null
          ? `${monthLabel(previousMonth)} chưa có bài đăng.`
          : `${monthLabel(previousMonth)}: ${data.previousPostCount} bài.`}
      </p>
      <Evidence id="evidence-club" title={`Các bài đăng (${data.posts.length})`}>
        {data.posts.map((p) => (
          <li key={p.id}>
            {dateTime.format(new Date(p.createdAt))} — “{p.excerpt}” · {POST_STATUS[p.status]} · {p.likes}{' '}
            lượt thích
          </li>
        ))}
      </Evidence>
    </>
  );
}

export function LoyaltyBody({ data, previousMonth }: { data: LoyaltyData; previousMonth: string }) {
  return (
    <>
      <Figures
        evidence="#evidence-loyalty"
        figures={{ 'cúp nhận được': data.trophiesEarned, 'kim cương nhận được': data.diamondsEarned }}
      />
      <Versus previousMonth={previousMonth}>
        {data.previous &&
          `${monthLabel(previousMonth)}: ${data.previous.trophiesEarned} cúp, ${data.previous.diamondsEarned} kim cương.`}
      </Versus>
      <Evidence id="evidence-loyalty" title={`Các lần nhận thưởng (${data.entries.length})`}>
        {data.entries.map((e) => (
          <li key={e.id}>
            {dateTime.format(new Date(e.at))} — +{e.amount} {e.currency === 'trophy' ? 'cúp' : 'kim cương'} ·{' '}
            {e.reason}
          </li>
        ))}
      </Evidence>
    </>
  );
}

export function ContestBody({ data }: { data: ContestData }) {
  return (
    <Evidence id="evidence-contest" title={`Các vòng thi đã làm (${data.results.length})`}>
      {data.results.map((r) => (
        <li key={r.roundId}>
          {dateTime.format(new Date(r.at))} — {r.roundName}: {r.score} điểm
          {r.rank !== null ? `, hạng ${r.rank}/${r.groupSize} của tỉnh` : ', chưa xếp hạng'}
          {r.medal ? ` · ${r.medal}` : ''}
          {r.attempts > 1 ? ` (${r.attempts} lần làm)` : ''}
        </li>
      ))}
    </Evidence>
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
