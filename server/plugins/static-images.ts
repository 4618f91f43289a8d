import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { avatarKey, UPLOADED_AVATAR_PREFIX } from '../storage/avatar-files';

/** Where the SPA's imageUrl() points relative image paths (VITE_IMAGE_HOST's default). */
export const IMAGE_HOST_PREFIX = '/static-images';

/** The names the avatar upload gives (server/user/avatar.routes.ts): nothing else is looked up. */
const UPLOADED_AVATAR_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

const PRESETS_DIR = path.resolve(import.meta.dirname, '../assets/avatars');
const LOYALTY_DIR = path.resolve(import.meta.dirname, '../assets/loyalty');

/**
 * The static image host: the 24 preset avatars shipped with the server and the avatars that users
 * upload (in the object storage, so any instance serves what another one received). Relative paths
 * stored in profiles.avatar ('avatars/default-07.svg', 'uploads/avatars/<random>.png') resolve under
 * this one prefix.
 */
export const staticImagesPlugin = fp(async (app: FastifyInstance) => {
  const common = { decorateReply: false, index: false, list: false, dotfiles: 'deny' } as const;
  await app.register(fastifyStatic, {
    ...common,
    root: PRESETS_DIR,
    prefix: `${IMAGE_HOST_PREFIX}/avatars/`,
    maxAge: '1d',
  });
  // Reward images and avatar frames of the gift shop ('loyalty/frames/star.svg', ADR 0007).
  await app.register(fastifyStatic, {
    ...common,
    root: LOYALTY_DIR,
    prefix: `${IMAGE_HOST_PREFIX}/loyalty/`,
    maxAge: '1d',
  });
  // Uploaded file names are random and never rewritten: cache them for good.
  app.get(
    `${IMAGE_HOST_PREFIX}/${UPLOADED_AVATAR_PREFIX}:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const stored = UPLOADED_AVATAR_NAME.test(file) ? await app.storage.get(avatarKey(file)) : null;
      if (!stored) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Không tìm thấy ảnh');
      if (stored.size !== null) reply.header('content-length', stored.size);
      return reply
        .header('content-type', stored.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stored.body);
    },
  );
});
