import { describe, expect, it } from 'vitest';
import {
  BOX_PADDING,
  fitDiagram,
  initialOrigin,
  MAX_PX_PER_UNIT,
  MIN_BOX_HEIGHT,
  SMALLEST_LABEL_UNITS,
} from '../../src/qa/ui/diagram-fit';

const laptop = { width: 1100, maxHeight: 640 };

describe('fitDiagram', () => {
  it('never shrinks a wide diagram below readable labels: it is panned instead', () => {
    const fit = fitDiagram({ width: 3200, height: 900 }, laptop);
    expect(fit.pxPerUnit).toBe(1);
    expect(SMALLEST_LABEL_UNITS * fit.pxPerUnit).toBeGreaterThanOrEqual(11);
    expect(fit.boxHeight).toBe(640);
  });

  it('shrinks the box to a short diagram instead of leaving a blank band under it', () => {
    const fit = fitDiagram({ width: 3200, height: 300 }, laptop);
    expect(fit.boxHeight).toBe(300 + 2 * BOX_PADDING);
  });

  it('keeps the whole height in full screen', () => {
    expect(
      fitDiagram({ width: 3200, height: 300 }, { width: 1400, maxHeight: 850, fill: true }).boxHeight,
    ).toBe(850);
  });

  it('grows a small diagram to fill the box, within a limit', () => {
    const fit = fitDiagram({ width: 500, height: 200 }, laptop);
    expect(fit.pxPerUnit).toBeGreaterThan(1);
    expect(fit.pxPerUnit).toBeLessThanOrEqual(MAX_PX_PER_UNIT);
    expect(fit.boxHeight).toBeCloseTo(200 * fit.pxPerUnit + 2 * BOX_PADDING);
    const tiny = fitDiagram({ width: 40, height: 20 }, laptop);
    expect(tiny.pxPerUnit).toBe(MAX_PX_PER_UNIT);
    expect(tiny.boxHeight).toBe(MIN_BOX_HEIGHT);
  });

  it('centres a narrow diagram and starts a wide one at its left edge', () => {
    expect(initialOrigin({ width: 500, height: 100 }, { width: 1100 }, 1).x).toBe(-300);
    expect(initialOrigin({ width: 3000, height: 100 }, { width: 1100 }, 1).x).toBe(-BOX_PADDING);
  });
});
