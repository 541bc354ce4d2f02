import { mkdir } from 'node:fs/promises';
import fp from 'fastify-plugin';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export { createLocalStorage } from './local.ts';
export { StorageConfigError } from './s3.ts';
export { IMMUTABLE, type Storage, type StoredObject, UPLOADS_PREFIX } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** The storage driver: S3 when S3_BUCKET is set (checked at start), else DATA_DIR/uploads. */
export default fp<{ storage?: Storage }>(
  async (app, options) => {
    const { s3, uploadsDir, uploadsPublicUrl } = app.config;
    let storage = options.storage;
    if (!storage && s3.bucket) {
      storage = await createS3Storage({ ...s3, bucket: s3.bucket, publicUrl: uploadsPublicUrl });
      app.log.info({ bucket: s3.bucket, endpoint: s3.endpoint ?? 'aws' }, 'uploads stored in S3');
    }
    if (!storage) {
      await mkdir(uploadsDir, { recursive: true });
      storage = createLocalStorage(uploadsDir);
    }
    app.decorate('storage', storage);
  },
  { name: 'storage', dependencies: ['db'] },
);
