import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

/** Where the SPA's imageUrl() points relative image paths (VITE_IMAGE_HOST's default). */
export const IMAGE_HOST_PREFIX = '/static-images';

const PRESETS_DIR = path.resolve(import.meta.dirname, '../assets/avatars');
const LOYALTY_DIR = path.resolve(import.meta.dirname, '../assets/loyalty');

/**
 * The static image host: the 24 preset avatars shipped with the server and the avatars that users
 * upload (kept under DATA_DIR, outside the build). Relative paths stored in profiles.avatar
 * ('avatars/default-07.svg', 'uploads/avatars/<random>.png') resolve under this one prefix.
 */
export const staticImagesPlugin = fp(async (app: FastifyInstance, options: { config: AppConfig }) => {
  const uploadsDir = path.join(options.config.dataDir, 'uploads', 'avatars');
  mkdirSync(uploadsDir, { recursive: true });
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
  await app.register(fastifyStatic, {
    ...common,
    root: uploadsDir,
    prefix: `${IMAGE_HOST_PREFIX}/uploads/avatars/`,
    immutable: true,
    maxAge: '365d',
  });
});
