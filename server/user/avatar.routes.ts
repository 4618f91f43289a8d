import { randomBytes } from 'node:crypto';
import { ProfileIdParams } from '../../src/contracts/common';
import { AvatarSchema } from '../../src/contracts/user';
import { assertOwnProfile } from '../auth/profile-access';
import { authOf, requireAuth } from '../auth/require-auth';
import { AppError, commonErrorResponses, Envelope, ErrorEnvelope, ok } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { readUploadedFile, registerSingleFileUpload } from '../http/single-file-upload';
import {
  decodeImage,
  type EncodedImage,
  type ImageRefusal,
  ImageRefused,
  MAX_INPUT_PIXELS,
  resizeAndEncode,
} from '../images/image-pipeline';
import { ALLOWED_IMAGE_MIMES } from '../images/image-type';
import { avatarKey, avatarKeyOf, UPLOADED_AVATAR_PREFIX } from '../storage/avatar-files';
import { replaceAvatar } from './user-profiles.repository';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Avatars are shown in circles of a few dozen pixels: 512 on a side is sharp on any screen. */
export const AVATAR_MAX_PX = 512;

const MESSAGES = {
  notMultipart: 'Vui lòng gửi ảnh dạng multipart/form-data với trường "file"',
  missingFile: 'Vui lòng chọn ảnh đại diện',
  badType: 'Ảnh đại diện phải là PNG, JPEG hoặc WebP',
  tooLarge: 'Ảnh đại diện tối đa 2 MB',
  tooManyPixels: `Ảnh đại diện quá lớn: tối đa ${MAX_INPUT_PIXELS / 1_000_000} triệu điểm ảnh`,
  unreadable: 'Không đọc được ảnh này (tệp bị hỏng hoặc không trọn vẹn). Vui lòng chọn ảnh khác.',
} as const;

const REFUSALS: Record<ImageRefusal, () => AppError> = {
  type: () => new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, MESSAGES.badType),
  unreadable: () => new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, MESSAGES.unreadable),
  tooManyPixels: () => new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, MESSAGES.tooManyPixels),
};

/** The upload through the image pipeline of club pictures: re-encoded, no metadata, ≤ 512 px. */
async function processAvatar(bytes: Buffer): Promise<EncodedImage> {
  try {
    return await resizeAndEncode(await decodeImage(bytes), AVATAR_MAX_PX);
  } catch (error) {
    if (error instanceof ImageRefused) throw REFUSALS[error.reason]();
    throw error;
  }
}

/**
 * Avatar upload (multipart, 2 MB, never a cut file): the stored picture is the upload decoded and
 * encoded again, so the EXIF of a phone photo (its GPS position) never reaches the image host,
 * which serves avatars without login (issue 32).
 */
export const avatarRoutes: RoutesPlugin = async (app) => {
  await registerSingleFileUpload(app, { fileSize: AVATAR_MAX_BYTES, fields: 5 });

  app.post(
    '/user/profiles/:id/update-avatar',
    {
      schema: {
        tags: ['main: user'],
        summary:
          'Upload a profile avatar: multipart field "file", PNG/JPEG/WebP, at most 2 MB and 50 million pixels; stored re-encoded without metadata, ≤ 512 px',
        consumes: ['multipart/form-data'],
        params: ProfileIdParams,
        response: {
          200: Envelope(AvatarSchema),
          401: ErrorEnvelope,
          403: ErrorEnvelope,
          404: ErrorEnvelope,
          413: ErrorEnvelope,
          415: ErrorEnvelope,
          ...commonErrorResponses,
        },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const profileId = request.params.id;
      await assertOwnProfile(app.db, authOf(request), profileId);

      const { bytes, declaredMime } = await readUploadedFile(
        request,
        MESSAGES,
        ERROR_CODES.PAYLOAD_TOO_LARGE,
      );
      if (!ALLOWED_IMAGE_MIMES.includes(declaredMime)) {
        throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, MESSAGES.badType);
      }
      const image = await processAvatar(bytes);

      const fileName = `${randomBytes(16).toString('hex')}.${image.kind.ext}`;
      // Stored before the row points at it, so no reader ever sees a dangling avatar.
      await app.storage.put(avatarKey(fileName), image.bytes, image.kind.mime);
      const avatar = `${UPLOADED_AVATAR_PREFIX}${fileName}`;
      let previous: string | null;
      try {
        previous = await replaceAvatar(app.db, profileId, avatar);
      } catch (error) {
        // The row never pointed at the new file: a failed transaction leaves nothing stored (issue 10 item 9).
        await app.storage.delete(avatarKey(fileName)).catch(() => undefined);
        throw error;
      }
      // The replaced upload is never referenced again (names are random, and the row lock orders
      // concurrent uploads, so each one deletes exactly the file it superseded); presets are not ours.
      const superseded = avatarKeyOf(previous);
      if (superseded) {
        await app.storage
          .delete(superseded)
          .catch((error: unknown) => request.log.warn({ err: error }, 'old avatar not deleted'));
      }
      return ok({ avatar }, 'Cập nhật ảnh đại diện thành công');
    },
  );
};
