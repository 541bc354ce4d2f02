// Issue 29 item 5: GET /api/lots at scale. `node bench/lot-search.mjs` (after `npm run build`) starts
// the built server on a fresh database per target, fills it with BENCH_AUCTIONS auctions (100,000 by
// default, generate-auctions.mjs) and BENCH_LOTS_PER_AUCTION lots each (50: 5 million lots,
// generate-lots.mjs), and loads with autocannon, 10 connections, on loopback:
// - GET /api/lots?search=<a noun, varied> (cache misses: each request also excludes a word no lot has,
//   `-zq<n>`, so no two requests share the public-read cache's key; the exclusion costs the query nothing)
// - GET /api/lots?search=<noun>&near=<lat,lng varied>&radiusKm=50 (a new point each request)
// - GET /api/lots?near=<lat,lng varied>&radiusKm=50 (every lot near a point, soonest sale first)
// - GET /api/auctions?search=<noun, varied> (sales found by their lots, with matchingLots)
// Each route is first run for BENCH_WARMUP_SECONDS (3) unmeasured, with requests no measured one
// shares a cached answer with (other `-zq` words, radius 49 km), so the figures are the server's
// steady state, not its first seconds (V8 compiling the search code, the pool opening its
// connections, the database reading its pages): a server in service has done that long since.
// Targets: BENCH_TARGET=pglite, postgres or both (default); PostgreSQL at BENCH_DATABASE_URL or the
// local server. BENCH_PORT (3200) is the server's port. The sizes are parameters because filling
// 5 million lots takes minutes on PostgreSQL and far longer on PGlite.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateAuctions } from './generate-auctions.mjs';
import { generateLots, LOT_NOUNS } from './generate-lots.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const AUCTIONS = Number(process.env.BENCH_AUCTIONS ?? 100_000);
const PER_AUCTION = Number(process.env.BENCH_LOTS_PER_AUCTION ?? 50);
const TARGET = process.env.BENCH_TARGET ?? 'both';
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const APP = `http://127.0.0.1:${PORT}`;
const GOALS = { PGlite: 100, PostgreSQL: 50 };
const SERVER = join(root, 'apps/api/dist/server.js');

const children = new Set();
const cleanups = [];

function start(env) {
  const child = spawn(process.execPath, [SERVER], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

const stop = (child) =>
  child.exitCode !== null
    ? Promise.resolve()
    : new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGTERM');
      });

async function waitFor(url, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Ten connections for `seconds`, request n at `path(n)`: autocannon's result. */
function run(seconds, path) {
  let n = 0;
  return new Promise((done, reject) => {
    autocannon(
      {
        url: APP,
        duration: seconds,
        connections: 10,
        requests: [
          {
            setupRequest: (request) => {
              n += 1;
              return { ...request, path: path(n) };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : done(result)),
    );
  });
}

async function load(title, goal, path) {
  const result = await run(DURATION, path);
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    route: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    // Failed or timed-out requests, or none answered at all, never count as a goal met.
    'p99 goal': `< ${goal} ${result.latency.p99 < goal && result.requests.total > 0 && failed === 0 ? 'met' : 'MISSED'}`,
    requests: result.requests.total,
    'non-2xx/errors': failed,
  };
}

// BENCH_KEEP_DATABASE=<name>: the database of that name is filled once and kept; a later run finds it
// filled and measures again at once (after a code change, say), without the minutes a fill of 5
// million lots takes. On PostgreSQL a database of that name, on PGlite the data directory
// <tmpdir>/mariner-lot-bench-<name> (marked filled once its fill has finished). Drop or remove it by
// hand when done.
const KEEP = process.env.BENCH_KEEP_DATABASE;

async function postgresDatabase() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(adminUrl);
  if (KEEP) {
    url.pathname = `/${KEEP}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [KEEP]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${KEEP}`);
    await admin.end();
    return { url: url.toString(), filled: exists.rowCount === 1 };
  }
  const name = `mariner_lot_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  url.pathname = `/${name}`;
  return { url: url.toString(), filled: false };
}

async function fill(target, dataDir, databaseUrl) {
  const started = Date.now();
  const progress = (done, total) => {
    if (done % 20_000 === 0 || done === total)
      console.log(
        `  lots of ${done.toLocaleString('en-CA')} / ${total.toLocaleString('en-CA')} auctions, ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
  };
  let lots;
  if (target === 'PGlite') {
    const db = await PGlite.create(join(dataDir, 'db'), {
      extensions: { pg_trgm, unaccent, cube, earthdistance },
    });
    await generateAuctions((text) => db.exec(text), { count: AUCTIONS });
    lots = await generateLots((text) => db.exec(text), { perAuction: PER_AUCTION, onBatch: progress });
    await db.close();
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("SET maintenance_work_mem = '256MB'");
    await generateAuctions((text) => client.query(text), { count: AUCTIONS });
    lots = await generateLots((text) => client.query(text), { perAuction: PER_AUCTION, onBatch: progress });
    await client.end();
  }
  console.log(
    `  ${AUCTIONS.toLocaleString('en-CA')} auctions and ${lots.toLocaleString('en-CA')} lots generated in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function benchTarget(target) {
  console.log(`\n=== ${target} ===`);
  const keptPglite = target === 'PGlite' && KEEP ? join(tmpdir(), `mariner-lot-bench-${KEEP}`) : undefined;
  const dataDir = keptPglite ?? mkdtempSync(join(tmpdir(), 'mariner-lot-bench-'));
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  if (!keptPglite) cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const { url: databaseUrl, filled } =
    target === 'PostgreSQL'
      ? await postgresDatabase()
      : { url: '', filled: Boolean(keptPglite && existsSync(join(dataDir, 'filled'))) };
  const env = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: 'bench-admin-password',
    SEED_DEMO: 'false',
    SHUTDOWN_DELAY_SECONDS: '0',
    PAYMENTS_MODE: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
  };
  // A kept PGlite directory whose fill never finished is started afresh.
  if (keptPglite && !filled) rmSync(join(dataDir, 'db'), { recursive: true, force: true });
  let server = start(env);
  await waitFor(`${APP}/api/health`);
  await stop(server);
  if (filled) console.log(`  ${KEEP} is filled already: measuring it as it is`);
  else {
    await fill(target, dataDir, databaseUrl);
    if (keptPglite) writeFileSync(join(dataDir, 'filled'), new Date().toISOString());
  }
  if (process.env.BENCH_FILL_ONLY) return [];
  server = start(env);
  await waitFor(`${APP}/api/health`);
  const counted = await (await fetch(`${APP}/api/lots?limit=1`)).json();
  console.log(`  ${counted.pagination.total.toLocaleString('en-CA')} lots of public sales`);
  const goal = GOALS[target];
  const noun = (n) => LOT_NOUNS[n % LOT_NOUNS.length];
  // Points over the Maritimes, a different one each request (as the auctions' radius bench).
  const point = (n) => `${(44 + (n % 300) / 100).toFixed(3)},${(-66 + (n % 700) / 100).toFixed(3)}`;
  const routes = [
    {
      title: 'GET /api/lots?search=<noun varied> (cache misses)',
      path: (n) => `/api/lots?search=${noun(n)}%20-zq${n}`,
      warm: (n) => `/api/lots?search=${noun(n)}%20-zq${n + 10_000_000}`,
    },
    {
      title: 'GET /api/lots?search=<noun>&near=<lat,lng varied>&radiusKm=50',
      path: (n) => `/api/lots?search=${noun(n)}&near=${point(n)}&radiusKm=50`,
      warm: (n) => `/api/lots?search=${noun(n)}&near=${point(n)}&radiusKm=49`,
    },
    {
      title: 'GET /api/lots?near=<lat,lng varied>&radiusKm=50',
      path: (n) => `/api/lots?near=${point(n)}&radiusKm=50`,
      warm: (n) => `/api/lots?near=${point(n)}&radiusKm=49`,
    },
    {
      title: 'GET /api/auctions?search=<noun varied> (found by lots, cache misses)',
      path: (n) => `/api/auctions?search=${noun(n)}%20-zq${n}`,
      warm: (n) => `/api/auctions?search=${noun(n)}%20-zq${n + 10_000_000}`,
    },
  ];
  const results = [];
  for (const route of routes) {
    if (WARMUP > 0) await run(WARMUP, route.warm);
    results.push(await load(route.title, goal, route.path));
  }
  await stop(server);
  console.table(results);
  return results;
}

try {
  console.log(
    `Lot search bench: ${AUCTIONS.toLocaleString('en-CA')} auctions × ${PER_AUCTION} lots, ${DURATION} s a route, 10 connections`,
  );
  const targets =
    TARGET === 'both' ? ['PGlite', 'PostgreSQL'] : [TARGET === 'pglite' ? 'PGlite' : 'PostgreSQL'];
  for (const target of targets) await benchTarget(target);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await Promise.all([...children].map(stop));
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
