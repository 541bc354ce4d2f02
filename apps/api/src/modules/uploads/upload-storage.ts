import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { scheduleBackgroundJob } from '../../plugins/background-job.ts';
import type { Storage, UploadStorage } from '../../plugins/storage/storage.ts';
import { assertUploadRoom, forgetUpload, recordUploads, sweepUnreferencedUploads } from './upload-records.ts';

/** The driver with every upload recorded (owner, bytes) and its record forgotten with its file. */
export function createUploadStorage(db: Database, driver: Storage, quotaBytes: number): UploadStorage {
  const storage: UploadStorage = {
    ...driver,
    driver,
    async putUploads(objects, { owner, url }) {
      await recordUploads(db, objects, { owner, url, quotaBytes });
      try {
        await Promise.all(objects.map((object) => driver.put(object.key, object.buffer, object.contentType)));
      } catch (error) {
        await Promise.allSettled(objects.map((object) => storage.delete(object.key)));
        throw error;
      }
    },
    assertRoomFor: (owner) => assertUploadRoom(db, owner, quotaBytes),
    async delete(key) {
      await driver.delete(key);
      await forgetUpload(db, key);
    },
    async deleteUrl(url) {
      const key = driver.keyOfUrl(url);
      if (key) await storage.delete(key);
    },
  };
  return storage;
}

/** How often each instance sweeps; an orphan goes between one day and this much more. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Sweeps uploads nothing refers to in the background on every instance (they share the work
 * through row locks), one run at a time, never keeping the process alive.
 */
export function scheduleUploadSweep(app: FastifyInstance) {
  scheduleBackgroundJob(app, {
    failure: 'upload sweep failed',
    everyMs: UPLOAD_SWEEP_INTERVAL_MS,
    run: async () => {
      const result = await sweepUnreferencedUploads(app.db, app.storage);
      if (result.removed > 0) app.log.info(result, 'unreferenced uploads removed');
    },
  });
}
