import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDatabase, migrate } from './db/client.ts';
import { seedDemoData } from './db/seed/demo/index.ts';
import { seed } from './db/seed/index.ts';
import { storeAuctionImage } from './modules/auctions/images.ts';
import { BANNER_IMAGE, LOGO_IMAGE, processImage } from './modules/uploads/images.ts';
import { StorageConfigError } from './plugins/storage/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The longest a draining instance waits for its requests before it gives up (load balancers wait ~30 s). */
const SHUTDOWN_TIMEOUT_MS = 25_000;

/** The built web app: next to the bundle (apps/api/dist → apps/web/dist) or the source (apps/api/src). */
function findWebDist(): string | undefined {
  const candidates = [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../apps/web/dist')];
  return candidates.find((candidate) => existsSync(path.join(candidate, 'index.html')));
}

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const database = await createDatabase(config);
  await migrate(database);
  const { admin } = await seed(database.db, config);
  if (admin.generatedPassword) {
    // Printed once, on the start that created the account; it is not stored anywhere in plain text.
    console.log(
      [
        '',
        '================ Mariner Marketplace superadmin ================',
        `  e-mail:   ${admin.email}`,
        `  password: ${admin.generatedPassword}`,
        '  Keep it now: it is shown only this once.',
        '================================================================',
        '',
      ].join('\n'),
    );
  }

  const webDist = findWebDist();
  const app = await buildApp({ config, db: database.db, webDist });
  if (!webDist)
    app.log.info('apps/web/dist not found; serving the API only (run npm run build to add the site)');
  if (config.seedDemo) {
    // Decision 14: pictures go through the same pipeline and storage as uploads.
    const demo = await seedDemoData(database.db, {
      auctionImage: (auctionId, picture) => storeAuctionImage(app.storage, auctionId, picture),
      async logo(userId, picture) {
        const [image] = await processImage(picture, LOGO_IMAGE);
        if (!image) throw new Error('logo processing produced no output');
        const key = `logos/${userId}/${image.name}`;
        const url = app.storage.url(key);
        await app.storage.putUploads([{ key, buffer: image.buffer, contentType: 'image/webp' }], {
          owner: null,
          url,
        });
        return url;
      },
      async bannerImage(userId, picture) {
        const [image] = await processImage(picture, BANNER_IMAGE);
        if (!image) throw new Error('banner processing produced no output');
        const key = `banners/${userId}/${image.name}`;
        const url = app.storage.url(key);
        await app.storage.putUploads([{ key, buffer: image.buffer, contentType: 'image/webp' }], {
          owner: null,
          url,
        });
        return url;
      },
    });
    if (demo.created)
      app.log.info(
        { auctions: demo.auctions, companies: demo.companies, banners: demo.banners },
        'demo data seeded',
      );
  }

  /**
   * Issue 15: on SIGTERM the instance reports not ready (GET /api/health/ready answers 503), stops
   * listening, lets every request it has finish (a request arriving meanwhile on an open
   * connection is still answered, then that connection closes), writes what it counts in memory
   * (banner impressions) and waits for the outbox drain in progress (onClose hooks), closes the
   * database and exits 0. It gives up after SHUTDOWN_TIMEOUT_MS and exits 1.
   */
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    app.log.info({ signal }, 'draining, then shutting down');
    setTimeout(() => {
      app.log.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await database.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  // A promise nobody awaited that failed (a page's code that cannot load on a server did) is logged,
  // not allowed to end the process: one request must never take every visitor's answers down.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection');
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ kind: database.kind, dataDir: config.dataDir, publicUrl: config.publicUrl }, 'ready');
}

main().catch((error) => {
  // A setting that points nowhere is told in one line naming it, like a bad value (start contract).
  console.error(error instanceof StorageConfigError ? error.message : error);
  process.exit(1);
});
