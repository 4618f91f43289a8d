import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { colors, radii } from './theme';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, { bg: string; fg: string }> = {
  error: { bg: colors.berrySoft, fg: '#b42328' },
  success: { bg: colors.mintSoft, fg: '#0f7a5a' },
  info: { bg: colors.primarySoft, fg: colors.primaryDark },
};

/** An announced message: errors use role="alert", the others role="status". */
export function Alert({ tone = 'error', children }: { tone?: Tone; children: ReactNode }) {
  const { bg, fg } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      css={css`
        padding: 12px 16px;
        border-radius: ${radii.md};
        background: ${bg};
        color: ${fg};
        font-weight: 600;
        font-size: 15px;
      `}
    >
      {children}
    </div>
  );
}

/**
 * An alert the reader closes with 'Đóng' (the machine drops the message). `className` (the css prop)
 * places it in the page.
 */
export function DismissibleAlert({
  tone,
  gap = 8,
  onDismiss,
  className,
  children,
}: {
  tone?: Tone;
  gap?: number;
  onDismiss: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} css={{ display: 'flex', gap, alignItems: 'center' }}>
      <div css={{ flex: 1 }}>
        <Alert tone={tone}>{children}</Alert>
      </div>
      <Button variant="ghost" onClick={onDismiss}>
        Đóng
      </Button>
    </div>
  );
}
