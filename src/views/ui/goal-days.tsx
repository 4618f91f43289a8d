import { css } from '@emotion/react';
import type { GoalDay } from '../../contracts/practice';
import { bareListCss } from './layout';
import { colors, radii } from './theme';

const WEEKDAY = ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];
const WEEKDAY_NAME = ['Chủ nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];

/** What each day of the daily goal says to a pupil or parent. */
export const GOAL_DAY_TEXT: Record<GoalDay['status'], string> = {
  met: 'đạt mục tiêu',
  repaired: 'đã giữ chuỗi bằng kim cương',
  missed: 'chưa đạt',
  pending: 'hôm nay, đang làm',
  future: 'chưa tới',
};

const LOOK: Record<GoalDay['status'], { bg: string; fg: string; mark: string }> = {
  met: { bg: colors.mint, fg: '#ffffff', mark: '✓' },
  repaired: { bg: colors.diamondText, fg: '#ffffff', mark: '💎' },
  missed: { bg: colors.berrySoft, fg: '#b42328', mark: '✗' },
  pending: { bg: colors.sunSoft, fg: colors.sunText, mark: '…' },
  future: { bg: colors.canvas, fg: colors.muted, mark: '' },
};

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const shortDate = (day: string) => {
  const [, month, date] = day.split('-').map(Number);
  return `${date}/${month}`;
};

/**
 * A row of days of the daily goal (a week, a month): the weekday (or the date), a mark, and the
 * status in words for screen readers.
 */
export function GoalDays({
  days,
  label,
  heading = 'weekday',
}: {
  days: GoalDay[];
  label: string;
  heading?: 'weekday' | 'date';
}) {
  return (
    <ol aria-label={label} css={[bareListCss, css`display: flex; gap: 6px; flex-wrap: wrap;`]}>
      {days.map(({ day, status }) => {
        const look = LOOK[status];
        const weekday = weekdayOf(day);
        return (
          <li
            key={day}
            aria-label={`${WEEKDAY_NAME[weekday]} ${shortDate(day)}: ${GOAL_DAY_TEXT[status]}`}
            css={css`display: flex; flex-direction: column; align-items: center; gap: 4px; min-width: 36px;`}
          >
            <span aria-hidden="true" css={css`font-size: 13px; color: ${colors.muted};`}>
              {heading === 'weekday' ? WEEKDAY[weekday] : Number(day.slice(8))}
            </span>
            <span
              aria-hidden="true"
              css={css`
                width: 32px;
                height: 32px;
                border-radius: ${radii.pill};
                background: ${look.bg};
                color: ${look.fg};
                display: grid;
                place-items: center;
                font-weight: 800;
                font-size: 15px;
              `}
            >
              {look.mark}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
