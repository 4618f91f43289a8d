import { css } from '@emotion/react';
import { useNavigate } from 'react-router-dom';
import type { ClassSession } from '../../../contracts/learning';
import { ROUTES } from '../../../domain/constants';
import { Button } from '../../ui/button';
import { colors, radii } from '../../ui/theme';
import { dateOf, SESSION_TYPE_LABELS, timeOf } from './learning-format';

const cardCss = css`
  display: grid;
  grid-template-columns: 120px 1fr auto;
  gap: 16px;
  align-items: center;
  padding: 18px 20px;
  background: ${colors.surface};
  border-radius: ${radii.lg};
  border: 2px solid ${colors.line};
`;

/** One next session: date and time, course, type, teacher 'Thầy/Cô <name>' with their title, 'Vào học'. */
export function SessionCard({ session }: { session: ClassSession }) {
  const navigate = useNavigate();
  return (
    <li css={[cardCss, session.canJoin && { borderColor: colors.mint }]} aria-label={session.title}>
      <div>
        <div css={css`font-size: 22px; font-weight: 900;`}>{timeOf(session.startsAt)}</div>
        <div css={css`color: ${colors.inkSoft}; font-size: 14px;`}>{dateOf(session.startsAt)}</div>
      </div>
      <div css={css`display: flex; flex-direction: column; gap: 4px; min-width: 0;`}>
        <strong>{session.title}</strong>
        <span css={css`color: ${colors.inkSoft};`}>
          {session.courseTitle} · {session.levelName} ·{' '}
          {SESSION_TYPE_LABELS[session.sessionType] ?? session.sessionType}
        </span>
        {session.teacher && (
          <span>
            {session.teacher.displayName}{' '}
            <span css={css`color: ${colors.muted};`}>({session.teacher.typeTitle})</span>
          </span>
        )}
      </div>
      <div css={css`text-align: right;`}>
        <Button
          variant={session.canJoin ? 'accent' : 'secondary'}
          disabled={!session.canJoin}
          onClick={() => navigate(`${ROUTES.lesson}?sessionId=${session.id}`)}
        >
          Vào học
        </Button>
        {!session.canJoin && (
          <div css={css`color: ${colors.muted}; font-size: 13px; margin-top: 4px;`}>
            Mở lúc {timeOf(session.joinOpensAt)}
          </div>
        )}
      </div>
    </li>
  );
}
