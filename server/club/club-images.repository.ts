/** Club pictures: stored rows, their public URLs, attaching them to posts (ADR 0006). */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ClubImage } from '../../src/contracts/club';
import type { Executor } from '../db/database';
import type { Database } from '../db/schema';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { ProcessedImage } from './club-images';
import { CLUB_MESSAGES } from './club-messages';

export const CLUB_IMAGE_PATH = '/static-images/club';

const imageUrl = (key: string, mime: string, thumb: boolean) =>
  `${CLUB_IMAGE_PATH}/${key}${thumb ? '-thumb' : ''}.${extensionOf(mime)}`;

export const extensionOf = (mime: string) =>
  mime === 'image/png' ? 'png' : mime === 'image/webp' ? 'webp' : 'jpg';

function toImage(row: { id: number; key: string; mime: string; width: number; height: number }): ClubImage {
  return {
    id: row.id,
    url: imageUrl(row.key, row.mime, false),
    thumbUrl: imageUrl(row.key, row.mime, true),
    width: row.width,
    height: row.height,
  };
}

export async function imagesByPost(db: Executor, postIds: number[]): Promise<Map<number, ClubImage[]>> {
  const byPost = new Map<number, ClubImage[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom('club_images')
    .select(['id', 'key', 'mime', 'width', 'height', 'post_id'])
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byPost.get(row.post_id as number) ?? [];
    list.push(toImage(row));
    byPost.set(row.post_id as number, list);
  }
  return byPost;
}

/** A club_images row for a processed image under a fresh random key (uploads and the demo seed). */
export function newImageRow(ownerProfileId: number, image: ProcessedImage) {
  return {
    key: randomBytes(16).toString('hex'),
    owner_profile_id: ownerProfileId,
    mime: image.mime,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    thumb_width: image.thumbWidth,
    thumb_height: image.thumbHeight,
    thumb_bytes: image.thumbBytes,
  };
}

export async function insertImage(
  db: Executor,
  ownerProfileId: number,
  image: ProcessedImage,
): Promise<ClubImage> {
  const row = await db
    .insertInto('club_images')
    .values(newImageRow(ownerProfileId, image))
    .returning(['id', 'key', 'mime', 'width', 'height'])
    .executeTakeFirstOrThrow();
  return toImage(row);
}

/** The stored bytes behind an image URL, for the image host. */
export async function readImage(db: Executor, key: string, thumb: boolean) {
  const row = await db
    .selectFrom('club_images')
    .select(['mime', thumb ? 'thumb_bytes as bytes' : 'bytes'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : null;
}

/**
 * Attaches the viewer's images to a post in the order given and detaches the post's other images.
 * An image of someone else, or already on another post, fails the whole write.
 */
export async function attachImages(
  trx: Transaction<Database>,
  ownerProfileId: number,
  postId: number,
  ids: number[],
) {
  await trx
    .updateTable('club_images')
    .set({ post_id: null })
    .where('post_id', '=', postId)
    .where('id', 'not in', ids.length > 0 ? ids : [0])
    .execute();
  for (const [position, id] of ids.entries()) {
    const result = await trx
      .updateTable('club_images')
      .set({ post_id: postId, position })
      .where('id', '=', id)
      .where('owner_profile_id', '=', ownerProfileId)
      .where((eb) => eb.or([eb('post_id', 'is', null), eb('post_id', '=', postId)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw new AppError(400, ERROR_CODES.CLUB_IMAGE_NOT_FOUND, CLUB_MESSAGES.imageNotFound);
  }
}
