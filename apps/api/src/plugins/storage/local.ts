import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { keyAfter, SAFE_KEY, type Storage, UPLOADS_PREFIX } from './storage.ts';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

/** Uploads under DATA_DIR/uploads, served at /uploads/ (one instance, or a shared disk). */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  const storage: Storage = {
    kind: 'local',
    async put(key, buffer) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, buffer);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url: (key) => `${UPLOADS_PREFIX}${key}`,
    keyOfUrl: (url) => keyAfter([UPLOADS_PREFIX], url),
    async deleteUrl(url) {
      const key = storage.keyOfUrl(url);
      if (key) await storage.delete(key);
    },
    async read(key) {
      if (!SAFE_KEY.test(key)) return null;
      const file = fileOf(key);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) return null;
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return {
        body: createReadStream(file),
        contentType: TYPES[extension] ?? 'application/octet-stream',
        length: found.size,
      };
    },
  };
  return storage;
}
