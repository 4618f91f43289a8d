import { css } from '@emotion/react';

/** A list with no bullets, indent or margin: the page lays out its items itself. */
export const bareListCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * A list laid out as a grid of tiles (cards, packages, gifts, figures): as many columns of at least
 * `minWidth` px as fit, with no list bullets or indent. `auto-fit` stretches a short row to the full width.
 */
export function tileGridCss(minWidth: number, gap: number, fill: 'auto-fill' | 'auto-fit' = 'auto-fill') {
  return css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(${fill}, minmax(${minWidth}px, 1fr));
    gap: ${gap}px;
  `;
}

/** A centred column (empty states, 404, store cards): items and text in the middle, `gap` px apart. */
export function centredColumnCss(gap: number) {
  return css`
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${gap}px;
    text-align: center;
  `;
}

/** A column that takes the rest of a row and may shrink below its content's width. */
export const growColumnCss = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

/** A whole-window screen with its one item in the middle (the first load, the error screen). */
export const fullScreenCentredCss = css`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;

/** A column of blocks 16 px apart (forms, cards' contents). */
export const stackCss = css`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** A wrapping row of controls or badges, centred on one line, 12 px apart. */
export const rowCss = css`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  align-items: center;
`;

/**
 * Text for screen readers only: it completes a control's accessible name (a button 'Mua gói này'
 * named 'Mua gói này: <gói>') while the name still starts with the words on screen (WCAG 2.5.3).
 */
export const visuallyHiddenCss = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
