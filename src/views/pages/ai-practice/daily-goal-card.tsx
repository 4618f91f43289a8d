import { css } from '@emotion/react';
import type { DailyGoal } from '../../../contracts/practice';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { GoalDays } from '../../ui/goal-days';
import { colors, radii } from '../../ui/theme';

const shortDate = (day: string) => {
  const [, month, date] = day.split('-').map(Number);
  return `${date}/${month}`;
};

/** "🔥 Chuỗi 4 ngày": the streak as the pupil and the parent read it. */
export function StreakBadge({ streak }: { streak: number }) {
  return (
    <p
      css={css`
        margin: 0;
        display: inline-flex;
        gap: 6px;
        align-items: center;
        padding: 6px 12px;
        border-radius: ${radii.pill};
        background: ${colors.accentSoft};
        color: ${colors.accentDark};
        font-weight: 800;
      `}
    >
      🔥 Chuỗi {streak} ngày học
    </p>
  );
}

/**
 * Today's goal (10 questions, or one AI Speak topic), the streak, this week's days, and the offer to
 * repair yesterday with diamonds when the rules allow it.
 */
export function DailyGoalCard({
  goal,
  repairing,
  onRepair,
}: {
  goal: DailyGoal;
  repairing: boolean;
  onRepair: () => void;
}) {
  const percent = Math.min(100, Math.round((100 * goal.practiceItems) / goal.practiceTarget));
  return (
    <Card aria-label="Mục tiêu hôm nay">
      <div css={css`display: flex; flex-direction: column; gap: 12px;`}>
        <div
          css={css`display: flex; gap: 12px; align-items: center; justify-content: space-between; flex-wrap: wrap;`}
        >
          <h2 css={css`margin: 0; font-size: 19px; font-weight: 800;`}>Mục tiêu hôm nay</h2>
          <StreakBadge streak={goal.streak} />
        </div>
        <div
          role="progressbar"
          aria-label="Số câu đã làm hôm nay"
          aria-valuenow={Math.min(goal.practiceItems, goal.practiceTarget)}
          aria-valuemin={0}
          aria-valuemax={goal.practiceTarget}
          css={css`height: 10px; border-radius: ${radii.pill}; background: ${colors.line}; overflow: hidden;`}
        >
          <div css={css`width: ${goal.met ? 100 : percent}%; height: 100%; background: ${colors.accent};`} />
        </div>
        <p css={css`margin: 0; color: ${colors.inkSoft};`}>
          {goal.met
            ? 'Em đã đạt mục tiêu hôm nay! 🎉'
            : `Em đã làm ${goal.practiceItems}/${goal.practiceTarget} câu hôm nay — làm đủ ${goal.practiceTarget} câu hoặc nói hết một chủ đề AI Speak để giữ chuỗi.`}
        </p>
        <GoalDays days={goal.week} label="Tuần này" />
        {goal.repair && (
          <div
            css={css`
              display: flex;
              gap: 12px;
              align-items: center;
              flex-wrap: wrap;
              padding: 10px 14px;
              border-radius: ${radii.md};
              background: ${colors.diamondSoft};
              color: ${colors.diamondText};
            `}
          >
            <p css={css`margin: 0; flex: 1; min-width: 220px; font-weight: 600;`}>
              Hôm qua ({shortDate(goal.repair.day)}) em chưa đạt mục tiêu. Dùng {goal.repair.cost} 💎 để giữ
              chuỗi ngày học (mỗi tuần một lần).
              {!goal.repair.affordable && ' Em chưa đủ kim cương.'}
            </p>
            <Button variant="secondary" disabled={repairing || !goal.repair.affordable} onClick={onRepair}>
              {repairing ? 'Đang giữ chuỗi…' : `Giữ chuỗi (${goal.repair.cost} 💎)`}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
