/**
 * How a state diagram sits in its box at the default zoom (issue 18: at the old fit a wide machine's
 * labels were 3–4 px tall and filled only the top of the box).
 *
 * Labels are drawn at 11–12 SVG units, so one pixel per unit is the floor: a diagram wider than its
 * box keeps readable labels and is panned instead of shrunk. A small diagram grows to fill the box,
 * up to MAX_PX_PER_UNIT, and the box shrinks to the diagram's height so no blank band is left.
 */
export const MIN_PX_PER_UNIT = 1;
export const MAX_PX_PER_UNIT = 1.6;
export const MIN_BOX_HEIGHT = 240;
export const BOX_PADDING = 12;
/** The smallest font size the diagram draws (edge labels, invokes), in SVG units. */
export const SMALLEST_LABEL_UNITS = 11;

export interface Size {
  width: number;
  height: number;
}

export interface DiagramFit {
  /** Screen pixels per SVG unit at zoom 1. */
  pxPerUnit: number;
  /** Height of the box in pixels. */
  boxHeight: number;
}

/** `fill`: the box keeps its whole height (full screen) instead of shrinking to a short diagram. */
export function fitDiagram(
  content: Size,
  box: { width: number; maxHeight: number; fill?: boolean },
): DiagramFit {
  const maxHeight = Math.max(MIN_BOX_HEIGHT, box.maxHeight);
  const byWidth = (box.width - 2 * BOX_PADDING) / Math.max(1, content.width);
  const byHeight = (maxHeight - 2 * BOX_PADDING) / Math.max(1, content.height);
  const pxPerUnit = clamp(Math.min(byWidth, byHeight), MIN_PX_PER_UNIT, MAX_PX_PER_UNIT);
  const boxHeight = box.fill
    ? maxHeight
    : clamp(content.height * pxPerUnit + 2 * BOX_PADDING, MIN_BOX_HEIGHT, maxHeight);
  return { pxPerUnit, boxHeight };
}

/**
 * The top-left corner (SVG units) that shows the diagram from its start, centred horizontally when it
 * is narrower than the box, with the padding above it.
 */
export function initialOrigin(
  content: Size,
  box: { width: number },
  pxPerUnit: number,
): { x: number; y: number } {
  const visibleWidth = box.width / pxPerUnit;
  const spare = visibleWidth - content.width;
  return {
    x: spare > 0 ? -spare / 2 : -BOX_PADDING / pxPerUnit,
    y: -BOX_PADDING / pxPerUnit,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
