import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { demoImageStore, migrateAndSeed, seedDemoDataOnce } from './db/start.ts';
import { StorageConfigError } from './plugins/storage/index.ts';
import { gracefulShutdown } from './shutdown.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

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
  const { admin } = await migrateAndSeed(database, config);
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

  const webDist = config.serveWeb ? findWebDist() : undefined;
  const app = await buildApp({ config, db: database.db, webDist });
  if (!config.serveWeb) app.log.info('SERVE_WEB=false; serving the API only');
  else if (!webDist)
    app.log.info('apps/web/dist not found; serving the API only (run npm run build to add the site)');
  if (config.seedDemo) {
    const demo = await seedDemoDataOnce(database, demoImageStore(app.storage));
    if (demo.created)
      app.log.info(
        { auctions: demo.auctions, companies: demo.companies, banners: demo.banners },
        'demo data seeded',
      );
  }

  const shutdown = gracefulShutdown({
    app,
    closeDatabase: () => database.close(),
    delayMs: config.shutdownDelayMs,
    exit: (code) => process.exit(code),
  });
  // Not `once`: a second signal during the delay cuts it short.
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
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
