import type { Sharp } from 'sharp';
import { type ImageKind, sniffImage } from './image-type';

/*
 * The one way an uploaded picture is stored (club images, avatars): its type read from the bytes,
 * its size judged from the header before any pixel is decoded, its pixels decoded and encoded again.
 * Encoding writes no metadata unless asked, so EXIF (a phone photo's GPS position: a child's home),
 * XMP and ICC comments are gone, and so is anything riding in or after the image data (an HTML page
 * behind a JPEG header). A file that does not decode to the end (truncated) is refused.
 */

/** Decoding bombs (a tiny file declaring 20,000 × 20,000 px) are refused before any pixel is read. */
export const MAX_INPUT_PIXELS = 50_000_000;

export type ImageRefusal = 'type' | 'tooManyPixels' | 'unreadable';

/** Why a picture was not taken; each route answers it in its own words. */
export class ImageRefused extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(`image refused: ${reason}`);
  }
}

export interface DecodedImage {
  kind: ImageKind;
  /** The pixels, EXIF orientation applied (the picture stays upright once the EXIF is gone). */
  upright: Sharp;
}

export interface EncodedImage {
  kind: ImageKind;
  bytes: Buffer;
  width: number;
  height: number;
}

/** PNG/JPEG/WebP by its bytes, not too many pixels by its header; ready to be resized and encoded. */
export async function decodeImage(input: Buffer): Promise<DecodedImage> {
  const kind = sniffImage(input);
  if (!kind) throw new ImageRefused('type');
  // Imported at the first picture, not at boot: sharp's native library costs a quarter of a second.
  const { default: sharp } = await import('sharp');
  let size: { width?: number; height?: number };
  try {
    // The header only: no pixel is decoded here, so no limit yet (sharp's default would call a
    // bomb unreadable instead of too large).
    size = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused('unreadable');
  }
  if (!size.width || !size.height) throw new ImageRefused('unreadable');
  if (size.width * size.height > MAX_INPUT_PIXELS) throw new ImageRefused('tooManyPixels');
  return {
    kind,
    upright: sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate(),
  };
}

function encode(pipeline: Sharp, mime: ImageKind['mime']): Sharp {
  if (mime === 'image/png') return pipeline.png({ compressionLevel: 8 });
  if (mime === 'image/webp') return pipeline.webp({ quality: 82 });
  return pipeline.jpeg({ quality: 82, mozjpeg: true });
}

/**
 * The picture fitted inside `maxSide` × `maxSide` (never enlarged) and encoded in its own format,
 * without metadata. Decoding happens here: a truncated or corrupt file is refused as unreadable.
 */
export async function resizeAndEncode(image: DecodedImage, maxSide: number): Promise<EncodedImage> {
  try {
    const { data, info } = await encode(
      image.upright
        .clone()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }),
      image.kind.mime,
    ).toBuffer({ resolveWithObject: true });
    return { kind: image.kind, bytes: data, width: info.width, height: info.height };
  } catch {
    throw new ImageRefused('unreadable');
  }
}
