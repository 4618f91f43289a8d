import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertKey, type ObjectStorage, type S3StorageOptions } from './object-storage';

/** An S3-compatible bucket. Loaded only when STORAGE_DRIVER=s3 (server/storage/create-storage.ts). */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  const fullKey = (key: string) => {
    assertKey(key);
    return `${options.keyPrefix}${key}`;
  };

  return {
    driver: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: fullKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: fullKey(key) }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? null,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: fullKey(key) }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${options.keyPrefix}${prefix}`, ContinuationToken }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key) keys.push(object.Key.slice(options.keyPrefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
    async probe() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async close() {
      client.destroy();
    },
  };
}
