import type { Readable } from 'node:stream';

/** An object as the image host streams it. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  /** Bytes, when the store knows it (both drivers do). */
  size: number | null;
}

/**
 * Where uploaded files live. Every instance behind a load balancer must read what any other one
 * wrote, so nothing outside this interface touches the files: local disk for one machine, an
 * S3-compatible bucket for several (README "Production topology").
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /** Writes the whole object; readers never see a partial one. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** A stream of the object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Keys under a prefix ('avatars/'), in no particular order: for audits and tests. */
  list(prefix: string): Promise<string[]>;
  /** Resolves when the store can be written (the health check); rejects with why not. */
  probe(): Promise<void>;
  close(): Promise<void>;
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, Spaces, s3rver); null for AWS itself. */
  endpoint: string | null;
  /** Bucket in the path instead of the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** null: the SDK's default chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Prepended to every key, so one bucket can hold several deployments ('' for none). */
  keyPrefix: string;
}

/** Segments of letters, digits, '.', '_' and '-', joined by '/': no '..', no absolute path, no empty part. */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Throws on a key that could escape the store's root (both drivers call it, so both refuse the same). */
export function assertKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key) || key.split('/').includes('..'))
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

/** The content type the local driver answers for a key: its extension decides. */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES_BY_EXTENSION[ext] ?? 'application/octet-stream';
}
