import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../../server/storage/object-storage';

export interface LocalS3 {
  /** Options of the S3 driver pointed at this server. */
  options: S3StorageOptions;
  /** The same, as the environment a server process reads (STORAGE_DRIVER=s3, S3_*). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * s3rver, an S3-compatible server from npm, on a free port with one bucket in a temporary folder:
 * the real S3 protocol (signatures, XML, streaming) without a network or an account.
 */
export async function startLocalS3(bucket = 'uniclass-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'uniclass-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    options: {
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      keyPrefix: '',
    },
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
