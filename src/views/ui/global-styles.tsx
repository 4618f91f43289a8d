import { css, Global } from '@emotion/react';
import { colors, fonts } from './theme';

const globalCss = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html,
  body,
  #root {
    height: 100%;
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: 16px;
    line-height: 1.5;
    color: ${colors.ink};
    background: ${colors.canvas};
    -webkit-font-smoothing: antialiased;
  }
  a {
    color: ${colors.primary};
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
  h1,
  h2,
  h3 {
    line-height: 1.25;
    margin: 0;
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      transition-duration: 0.01ms !important;
      animation-duration: 0.01ms !important;
      /* An endless spinner would otherwise flicker through its turns at that speed. */
      animation-iteration-count: 1 !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
