import { css } from '@emotion/react';
import { colors, radii } from './theme';

export const fieldWrapCss = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const labelCss = css`
  font-weight: 700;
  font-size: 15px;
  color: ${colors.ink};
`;

export const controlCss = css`
  width: 100%;
  min-height: 48px;
  padding: 10px 14px;
  border: 2px solid ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.ink};
  transition:
    border-color 0.15s,
    box-shadow 0.15s;
  &::placeholder {
    color: ${colors.muted};
  }
  &:hover {
    border-color: #c9d3e6;
  }
  &:focus {
    outline: none;
    border-color: ${colors.primary};
    box-shadow: 0 0 0 4px ${colors.primarySoft};
  }
  &[aria-invalid='true'] {
    border-color: ${colors.berry};
  }
  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 4px ${colors.berrySoft};
  }
  &:disabled {
    background: ${colors.canvas};
    color: ${colors.muted};
  }
`;

export const hintCss = css`
  font-size: 13px;
  color: ${colors.muted};
`;

export const fieldErrorCss = css`
  font-size: 14px;
  color: ${colors.berry};
  font-weight: 600;
`;
