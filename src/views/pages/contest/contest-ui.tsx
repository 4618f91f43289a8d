import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { RankingRow } from '../../../contracts/contest';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { LoadFailed } from '../../ui/load-failed';
import { Spinner } from '../../ui/spinner';
import { colors, radii } from '../../ui/theme';

const medalColors: Record<RankingRow['rankLevel'], { bg: string; fg: string }> = {
  G: { bg: '#fff3c4', fg: '#8a6100' },
  S: { bg: '#eceff4', fg: '#4b556b' },
  B: { bg: '#f8e3d3', fg: '#8a4b1c' },
  C: { bg: colors.primarySoft, fg: colors.primaryDark },
};

/** Vàng / Bạc / Đồng / Khuyến khích, as the server names them. */
export function MedalBadge({ level, name }: { level: RankingRow['rankLevel']; name: string }) {
  const { bg, fg } = medalColors[level];
  return (
    <span
      data-medal={level}
      css={css`
        display: inline-block;
        padding: 2px 10px;
        border-radius: ${radii.pill};
        background: ${bg};
        color: ${fg};
        font-weight: 700;
        font-size: 13px;
        white-space: nowrap;
      `}
    >
      {name}
    </span>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <div
      css={css`
        display: flex;
        justify-content: center;
        padding: 40px 0;
      `}
    >
      <Spinner label={label} />
    </div>
  );
}

interface LoadStates {
  /** The spinner's label while loading. */
  loading: string;
  /** The message when the load failed (the machine's error or the page's fallback). */
  failed: ReactNode;
  /** Sends the machine's retry event ('Thử lại'). */
  onRetry: () => void;
  /** Another way out beside 'Thử lại' (a link back). */
  wayOut?: ReactNode;
  /** Shows the failure in a card, when the block has no card around it. */
  inCard?: boolean;
}

/**
 * What a contest block shows before its data is there: the spinner while `state` is 'loading', the
 * message and 'Thử lại' when it is 'failed'; null in its other states, which the block renders itself.
 */
export function loadingOrFailed(state: string, { loading, failed, onRetry, wayOut, inCard }: LoadStates) {
  if (state === 'loading') return <Loading label={loading} />;
  if (state !== 'failed') return null;
  const block = (
    <LoadFailed message={failed} onRetry={onRetry}>
      {wayOut}
    </LoadFailed>
  );
  return inCard ? <Card>{block}</Card> : block;
}

/**
 * 'Trang trước' and 'Trang sau' of a list shown one page of `pages` at a time (`page` counts from 0),
 * with `children` between them; `onSelect` gets the page asked for.
 */
export function PageButtons({
  page,
  pages,
  disabled = false,
  onSelect,
  children,
}: {
  page: number;
  pages: number;
  disabled?: boolean;
  onSelect: (page: number) => void;
  children?: ReactNode;
}) {
  return (
    <>
      <Button variant="ghost" disabled={disabled || page === 0} onClick={() => onSelect(page - 1)}>
        Trang trước
      </Button>
      {children}
      <Button variant="ghost" disabled={disabled || page + 1 >= pages} onClick={() => onSelect(page + 1)}>
        Trang sau
      </Button>
    </>
  );
}

export function Muted({ children }: { children: ReactNode }) {
  return <p css={css`color: ${colors.muted}; margin: 0;`}>{children}</p>;
}

/** 12:05 → "12 phút 5 giây". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return minutes > 0 ? `${minutes} phút ${seconds} giây` : `${seconds} giây`;
}

/** The countdown as mm:ss. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(2).replace('.', ',');
}
