import path from 'node:path';
import type { AppConfig } from '../config';
import { createLocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';

/**
 * STORAGE_DRIVER=local (default): `DATA_DIR/uploads`. STORAGE_DRIVER=s3: the S3_* bucket. The AWS
 * SDK is imported only then: it is large and warns about the Node version on import.
 */
export async function createObjectStorage(
  config: Pick<AppConfig, 'dataDir' | 'storage'>,
): Promise<ObjectStorage> {
  if (config.storage.driver === 's3') {
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage(config.storage.s3);
  }
  return createLocalStorage(path.join(config.dataDir, 'uploads'));
}
