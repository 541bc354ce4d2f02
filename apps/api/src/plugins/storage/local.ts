import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { keyAfter, SAFE_KEY, type Storage, UPLOADS_PREFIX } from './storage.ts';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

/** The file writes the driver makes, replaceable in tests to fail as a full disk does. */
export interface LocalFileSystem {
  writeFile(file: string, data: Buffer): Promise<void>;
}

const nodeFileSystem: LocalFileSystem = {
  // flush: the bytes are on disk before the rename makes them visible, so a crash cannot publish
  // a name whose content was never written.
  writeFile: (file, data) => writeFile(file, data, { flush: true }),
};

/**
 * Uploads under DATA_DIR/uploads, served at /uploads/ (one instance, or a shared disk).
 *
 * Issue 25, defect 7: a file is written under a temporary name in its own folder and renamed
 * into place, so a write cut short (a full disk, a crash) never leaves a partial or empty file at
 * a served address; a failed write removes its temporary file. An empty file (left by an older
 * version) is treated as absent, so it is answered 404 and a share card is drawn again.
 */
export function createLocalStorage(root: string, fileSystem: LocalFileSystem = nodeFileSystem): Storage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  const storage: Storage = {
    kind: 'local',
    async put(key, buffer) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Hidden and with two extensions, so no address of ours (SAFE_KEY) ever names it.
      const temporary = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
      );
      try {
        await fileSystem.writeFile(temporary, buffer);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
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
      if (!found?.isFile() || found.size === 0) return null;
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
