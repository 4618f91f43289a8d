import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, contentTypeOfKey, type ObjectStorage } from './object-storage';

/**
 * Files under one directory (`DATA_DIR/uploads`), the key as the relative path. The content type
 * follows the key's extension, so `put` refuses a type the extension would not give back.
 */
export function createLocalStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    driver: 'local',
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      if (contentTypeOfKey(key) !== contentType)
        throw new Error(`local storage serves ${key} as ${contentTypeOfKey(key)}, not ${contentType}`);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader sees the whole file or none.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, bytes, { flag: 'wx', mode: 0o644 });
      await rename(temporary, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), contentType: contentTypeOfKey(key), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await unlink(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async list(prefix) {
      const dir = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
      if (dir !== '') assertKey(dir);
      try {
        const entries = await readdir(path.join(root, ...dir.split('/').filter(Boolean)), {
          recursive: true,
          withFileTypes: true,
        });
        return entries
          .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
          .map((entry) =>
            path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
          );
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async probe() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    async close() {},
  };
}
