import { css } from '@emotion/react';
import type { Answer, PublicQuestion } from '../../../contracts/contest';
import { CONTEST_ROUTES } from '../../../domain/contest';
import { examRoomBinding } from '../../../machines/exam-room/exam-room.binding';
import type { AnswerMap } from '../../../machines/exam-room/exam-room.types';
import { Alert } from '../../ui/alert';
import { Button, linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { controlCss } from '../../ui/field-styles';
import { firstMatch } from '../../ui/first-match';
import { rowCss, stackCss } from '../../ui/layout';
import { Link } from '../../ui/link';
import { PageTitle } from '../../ui/page-title';
import { colors, radii } from '../../ui/theme';
import { ContestGate } from './contest-gate';
import { formatClock, formatDuration, loadingOrFailed, Muted } from './contest-ui';

export interface ExamRoomPageProps {
  storedToken: string | null;
  roundId: number;
  /** Answers kept on the device that the server may not have yet (survive a reload). */
  draft: AnswerMap;
}

/** /cuoc-thi/vao-thi/:roundId — the exam room. */
export function ExamRoomPage({ storedToken, roundId, draft }: ExamRoomPageProps) {
  return (
    <>
      <title>Phòng thi — Uniclass</title>
      <ContestGate storedToken={storedToken}>
        {() => (
          <examRoomBinding.Provider input={{ roundId, draft }}>
            <Room />
          </examRoomBinding.Provider>
        )}
      </ContestGate>
    </>
  );
}

function Room() {
  const state = examRoomBinding.useSelect((s) =>
    firstMatch(
      s,
      {
        loading: 'loading',
        failed: 'failed',
        finished: 'finished',
        submitting: 'submitting',
        submitFailed: 'submitFailed',
      },
      'answering',
    ),
  );
  const attempt = examRoomBinding.useSelect((s) => s.context.attempt);
  const error = examRoomBinding.useSelect((s) => s.context.error);
  const send = examRoomBinding.useSend();

  const pending = loadingOrFailed(state, {
    loading: 'Đang mở bài thi',
    failed: error ?? 'Không mở được bài thi.',
    onRetry: () => send({ type: 'retry.requested' }),
    wayOut: (
      <Link to={CONTEST_ROUTES.home} css={linkButtonCss('ghost')}>
        Về trang cuộc thi
      </Link>
    ),
    inCard: true,
  });
  if (pending) return pending;
  if (state === 'finished') return <Result />;
  return (
    <div css={stackCss}>
      <PageTitle subtitle={`${attempt?.questions.length ?? 0} câu hỏi`}>
        {attempt?.roundName ?? 'Bài thi'}
      </PageTitle>
      <StatusBar />
      {state === 'submitFailed' && (
        <Alert>{error ?? 'Chưa nộp được bài.'} Câu trả lời của bạn vẫn được giữ trên máy.</Alert>
      )}
      <ol css={css`list-style: none; padding: 0; margin: 0; display: grid; gap: 16px;`}>
        {attempt?.questions.map((question) => (
          <li key={question.id}>
            <QuestionCard question={question} disabled={state === 'submitting'} />
          </li>
        ))}
      </ol>
      <div css={rowCss}>
        <Button
          variant="accent"
          busy={state === 'submitting'}
          onClick={() =>
            send({ type: state === 'submitFailed' ? 'retry.requested' : 'exam.submitRequested' })
          }
        >
          {state === 'submitFailed' ? 'Nộp lại' : 'Nộp bài'}
        </Button>
      </div>
    </div>
  );
}

function StatusBar() {
  const remainingMs = examRoomBinding.useSelect((s) => s.context.remainingMs);
  const saving = examRoomBinding.useSelect(
    (s) => s.matches({ answering: { saver: 'saving' } }) || s.matches({ answering: { saver: 'debouncing' } }),
  );
  const saveFailed = examRoomBinding.useSelect((s) => s.context.saveFailed);
  const pending = examRoomBinding.useSelect((s) => Object.keys(s.context.pending).length);
  const low = remainingMs < 60_000;
  return (
    <div
      css={css`
        position: sticky;
        top: 0;
        z-index: 2;
        display: flex;
        gap: 16px;
        align-items: center;
        justify-content: space-between;
        padding: 10px 16px;
        background: ${colors.surface};
        border: 1px solid ${colors.line};
        border-radius: ${radii.md};
      `}
    >
      <div>
        Thời gian còn lại:{' '}
        <strong
          role="timer"
          aria-label={`Thời gian còn lại ${formatClock(remainingMs)}`}
          data-testid="exam-countdown"
          css={css`font-size: 20px; color: ${low ? colors.berry : colors.ink};`}
        >
          {formatClock(remainingMs)}
        </strong>
      </div>
      <span
        role="status"
        data-testid="save-status"
        css={css`color: ${saveFailed ? colors.berry : colors.muted};`}
      >
        {saveFailed
          ? 'Mất kết nối: câu trả lời vẫn giữ trên máy, đang thử lưu lại…'
          : saving || pending > 0
            ? 'Đang lưu…'
            : 'Đã lưu mọi câu trả lời'}
      </span>
    </div>
  );
}

function QuestionCard({ question, disabled }: { question: PublicQuestion; disabled: boolean }) {
  const answer = examRoomBinding.useSelect((s) => s.context.answers[String(question.id)]);
  const send = examRoomBinding.useSend();
  const change = (value: Answer) => send({ type: 'answer.changed', questionId: question.id, answer: value });
  const labelId = `q-${question.id}-prompt`;
  return (
    <Card aria-labelledby={labelId}>
      <fieldset css={css`border: 0; padding: 0; margin: 0; display: grid; gap: 10px;`} disabled={disabled}>
        <legend id={labelId} css={css`font-weight: 700; padding: 0; margin-bottom: 8px;`}>
          Câu {question.position}. {question.prompt}{' '}
          <span css={css`color: ${colors.muted}; font-weight: 400;`}>({question.points} điểm)</span>
        </legend>
        {question.kind === 'listening' && question.audioUrl && (
          // biome-ignore lint/a11y/useMediaCaption: listening questions test hearing; the prompt says what to listen for
          <audio
            controls
            preload="none"
            src={question.audioUrl}
            aria-label={`Bài nghe câu ${question.position}`}
          />
        )}
        {(question.kind === 'choice' || question.kind === 'listening') &&
          question.options.map((option) => (
            <label key={option.id} css={css`display: flex; gap: 8px; align-items: center; cursor: pointer;`}>
              <input
                type="radio"
                name={`q-${question.id}`}
                value={option.id}
                checked={answer === option.id}
                onChange={() => change(option.id)}
              />
              <span>
                {option.id}. {option.text}
              </span>
            </label>
          ))}
        {question.kind === 'fill' && (
          <input
            type="text"
            aria-label={`Trả lời câu ${question.position}`}
            maxLength={200}
            css={controlCss}
            value={typeof answer === 'string' ? answer : ''}
            onChange={(e) => change(e.target.value)}
          />
        )}
        {question.kind === 'ordering' && <Ordering question={question} answer={answer} onChange={change} />}
      </fieldset>
    </Card>
  );
}

function Ordering({
  question,
  answer,
  onChange,
}: {
  question: PublicQuestion;
  answer: Answer | undefined;
  onChange: (answer: Answer) => void;
}) {
  const order =
    Array.isArray(answer) && answer.length === question.options.length
      ? answer
      : question.options.map((o) => o.id);
  const textOf = (id: string) => question.options.find((o) => o.id === id)?.text ?? id;
  const move = (index: number, by: number) => {
    const next = [...order];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };
  return (
    <ol
      aria-label={`Thứ tự câu ${question.position}`}
      css={css`display: grid; gap: 6px; padding-left: 20px;`}
    >
      {order.map((id, index) => (
        <li key={id}>
          <span css={css`display: inline-flex; gap: 8px; align-items: center;`}>
            <span>{textOf(id)}</span>
            <Button
              variant="ghost"
              type="button"
              aria-label={`Đưa "${textOf(id)}" lên`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              type="button"
              aria-label={`Đưa "${textOf(id)}" xuống`}
              disabled={index === order.length - 1}
              onClick={() => move(index, 1)}
            >
              ↓
            </Button>
          </span>
        </li>
      ))}
    </ol>
  );
}

function Result() {
  const result = examRoomBinding.useSelect((s) => s.context.result);
  const attempt = examRoomBinding.useSelect((s) => s.context.attempt);
  const max = attempt?.questions.reduce((sum, q) => sum + q.points, 0) ?? 0;
  return (
    <Card aria-label="Kết quả bài thi">
      <div css={stackCss}>
        <h2 css={css`margin: 0;`}>
          {result?.status === 'timed_out' ? 'Hết giờ: bài đã được nộp' : 'Đã nộp bài'}
        </h2>
        <p css={css`font-size: 22px; margin: 0;`} data-testid="exam-score">
          Điểm của bạn: <strong>{result?.score ?? 0}</strong>
          {max > 0 ? ` / ${max}` : ''}
        </p>
        {result && <Muted>Thời gian làm bài: {formatDuration(result.timeUsed)}</Muted>}
        <div css={rowCss}>
          <Link
            to={`${CONTEST_ROUTES.rankings}?vong=${attempt?.roundId ?? ''}`}
            css={linkButtonCss('primary')}
          >
            Xem xếp hạng
          </Link>
          <Link to={CONTEST_ROUTES.home} css={linkButtonCss('ghost')}>
            Về trang cuộc thi
          </Link>
        </div>
      </div>
    </Card>
  );
}
