import { Type } from 'typebox';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { RoutesPlugin } from '../http/route-types';
import { CLUB_IMAGE_PATH, extensionOf, readImage } from './club-images.repository';

const FileParams = Type.Object(
  { file: Type.String({ pattern: '^[0-9a-f]{32}(-thumb)?\\.(jpg|png|webp)$', maxLength: 50 }) },
  { additionalProperties: false },
);

/**
 * The image host's club part: GET /static-images/club/<key>[-thumb].<ext>. The bytes come from the
 * database, so any API process serves them. The key is random (a capability): cached privately for
 * good, since an image is never rewritten; `nosniff` so a browser never reads it as anything else.
 */
export const clubImageHostRoutes: RoutesPlugin = async (app) => {
  app.get(
    `${CLUB_IMAGE_PATH}/:file`,
    { schema: { tags: ['image host'], summary: 'A club image or its thumbnail', params: FileParams } },
    async (request, reply) => {
      const [name = '', ext] = request.params.file.split('.');
      const thumb = name.endsWith('-thumb');
      const image = await readImage(app.db, name.slice(0, 32), thumb);
      if (!image || extensionOf(image.mime) !== ext)
        throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Không tìm thấy ảnh');
      return reply
        .header('content-type', image.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(image.bytes);
    },
  );
};
