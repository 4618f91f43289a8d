import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createObjectStorage } from '../../../server/storage/create-storage';
import { createLocalStorage } from '../../../server/storage/local-storage';
import type { ObjectStorage } from '../../../server/storage/object-storage';
import { createS3Storage } from '../../../server/storage/s3-storage';
import { type LocalS3, startLocalS3 } from '../support/s3-server';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/**
 * One contract, two drivers: the local disk (the default) and S3 against s3rver, a real
 * S3-compatible server started here. Whatever the app relies on is asserted for both.
 */
const drivers: Array<{
  name: string;
  open: () => Promise<{ storage: ObjectStorage; close(): Promise<void> }>;
}> = [
  {
    name: 'local disk',
    open: async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'uniclass-storage-'));
      const storage = createLocalStorage(root);
      return { storage, close: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver)',
    open: async () => {
      const s3 = await startLocalS3();
      const storage = createS3Storage(s3.options);
      return {
        storage,
        close: async () => {
          await storage.close();
          await s3.close();
        },
      };
    },
  },
];

describe.each(drivers)('object storage contract: $name', ({ open }) => {
  let storage: ObjectStorage;
  let close: () => Promise<void>;
  const key = (ext = 'png') => `avatars/${randomBytes(16).toString('hex')}.${ext}`;

  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(async () => close());

  it('gives back what was put: the same bytes, content type and size', async () => {
    const k = key();
    await storage.put(k, PNG, 'image/png');
    const stored = await storage.get(k);
    expect(stored).not.toBeNull();
    expect(stored!.contentType).toBe('image/png');
    expect(stored!.size).toBe(PNG.length);
    expect((await bytesOf(stored!.body)).equals(PNG)).toBe(true);
  });

  it('answers null for a key never stored, and for one deleted; deleting twice is fine', async () => {
    expect(await storage.get(key())).toBeNull();
    const k = key('webp');
    await storage.put(k, Buffer.from('RIFF....WEBP'), 'image/webp');
    await storage.delete(k);
    expect(await storage.get(k)).toBeNull();
    await expect(storage.delete(k)).resolves.toBeUndefined();
  });

  it('a second put replaces the whole object', async () => {
    const k = key('jpg');
    await storage.put(k, Buffer.alloc(1000, 1), 'image/jpeg');
    await storage.put(k, Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
    const stored = await storage.get(k);
    expect((await bytesOf(stored!.body)).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  });

  it('streams a large object intact', async () => {
    const k = key();
    const big = randomBytes(3 * 1024 * 1024);
    await storage.put(k, big, 'image/png');
    const stored = await storage.get(k);
    expect(stored!.size).toBe(big.length);
    expect((await bytesOf(stored!.body)).equals(big)).toBe(true);
  });

  it('lists the keys under a folder and nothing outside it; concurrent puts all land', async () => {
    const folder = `club-${randomBytes(4).toString('hex')}`;
    const keys = Array.from({ length: 12 }, (_, i) => `${folder}/${i}.png`);
    await Promise.all(keys.map((k) => storage.put(k, PNG, 'image/png')));
    await storage.put(`${folder}-other/x.png`, PNG, 'image/png');
    expect((await storage.list(`${folder}/`)).sort()).toEqual([...keys].sort());
    await storage.delete(keys[0]!);
    expect(await storage.list(`${folder}/`)).toHaveLength(11);
    expect(await storage.list(`nothing-${folder}/`)).toEqual([]);
  });

  it('refuses keys that could leave the store', async () => {
    for (const bad of ['../x.png', '/etc/x.png', 'avatars/../../x.png', 'a//b.png', '', '.hidden.png']) {
      await expect(storage.put(bad, PNG, 'image/png'), bad).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(bad), bad).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(bad), bad).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('storage selected by configuration', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3('uniclass-config');
  });
  afterAll(async () => s3.close());

  it('defaults to the local disk under DATA_DIR/uploads', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'uniclass-storage-'));
    const storage = await createObjectStorage(loadConfig({ DATA_DIR: dataDir }));
    expect(storage.driver).toBe('local');
    await storage.put('avatars/a.png', PNG, 'image/png');
    expect(await createLocalStorage(path.join(dataDir, 'uploads')).list('avatars/')).toEqual([
      'avatars/a.png',
    ]);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('STORAGE_DRIVER=s3 with S3_* talks to the bucket; S3_KEY_PREFIX keeps deployments apart', async () => {
    const a = await createObjectStorage(loadConfig({ ...s3.env, S3_KEY_PREFIX: 'a/' }));
    const b = await createObjectStorage(loadConfig({ ...s3.env, S3_KEY_PREFIX: 'b/' }));
    expect(a.driver).toBe('s3');
    await a.put('avatars/x.png', PNG, 'image/png');
    expect(await a.list('avatars/')).toEqual(['avatars/x.png']);
    expect(await b.get('avatars/x.png')).toBeNull();
    await Promise.all([a.close(), b.close()]);
  });

  it('refuses an incomplete S3 configuration at boot', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });
});
