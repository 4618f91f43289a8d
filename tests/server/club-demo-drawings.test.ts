import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_DRAWINGS_DIR, demoDrawings, drawingFileNames } from '../../server/club/demo-drawings';
import { DEMO_DRAWING_COUNT, renderDemoDrawing } from '../../server/club/demo-drawings.render';

/** Mean absolute difference of two pictures' pixels (0–255): JPEG encoders of two libvips builds differ by a little. */
async function meanPixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer()));
  expect(x!.length).toBe(y!.length);
  let total = 0;
  for (let i = 0; i < x!.length; i++) total += Math.abs(x![i]! - y![i]!);
  return total / x!.length;
}

/**
 * The seed reads the club's demo pictures from server/assets/club-demo/ instead of rendering them at
 * boot. They must stay what `npm run demo:drawings` renders today: change the drawing or the upload
 * pipeline and this fails until the files are rendered again.
 */
describe('club demo drawings', () => {
  it('holds one committed picture and thumbnail per palette, with the sizes the manifest gives', async () => {
    const drawings = demoDrawings();
    expect(drawings).toHaveLength(DEMO_DRAWING_COUNT);
    for (const [index, drawing] of drawings.entries()) {
      const main = await sharp(drawing.bytes).metadata();
      const thumb = await sharp(drawing.thumbBytes).metadata();
      expect([main.format, main.width, main.height], drawingFileNames(index).main).toEqual([
        'jpeg',
        drawing.width,
        drawing.height,
      ]);
      expect([thumb.format, thumb.width, thumb.height]).toEqual([
        'jpeg',
        drawing.thumbWidth,
        drawing.thumbHeight,
      ]);
    }
  });

  it('matches what the renderer makes now', async () => {
    const drawings = demoDrawings();
    for (let index = 0; index < DEMO_DRAWING_COUNT; index++) {
      const fresh = await renderDemoDrawing(index);
      const committed = drawings[index]!;
      const where = path.join(DEMO_DRAWINGS_DIR, drawingFileNames(index).main);
      expect([committed.width, committed.height, committed.thumbWidth, committed.thumbHeight], where).toEqual(
        [fresh.width, fresh.height, fresh.thumbWidth, fresh.thumbHeight],
      );
      expect(await meanPixelDifference(committed.bytes, fresh.bytes), where).toBeLessThan(2);
      expect(await meanPixelDifference(committed.thumbBytes, fresh.thumbBytes), where).toBeLessThan(2);
    }
  });
});
