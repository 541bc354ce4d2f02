// Issue 31 item 1: the plans and timings of the admin lists' SQL at size, without HTTP. Makes a
// fresh database (PGlite in DATA_DIR, or PostgreSQL at EXPLAIN_DATABASE_URL), migrated by one start
// of the built server, fills it like the bench (generate-users.mjs, generate-auctions.mjs) and
// prints EXPLAIN ANALYZE of each statement the Users tab and the review queue run.
//   node bench/explain-admin.mjs [--keep] (BENCH_USERS, BENCH_AUCTIONS, EXPLAIN_PORT)
// DATA_DIR=<folder>: kept; filled on the first run (or with --fill), only explained on later ones.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { generateAuctions } from './generate-auctions.mjs';
import { generateUsers } from './generate-users.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const AUCTIONS = Number(process.env.BENCH_AUCTIONS ?? 20_000);
const PORT = Number(process.env.EXPLAIN_PORT ?? 3930);
const DATABASE_URL = process.env.EXPLAIN_DATABASE_URL ?? '';
const DATA_DIR = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mariner-explain-'));

async function migrate() {
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      DATABASE_URL,
      SEED_DEMO: 'false',
      SHUTDOWN_DELAY_SECONDS: '0',
      PAYMENTS_MODE: 'test',
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  await new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

async function open() {
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    return {
      exec: (text) => client.query(text),
      rows: async (text, params = []) => (await client.query(text, params)).rows,
      close: () => client.end(),
    };
  }
  const db = await PGlite.create(join(DATA_DIR, 'db'), {
    extensions: { pg_trgm, unaccent, cube, earthdistance },
  });
  return {
    exec: (text) => db.exec(text),
    rows: async (text, params = []) => (await db.query(text, params)).rows,
    close: () => db.close(),
  };
}

const STATEMENTS = {
  'users page 1, newest': `select * from users order by created_at desc, id desc limit 50`,
  'users count, all': `select count(*) from users`,
  'users total, kept counts (0038)': `select coalesce(sum(total), 0)::int from user_counts`,
  'users total SELLER in NB, kept counts (0038)': `select coalesce(sum(total), 0)::int from user_counts where role = 'SELLER' and province = 'NB'`,
  'listing counts of 50 users, one read (0038)': `select u.id, (select count(*) from auctions where auctions.seller_id = u.id)::int, (select count(*) from banners where banners.advertiser_id = u.id)::int from users u where u.id in (select id from users order by created_at desc, id desc limit 50)`,
  // Migration 0047: the counts kept on each user's row, as the page reads them since (decision 035's amendment).
  'users page 1 with kept listing counts (0047)': `select u.id, u.email, u.auction_count, u.banner_count from (select id from users order by created_at desc, id desc limit 50) page join users u on u.id = page.id order by u.created_at desc, u.id desc`,
  'users page, SELLER in NB': `select * from users where role = 'SELLER' and province = 'NB' order by created_at desc, id desc limit 50`,
  'users count, SELLER in NB': `select count(*) from users where role = 'SELLER' and province = 'NB'`,
  'users page, e-mail search': `select * from users where search_key ilike lower(unaccent('%bench-user-4242@%')) order by created_at desc, id desc limit 50`,
  'users count, e-mail search': `select count(*) from users where search_key ilike lower(unaccent('%bench-user-4242@%'))`,
  // Issue 31 item 4: as the list asks since then (searchKeyMatches): the index for the words around the @ only.
  'users page, e-mail search, core of the @ (item 4)': `select * from users where (search_key ilike lower(unaccent('%4242@%')) and (search_key || '') ilike lower(unaccent('%bench-user-4242@%'))) order by created_at desc, id desc limit 50`,
  'users page 1, by name': `select * from users order by lower(last_name), lower(first_name), id limit 50`,
  'auction counts of 50 users': `select seller_id, count(*) from auctions where seller_id in (select id from users order by created_at desc, id desc limit 50) group by seller_id`,
  'banner counts of 50 users': `select advertiser_id, count(*) from banners where advertiser_id in (select id from users order by created_at desc, id desc limit 50) group by advertiser_id`,
  'pending queue count': `select count(*) from auctions where status = 'PENDING'`,
  'pending queue, seller e-mail search': `select id from auctions where status = 'PENDING' and seller_id in (select id from users where search_key like lower(unaccent('%bench-seller-42@%'))) order by created_at, id limit 50`,
};

try {
  // A DATA_DIR holding no PGlite database yet is filled too, rather than explained empty.
  const fresh =
    !process.env.DATA_DIR ||
    process.argv.includes('--fill') ||
    (!DATABASE_URL && !existsSync(join(DATA_DIR, 'db')));
  if (fresh) {
    console.log(`migrating ${DATABASE_URL ? 'PostgreSQL' : `PGlite in ${DATA_DIR}`}…`);
    await migrate();
  }
  const db = await open();
  if (fresh) {
    const started = Date.now();
    await generateAuctions(db.exec, { count: AUCTIONS });
    await generateUsers(db.exec, { count: USERS });
    console.log(`filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  for (const [name, text] of Object.entries(STATEMENTS)) {
    if (only && !name.includes(only)) continue;
    const plan = await db.rows(`explain (analyze, buffers) ${text}`);
    const timings = [];
    for (let n = 0; n < 5; n += 1) {
      const started = performance.now();
      await db.rows(text);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    console.log(`\n## ${name}: median ${timings[2].toFixed(1)} ms over 5 runs`);
    console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
  }
  await db.close();
} finally {
  if (!process.argv.includes('--keep') && !process.env.DATA_DIR)
    rmSync(DATA_DIR, { recursive: true, force: true });
}
