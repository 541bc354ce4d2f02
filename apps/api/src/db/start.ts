import type { Config } from '../config.ts';
import { storeAuctionImage } from '../modules/auctions/images.ts';
import { BANNER_IMAGE, LOGO_IMAGE, processImage } from '../modules/uploads/images.ts';
import type { UploadStorage } from '../plugins/storage/index.ts';
import { type DatabaseHandle, migrate } from './client.ts';
import type { AdminSeedResult } from './seed/admin.ts';
import { type DemoImageStore, type DemoResult, seedDemoData } from './seed/demo/index.ts';
import { seed } from './seed/index.ts';

/**
 * What every start writes, each step in the one start lock (issue 25 item 14): two instances
 * starting together on an empty database both wait their turn, and the second finds the
 * migrations, reference data and superadmin already there instead of inserting them again.
 */
export function migrateAndSeed(
  database: DatabaseHandle,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<{ admin: AdminSeedResult }> {
  return database.underStartLock(async () => {
    await migrate(database);
    return seed(database.db, config);
  });
}

/** Demo data, seeded by the first instance to start; the others find it there and skip it. */
export function seedDemoDataOnce(database: DatabaseHandle, store: DemoImageStore): Promise<DemoResult> {
  return database.underStartLock(() => seedDemoData(database.db, store));
}

/** Decision 14: demo pictures go through the same pipeline and storage as uploads. */
export function demoImageStore(storage: UploadStorage): DemoImageStore {
  const store = async (key: string, buffer: Buffer) => {
    const url = storage.url(key);
    // Demo pictures belong to no account: nothing counts them against a quota or sweeps them.
    await storage.putUploads([{ key, buffer, contentType: 'image/webp' }], { owner: null, url });
    return url;
  };
  return {
    auctionImage: (auctionId, picture) => storeAuctionImage(storage, auctionId, picture),
    async logo(userId, picture) {
      const [image] = await processImage(picture, LOGO_IMAGE);
      if (!image) throw new Error('logo processing produced no output');
      return store(`logos/${userId}/${image.name}`, image.buffer);
    },
    async bannerImage(userId, picture) {
      const [image] = await processImage(picture, BANNER_IMAGE);
      if (!image) throw new Error('banner processing produced no output');
      return store(`banners/${userId}/${image.name}`, image.buffer);
    },
  };
}
