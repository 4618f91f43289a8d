import { css } from '@emotion/react';
import { LOADING_OVERLAY_FADE_MS } from '../../domain/constants';
import { Spinner } from './spinner';
import { colors } from './theme';

/**
 * Full-screen overlay that fades in and out over LOADING_OVERLAY_FADE_MS. It stays mounted and
 * the fade is a CSS transition, so hiding needs no timer: `visibility` flips only once the
 * opacity transition has finished.
 */
export function LoadingOverlay({ visible, label = 'Đang tải' }: { visible: boolean; label?: string }) {
  return (
    <div
      aria-hidden={!visible}
      data-testid="loading-overlay"
      data-visible={visible}
      css={css`
        position: fixed;
        inset: 0;
        z-index: 1000;
        display: grid;
        place-items: center;
        background: rgba(244, 247, 253, 0.82);
        backdrop-filter: blur(2px);
        opacity: ${visible ? 1 : 0};
        visibility: ${visible ? 'visible' : 'hidden'};
        transition:
          opacity ${LOADING_OVERLAY_FADE_MS}ms ease,
          visibility 0s linear ${visible ? 0 : LOADING_OVERLAY_FADE_MS}ms;
      `}
    >
      {visible && (
        <div
          css={css`
            display: flex;
            flex-direction: column;
            align-items: center;
            gap: 12px;
            color: ${colors.inkSoft};
            font-weight: 700;
          `}
        >
          <Spinner size={48} label={label} />
          <span>{label}…</span>
        </div>
      )}
    </div>
  );
}
