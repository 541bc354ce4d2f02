import { mkdir } from 'node:fs/promises';
import fp from 'fastify-plugin';
import { createUploadStorage, scheduleUploadSweep } from '../../modules/uploads/upload-storage.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { Storage, UploadStorage } from './storage.ts';

export { createLocalStorage } from './local.ts';
export { StorageConfigError } from './s3.ts';
export {
  IMMUTABLE,
  type Storage,
  type StoredObject,
  UPLOADS_PREFIX,
  type UploadObject,
  type UploadOwner,
  type UploadStorage,
} from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: UploadStorage;
  }
}

/** The storage driver: S3 when S3_BUCKET is set (checked at start), else DATA_DIR/uploads. */
export default fp<{ storage?: Storage }>(
  async (app, options) => {
    const { s3, uploadsDir, uploadsPublicUrl } = app.config;
    let driver = options.storage;
    if (!driver && s3.bucket) {
      driver = await createS3Storage({ ...s3, bucket: s3.bucket, publicUrl: uploadsPublicUrl });
      app.log.info({ bucket: s3.bucket, endpoint: s3.endpoint ?? 'aws' }, 'uploads stored in S3');
    }
    if (!driver) {
      await mkdir(uploadsDir, { recursive: true });
      driver = createLocalStorage(uploadsDir);
    }
    app.decorate('storage', createUploadStorage(app.db, driver, app.config.uploadQuotaBytes));
    scheduleUploadSweep(app);
  },
  { name: 'storage', dependencies: ['db'] },
);
