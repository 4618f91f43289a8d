import type { Sharp } from 'sharp';
import { CLUB_IMAGE_MAX_PX, CLUB_THUMB_MAX_PX } from '../../src/domain/club';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { type ImageKind, sniffImage } from '../user/image-type';

export interface ProcessedImage {
  mime: ImageKind['mime'];
  width: number;
  height: number;
  bytes: Buffer;
  thumbWidth: number;
  thumbHeight: number;
  thumbBytes: Buffer;
}

export const IMAGE_MESSAGES = {
  badType: 'Ảnh phải là JPEG, PNG hoặc WebP',
  unreadable: 'Không đọc được ảnh này. Con hãy chọn ảnh khác nhé.',
} as const;

/** Decoding bombs (a tiny file declaring 50,000 × 50,000 px) are refused before any pixel is read. */
const MAX_INPUT_PIXELS = 50_000_000;

function encode(pipeline: Sharp, mime: ImageKind['mime']): Sharp {
  if (mime === 'image/png') return pipeline.png({ compressionLevel: 8 });
  if (mime === 'image/webp') return pipeline.webp({ quality: 82 });
  return pipeline.jpeg({ quality: 82, mozjpeg: true });
}

/**
 * The type is read from the bytes (a declared mimetype proves nothing). The picture is decoded and
 * encoded again: sharp writes no metadata unless asked, so EXIF (a phone photo's GPS position),
 * XMP and ICC comments are gone. EXIF orientation is applied first so the picture stays upright.
 */
export async function processClubImage(input: Buffer): Promise<ProcessedImage> {
  const kind = sniffImage(input);
  if (!kind) throw new AppError(415, ERROR_CODES.CLUB_IMAGE_TYPE, IMAGE_MESSAGES.badType);
  // Imported at the first picture, not at boot: sharp's native library costs a quarter of a second.
  const { default: sharp } = await import('sharp');
  try {
    const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const main = await encode(
      upright.clone().resize({
        width: CLUB_IMAGE_MAX_PX,
        height: CLUB_IMAGE_MAX_PX,
        fit: 'inside',
        withoutEnlargement: true,
      }),
      kind.mime,
    ).toBuffer({ resolveWithObject: true });
    const thumb = await encode(
      sharp(main.data).resize({
        width: CLUB_THUMB_MAX_PX,
        height: CLUB_THUMB_MAX_PX,
        fit: 'inside',
        withoutEnlargement: true,
      }),
      kind.mime,
    ).toBuffer({ resolveWithObject: true });
    return {
      mime: kind.mime,
      width: main.info.width,
      height: main.info.height,
      bytes: main.data,
      thumbWidth: thumb.info.width,
      thumbHeight: thumb.info.height,
      thumbBytes: thumb.data,
    };
  } catch {
    throw new AppError(415, ERROR_CODES.CLUB_IMAGE_UNREADABLE, IMAGE_MESSAGES.unreadable);
  }
}
