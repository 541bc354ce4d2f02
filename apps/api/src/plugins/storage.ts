import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';

/** Where uploads live. Local disk now; S3-compatible storage plugs in behind the same interface. */
export interface Storage {
  put(key: string, buffer: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The address a browser fetches the object from. */
  url(key: string): string;
  /** Deletes the object behind an address this storage gave out; ignores foreign addresses. */
  deleteUrl(url: string): Promise<void>;
}

export const UPLOADS_PREFIX = '/uploads/';

/** Keys are our own (`logos/<user>/<hash>.webp`); anything else is refused so no path escapes the root. */
const SAFE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9-]+)*\/[A-Za-z0-9-]+\.[a-z0-9]+$/;

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  const storage: Storage = {
    async put(key, buffer) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, buffer);
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url: (key) => `${UPLOADS_PREFIX}${key}`,
    async deleteUrl(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return;
      const key = url.slice(UPLOADS_PREFIX.length);
      if (SAFE_KEY.test(key)) await storage.delete(key);
    },
  };
  return storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export default fp<{ storage?: Storage }>(
  async (app, options) => {
    if (app.config.s3.bucket) {
      app.log.warn(
        { bucket: app.config.s3.bucket },
        'S3_BUCKET is set but the S3 storage driver is not built yet; storing uploads on local disk',
      );
    }
    await mkdir(app.config.uploadsDir, { recursive: true });
    app.decorate('storage', options.storage ?? createLocalStorage(app.config.uploadsDir));
  },
  { name: 'storage', dependencies: ['db'] },
);
