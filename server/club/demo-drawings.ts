import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProcessedImage } from './club-images';

/** Rendered by `npm run demo:drawings` (demo-drawings.render.ts); committed, read by the seed. */
export const DEMO_DRAWINGS_DIR = path.resolve(import.meta.dirname, '../assets/club-demo');

export type DemoDrawingFile = Omit<ProcessedImage, 'bytes' | 'thumbBytes'>;

export function drawingFileNames(index: number): { main: string; thumb: string } {
  const stem = `drawing-${String(index + 1).padStart(2, '0')}`;
  return { main: `${stem}.jpg`, thumb: `${stem}.thumb.jpg` };
}

let loaded: ProcessedImage[] | null = null;

/** The demo posts' pictures, read once per process (tests seed many databases). */
export function demoDrawings(): ProcessedImage[] {
  loaded ??= (
    JSON.parse(readFileSync(path.join(DEMO_DRAWINGS_DIR, 'drawings.json'), 'utf8')) as DemoDrawingFile[]
  ).map((file, index) => {
    const names = drawingFileNames(index);
    return {
      ...file,
      bytes: readFileSync(path.join(DEMO_DRAWINGS_DIR, names.main)),
      thumbBytes: readFileSync(path.join(DEMO_DRAWINGS_DIR, names.thumb)),
    };
  });
  return loaded;
}
