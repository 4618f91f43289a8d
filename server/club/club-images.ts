import { CLUB_IMAGE_MAX_PX, CLUB_THUMB_MAX_PX } from '../../src/domain/club';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import {
  decodeImage,
  type ImageRefusal,
  ImageRefused,
  MAX_INPUT_PIXELS,
  resizeAndEncode,
} from '../images/image-pipeline';
import type { ImageKind } from '../images/image-type';

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
  tooManyPixels: `Ảnh quá lớn (tối đa ${MAX_INPUT_PIXELS / 1_000_000} triệu điểm ảnh). Con hãy chọn ảnh khác nhé.`,
} as const;

const REFUSALS: Record<ImageRefusal, () => AppError> = {
  type: () => new AppError(415, ERROR_CODES.CLUB_IMAGE_TYPE, IMAGE_MESSAGES.badType),
  unreadable: () => new AppError(415, ERROR_CODES.CLUB_IMAGE_UNREADABLE, IMAGE_MESSAGES.unreadable),
  tooManyPixels: () => new AppError(413, ERROR_CODES.CLUB_IMAGE_TOO_LARGE, IMAGE_MESSAGES.tooManyPixels),
};

/**
 * A club picture through the shared image pipeline (server/images): re-encoded without metadata
 * (no GPS position), at most CLUB_IMAGE_MAX_PX on a side, with a thumbnail made from the result.
 */
export async function processClubImage(input: Buffer): Promise<ProcessedImage> {
  try {
    const main = await resizeAndEncode(await decodeImage(input), CLUB_IMAGE_MAX_PX);
    const thumb = await resizeAndEncode(await decodeImage(main.bytes), CLUB_THUMB_MAX_PX);
    return {
      mime: main.kind.mime,
      width: main.width,
      height: main.height,
      bytes: main.bytes,
      thumbWidth: thumb.width,
      thumbHeight: thumb.height,
      thumbBytes: thumb.bytes,
    };
  } catch (error) {
    if (error instanceof ImageRefused) throw REFUSALS[error.reason]();
    throw error;
  }
}
