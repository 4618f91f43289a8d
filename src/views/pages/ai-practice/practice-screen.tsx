import { css } from '@emotion/react';
import type { AnswerResult, PracticeUnit } from '../../../contracts/practice';
import { practiceSessionBinding } from '../../../machines/practice-session/practice-session.binding';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { bareListCss } from '../../ui/layout';
import { LoadFailed } from '../../ui/load-failed';
import { Spinner } from '../../ui/spinner';
import { colors, radii } from '../../ui/theme';
import { DailyGoalCard, StreakBadge } from './daily-goal-card';
import { PracticeItemInput, PracticeItemPrompt } from './practice-item-input';

const { useSelect, useSend } = practiceSessionBinding;

const column = css`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      css={css`height: 10px; border-radius: ${radii.pill}; background: ${colors.line}; overflow: hidden;`}
    >
      <div css={css`width: ${percent}%; height: 100%; background: ${colors.mint};`} />
    </div>
  );
}

function GradePicker() {
  const send = useSend();
  const grade = useSelect((s) => s.context.grade);
  const grades = useSelect((s) => s.context.grades);
  if (grades.length < 2 || grade === null) return null;
  return (
    <label css={css`display: inline-flex; gap: 10px; align-items: center; font-weight: 700;`}>
      Bài của lớp
      <select
        value={grade}
        onChange={(event) => send({ type: 'grade.chosen', grade: Number(event.target.value) })}
        css={css`padding: 6px 10px; font-size: 16px; border-radius: ${radii.sm};`}
      >
        {grades.map((g) => (
          <option key={g} value={g}>
            Lớp {g}
          </option>
        ))}
      </select>
    </label>
  );
}

function UnitList({ units }: { units: PracticeUnit[] }) {
  const send = useSend();
  const state = useSelect((s) => s.value as string);
  const goal = useSelect((s) => s.context.dailyGoal);
  const error = useSelect((s) => s.context.error);
  return (
    <div css={column}>
      {goal && (
        <DailyGoalCard
          goal={goal}
          repairing={state === 'repairingStreak'}
          onRepair={() => send({ type: 'streak.repairRequested' })}
        />
      )}
      {error && <Alert>{error}</Alert>}
      <GradePicker />
      {units.length === 0 ? (
        <Alert tone="info">Chưa có bài luyện tập nào. Em quay lại sau nhé!</Alert>
      ) : (
        <ul
          aria-label="Bài luyện tập"
          css={[
            bareListCss,
            css`display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 14px;`,
          ]}
        >
          {units.map((unit) => (
            <li key={unit.id}>
              <Card aria-label={`${unit.title} — Lớp ${unit.grade}`}>
                <div css={column}>
                  <div>
                    <p css={css`color: ${colors.muted}; font-size: 14px;`}>
                      Lớp {unit.grade}
                      {unit.recommended ? ' · lớp của em' : ''}
                    </p>
                    <h3 css={css`font-size: 19px; font-weight: 800;`}>{unit.title}</h3>
                    <p css={css`color: ${colors.inkSoft};`}>{unit.titleVi}</p>
                  </div>
                  <ProgressBar
                    percent={unit.progressPercent}
                    label={`Tiến độ ${unit.title} lớp ${unit.grade}`}
                  />
                  <p css={css`font-size: 14px; color: ${colors.inkSoft};`}>
                    Đã thuộc {unit.masteredCount}/{unit.itemCount} câu ({unit.progressPercent}%)
                    {unit.dueReviews > 0 ? ` · ${unit.dueReviews} câu cần ôn` : ''}
                  </p>
                  <Button onClick={() => send({ type: 'unit.chosen', unitId: unit.id })}>Luyện tập</Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A wrong answer: its own explanation (Vietnamese), an English example, and the right answer. */
function WrongAnswerPanel({ result }: { result: AnswerResult }) {
  return (
    <div
      role="alert"
      aria-label="Giải thích"
      css={css`padding: 14px 16px; border-radius: ${radii.md}; background: ${colors.berrySoft}; display: flex; flex-direction: column; gap: 6px;`}
    >
      <strong css={css`color: #b42328;`}>Chưa đúng rồi!</strong>
      {result.explanation && <p>{result.explanation}</p>}
      {result.example && (
        <p>
          <span css={css`font-weight: 700;`}>Ví dụ: </span>
          <span lang="en">{result.example}</span>
        </p>
      )}
      <p>
        <span css={css`font-weight: 700;`}>Đáp án đúng: </span>
        {result.correctAnswer}
      </p>
    </div>
  );
}

function QuestionView() {
  const send = useSend();
  const state = useSelect((s) => s.value as string);
  const session = useSelect((s) => s.context.session);
  const index = useSelect((s) => s.context.index);
  const results = useSelect((s) => s.context.results);
  const queued = useSelect((s) => s.context.queue.length);
  const item = session?.items[index];
  if (!session) return null;
  if (!item)
    // Came back with every item answered on this device but not yet sent, and still offline.
    return (
      <Card aria-label="Đang chờ mạng">
        <Alert tone="info">
          Mất kết nối mạng. {queued} câu trả lời của em đã được lưu và sẽ tự gửi lại khi có mạng.
        </Alert>
      </Card>
    );
  const result = results[item.id];
  const isLast = index >= session.items.length - 1;
  return (
    <Card aria-label={`Câu ${index + 1} trên ${session.items.length}`}>
      <div css={column}>
        <p css={css`font-weight: 700; color: ${colors.primaryDark};`}>
          {session.unit.title} · Câu {index + 1}/{session.items.length}
        </p>
        <ProgressBar
          percent={Math.round((100 * index) / session.items.length)}
          label="Tiến độ lượt luyện tập"
        />
        <PracticeItemPrompt item={item} onListen={() => send({ type: 'audio.requested' })} />
        {/* key: a fresh input per item, so no answer leaks into the next one */}
        <PracticeItemInput
          key={item.id}
          item={item}
          disabled={state !== 'question'}
          onAnswer={(answer) => send({ type: 'answer.submitted', answer })}
        />
        {state === 'sending' && <Spinner label="Đang kiểm tra câu trả lời" />}
        {state === 'answered' &&
          result &&
          (result.correct ? (
            <Alert tone="success">Chính xác! Em giỏi lắm 🎉</Alert>
          ) : (
            <WrongAnswerPanel result={result} />
          ))}
        {(state === 'offline' || state === 'waitingForNetwork' || state === 'resending') && (
          <Alert tone="info">
            Mất kết nối mạng. {queued} câu trả lời của em đã được lưu và sẽ tự gửi lại khi có mạng.
          </Alert>
        )}
        {(state === 'answered' || state === 'offline') && (
          <Button onClick={() => send({ type: 'question.next' })} autoFocus>
            {isLast ? 'Xem kết quả' : 'Câu tiếp theo'}
          </Button>
        )}
      </div>
    </Card>
  );
}

function SummaryView() {
  const send = useSend();
  const summary = useSelect((s) => s.context.summary);
  const goal = useSelect((s) => s.context.dailyGoal);
  if (!summary) return null;
  return (
    <Card aria-label="Tổng kết">
      <div css={column}>
        <h2 css={css`font-size: 24px; font-weight: 900;`}>Hoàn thành bài {summary.unitTitle}!</h2>
        <p css={css`font-size: 20px;`}>
          Em làm đúng{' '}
          <strong>
            {summary.correct}/{summary.total}
          </strong>{' '}
          câu.
        </p>
        {summary.diamonds > 0 ? (
          <Alert tone="success">Em nhận được {summary.diamonds} kim cương 💎</Alert>
        ) : summary.answered < summary.total ? (
          <Alert tone="info">Làm hết tất cả các câu để nhận kim cương nhé.</Alert>
        ) : null}
        {goal && (
          <div css={css`display: flex; gap: 12px; align-items: center; flex-wrap: wrap;`}>
            <StreakBadge streak={goal.streak} />
            <p css={css`margin: 0; color: ${colors.inkSoft};`}>
              {goal.met
                ? 'Em đã đạt mục tiêu hôm nay!'
                : `Hôm nay em đã làm ${goal.practiceItems}/${goal.practiceTarget} câu.`}
            </p>
          </div>
        )}
        <div css={css`display: flex; gap: 10px; flex-wrap: wrap;`}>
          <Button onClick={() => send({ type: 'session.restarted' })}>Luyện lượt mới</Button>
          <Button variant="secondary" onClick={() => send({ type: 'units.requested' })}>
            Xem tiến độ các bài
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** Every state of the practice session machine, rendered. */
export function PracticeScreen() {
  const send = useSend();
  const state = useSelect((s) => s.value as string);
  const units = useSelect((s) => s.context.units);
  const error = useSelect((s) => s.context.error);
  switch (state) {
    case 'loadingUnits':
      return <Spinner label="Đang tải bài luyện tập" />;
    case 'unitsFailed':
      return <LoadFailed message={error} onRetry={() => send({ type: 'units.requested' })} />;
    case 'choosingUnit':
    case 'repairingStreak':
      return <UnitList units={units} />;
    case 'loading':
    case 'routing':
      return <Spinner label="Đang chuẩn bị câu hỏi" />;
    case 'loadFailed':
      return <LoadFailed message={error} onRetry={() => send({ type: 'session.retried' })} />;
    case 'flushing':
      return <Spinner label="Đang gửi các câu trả lời em đã làm lần trước" />;
    case 'finishing':
      return <Spinner label="Đang tổng kết" />;
    case 'finishFailed':
      return <LoadFailed message={error} onRetry={() => send({ type: 'session.retried' })} />;
    case 'summary':
      return <SummaryView />;
    case 'failed':
      return (
        <div css={column}>
          <Alert>{error}</Alert>
          <Button onClick={() => send({ type: 'session.restarted' })}>Bắt đầu lượt mới</Button>
        </div>
      );
    default:
      return <QuestionView />;
  }
}
