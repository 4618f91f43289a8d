import { css } from '@emotion/react';
import { useId } from 'react';
import type { WeeklySummary } from '../../../contracts/club';
import { CLUB_PENDING_MESSAGE, CLUB_POST_MAX_CHARS, CLUB_STATUS_LABELS } from '../../../domain/club';
import { clubWeeklyBinding } from '../../../machines/club-weekly/club-weekly.binding';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { controlCss, labelCss } from '../../ui/field-styles';
import { formSubmit } from '../../ui/form-submit';
import { GoalDays } from '../../ui/goal-days';
import { tileGridCss } from '../../ui/layout';
import { LoadFailed } from '../../ui/load-failed';
import { Spinner } from '../../ui/spinner';
import { colors, radii } from '../../ui/theme';

/**
 * /app?view=weekly (issue 11): this week's summary of the profile and the week's club challenge,
 * inside the native app's web view (no shell, phone-sized). Auth comes from the app's ?user=&token=.
 */
export function WeeklyViewSlot({ credentials }: { credentials: { user: string; token: string } }) {
  return (
    <>
      <title>Tổng kết tuần — Uniclass</title>
      <clubWeeklyBinding.Provider input={{ credentials }}>
        <WeeklyView />
      </clubWeeklyBinding.Provider>
    </>
  );
}

const formatDay = (isoDay: string) => {
  const [y, m, d] = isoDay.split('-').map(Number);
  return y && m && d ? `${d}/${m}/${y}` : isoDay;
};

function WeeklyView() {
  const send = clubWeeklyBinding.useSend();
  const state = clubWeeklyBinding.useSelect((s) => s.value as string);
  const summary = clubWeeklyBinding.useSelect((s) => s.context.summary);
  const notice = clubWeeklyBinding.useSelect((s) => s.context.notice);

  if (state === 'loading')
    return (
      <div css={css`display: flex; justify-content: center; padding: 48px 0;`}>
        <Spinner label="Đang tải tổng kết tuần" />
      </div>
    );
  if (state === 'failed' || !summary)
    return (
      <div css={css`display: flex; flex-direction: column; gap: 12px;`}>
        <h1 css={css`margin: 0; font-size: 22px;`}>Tổng kết tuần</h1>
        <LoadFailed
          message={notice?.message ?? 'Không tải được tổng kết tuần.'}
          onRetry={() => send({ type: 'weekly.retried' })}
        />
      </div>
    );

  const stats = [
    { label: 'Buổi học đã tham gia', value: summary.classesAttended },
    { label: 'Bài viết ở Nhà trường', value: summary.posts },
    { label: 'Lượt thích nhận được', value: summary.likesReceived },
  ];
  return (
    <div css={css`display: flex; flex-direction: column; gap: 16px;`}>
      <header>
        <h1 css={css`margin: 0; font-size: 22px; font-weight: 900;`}>Tuần này của {summary.profileName}</h1>
        <p css={css`margin: 4px 0 0; color: ${colors.inkSoft};`}>
          Từ {formatDay(summary.weekStart)} đến {formatDay(summary.weekEnd)}
        </p>
      </header>
      <dl css={tileGridCss(140, 10, 'auto-fit')}>
        {stats.map((s) => (
          <div
            key={s.label}
            css={css`
              background: ${colors.primarySoft};
              border-radius: ${radii.md};
              padding: 12px 14px;
              display: flex;
              flex-direction: column-reverse;
            `}
          >
            <dt css={css`color: ${colors.inkSoft}; font-size: 14px;`}>{s.label}</dt>
            <dd css={css`margin: 0; font-size: 28px; font-weight: 900; color: ${colors.primaryDark};`}>
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      <DailyGoalWeek goal={summary.dailyGoal} />
      {notice && <Alert tone={notice.tone}>{notice.message}</Alert>}
      <Challenge />
    </div>
  );
}

/** The daily goal of the week (10 practice questions or one speak topic a day) and the streak. */
function DailyGoalWeek({ goal }: { goal: WeeklySummary['dailyGoal'] }) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-goal`}
      css={css`
        background: ${colors.accentSoft};
        border-radius: ${radii.lg};
        padding: 16px;
        display: flex;
        flex-direction: column;
        gap: 10px;
      `}
    >
      <h2 id={`${id}-goal`} css={css`margin: 0; font-size: 18px;`}>
        🔥 Chuỗi {goal.streak} ngày học
      </h2>
      <p css={css`margin: 0; color: ${colors.inkSoft};`}>
        Mục tiêu mỗi ngày: 10 câu AI Practice hoặc một chủ đề AI Speak.{' '}
        {goal.todayMet ? 'Hôm nay con đã đạt mục tiêu.' : 'Hôm nay con chưa đạt mục tiêu.'}
      </p>
      <GoalDays days={goal.days} label="Mục tiêu mỗi ngày của tuần này" />
    </section>
  );
}

function Challenge() {
  const send = clubWeeklyBinding.useSend();
  const state = clubWeeklyBinding.useSelect((s) => s.value as string);
  const challenge = clubWeeklyBinding.useSelect((s) => s.context.summary?.challenge ?? null);
  const content = clubWeeklyBinding.useSelect((s) => s.context.content);
  const id = useId();
  if (!challenge)
    return <p css={css`margin: 0; color: ${colors.inkSoft};`}>Tuần này chưa có thử thách của câu lạc bộ.</p>;
  return (
    <section
      aria-labelledby={`${id}-title`}
      css={css`
        background: ${colors.sunSoft};
        border-radius: ${radii.lg};
        padding: 16px;
        display: flex;
        flex-direction: column;
        gap: 10px;
      `}
    >
      <h2 id={`${id}-title`} css={css`margin: 0; font-size: 18px;`}>
        Thử thách tuần: {challenge.title}
      </h2>
      <p css={css`margin: 0; line-height: 1.5;`}>{challenge.prompt}</p>
      {challenge.submission ? (
        <p css={css`margin: 0; font-weight: 700;`}>
          Con đã gửi bài: {CLUB_STATUS_LABELS[challenge.submission.status]}
          {challenge.submission.status === 'PENDING' ? ` (${CLUB_PENDING_MESSAGE.toLowerCase()})` : ''}
        </p>
      ) : (
        <form
          onSubmit={formSubmit(() => send({ type: 'challenge.submitted' }))}
          css={css`display: flex; flex-direction: column; gap: 8px;`}
        >
          <label htmlFor={`${id}-text`} css={labelCss}>
            Bài của con
          </label>
          <textarea
            id={`${id}-text`}
            value={content}
            rows={4}
            maxLength={CLUB_POST_MAX_CHARS}
            onChange={(event) => send({ type: 'challenge.changed', content: event.target.value })}
            css={[controlCss, css`min-height: 96px; padding-top: 10px; font: inherit;`]}
          />
          <Button type="submit" block busy={state === 'submitting'} disabled={content.trim().length === 0}>
            Gửi bài thử thách
          </Button>
        </form>
      )}
    </section>
  );
}
