// A database for cpu-per-page.mjs: `node bench/fill-pages-db.mjs <built server.js> <data dir>` starts
// that build once on an empty data dir (migrations, reference data, no demo), stops it, then fills
// it with FILL_AUCTIONS auctions (4,000) and FILL_BANNERS banners (1,000) straight in PGlite. Copy the
// folder for each measured run (the server writes to it).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { generateAuctions } from './generate-auctions.mjs';
import { generateBanners } from './generate-banners.mjs';
import { benchServerEnv } from './server-env.mjs';

const [serverJs, dataDir] = process.argv.slice(2);
const PORT = Number(process.env.PORT_UNDER_TEST ?? 3982);
const child = spawn(process.execPath, [serverJs], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: benchServerEnv({ port: PORT, dataDir }),
});
const exited = new Promise((resolve) => child.on('exit', resolve));
const startBy = Date.now() + 180_000;
for (;;) {
  try {
    if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
  } catch {}
  if (Date.now() > startBy) {
    child.kill('SIGTERM');
    throw new Error('server did not start');
  }
  await new Promise((r) => setTimeout(r, 250));
}
child.kill('SIGTERM');
await exited;
const db = await PGlite.create(join(dataDir, 'db'), {
  extensions: { pg_trgm, unaccent, cube, earthdistance },
});
await generateAuctions((text) => db.exec(text), { count: Number(process.env.FILL_AUCTIONS ?? 4000) });
await generateBanners((text) => db.exec(text), { count: Number(process.env.FILL_BANNERS ?? 1000) });
await db.close();
console.log(`filled ${dataDir}`);
