/**
 * npm run demo:drawings — renders the club's demo pictures (a child's drawing of sun, hills and a
 * house, one per palette) through the same pipeline as an upload, and writes them to
 * server/assets/club-demo/ with their sizes in drawings.json. The seed reads those files: rendering
 * at every first boot cost ≈ 0.8 s and ≈ 130 MB of RSS that libvips kept (issue 17 item 5).
 * tests/server/club-demo-drawings.test.ts fails when these files no longer match what this renders.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ProcessedImage, processClubImage } from './club-images';
import { DEMO_DRAWINGS_DIR, type DemoDrawingFile, drawingFileNames } from './demo-drawings';

const PALETTES = [
  ['#ffd166', '#ef476f', '#06d6a0'],
  ['#8ecae6', '#219ebc', '#ffb703'],
  ['#cdb4db', '#ffafcc', '#a2d2ff'],
  ['#b5e48c', '#52b69a', '#1a759f'],
  ['#f4a261', '#e76f51', '#2a9d8f'],
  ['#ffe5ec', '#fb6f92', '#ff8fab'],
  ['#caf0f8', '#0077b6', '#90e0ef'],
  ['#fefae0', '#bc6c25', '#606c38'],
] as const;

export const DEMO_DRAWING_COUNT = PALETTES.length;

function drawingSvg(index: number): Buffer {
  const [sky, hill, roof] = PALETTES[index % PALETTES.length] ?? PALETTES[0];
  const sunX = 200 + ((index * 137) % 800);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="${sky}"/>
    <circle cx="${sunX}" cy="180" r="90" fill="#fff3b0"/>
    <path d="M0 650 Q300 ${450 + (index % 4) * 40} 600 650 T1200 650 V900 H0Z" fill="${hill}"/>
    <rect x="460" y="470" width="280" height="220" fill="#fff"/>
    <path d="M430 480 L600 340 L770 480Z" fill="${roof}"/>
    <rect x="570" y="580" width="60" height="110" fill="${roof}"/>
  </svg>`);
}

/** One drawing as a pupil's upload of it would be stored (JPEG, 1200 × 900, with its thumbnail). */
export async function renderDemoDrawing(index: number): Promise<ProcessedImage> {
  const { default: sharp } = await import('sharp');
  return processClubImage(await sharp(drawingSvg(index)).jpeg({ quality: 85 }).toBuffer());
}

async function writeDemoDrawings(): Promise<void> {
  mkdirSync(DEMO_DRAWINGS_DIR, { recursive: true });
  const manifest: DemoDrawingFile[] = [];
  for (let index = 0; index < DEMO_DRAWING_COUNT; index++) {
    const image = await renderDemoDrawing(index);
    const names = drawingFileNames(index);
    writeFileSync(path.join(DEMO_DRAWINGS_DIR, names.main), image.bytes);
    writeFileSync(path.join(DEMO_DRAWINGS_DIR, names.thumb), image.thumbBytes);
    manifest.push({
      mime: image.mime,
      width: image.width,
      height: image.height,
      thumbWidth: image.thumbWidth,
      thumbHeight: image.thumbHeight,
    });
  }
  writeFileSync(path.join(DEMO_DRAWINGS_DIR, 'drawings.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${DEMO_DRAWING_COUNT} demo drawings written to ${DEMO_DRAWINGS_DIR}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await writeDemoDrawings();
}
