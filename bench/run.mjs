// npm run bench: for each database (PGlite always; PostgreSQL when BENCH_DATABASE_URL is set) starts
// the built server on a fresh database, fills it with BENCH_AUCTIONS auctions (100,000 by default),
// loads it with autocannon on loopback only, and prints requests/s and p50/p99 latency beside a bare
// Fastify route measured in the same run (the ceiling).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
import { printFirstLoadJs } from './first-load-js.mjs';
import { generateAuctions, SUBJECTS } from './generate-auctions.mjs';
import { generateBanners } from './generate-banners.mjs';
import { generateUsers } from './generate-users.mjs';
import { printLighthouse } from './lighthouse.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const AUCTIONS = Number(process.env.BENCH_AUCTIONS ?? 100_000);
const BANNERS = Number(process.env.BENCH_BANNERS ?? 10_000);
/** Issue 31: accounts for the admin Users list (`generate-users.mjs`). */
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
/**
 * BENCH_ONLY=banners runs only the ceiling and the banner routes (with BENCH_AUCTIONS=1000, a quick
 * run); BENCH_ONLY=near only the ceiling and the radius searches; BENCH_ONLY=pages only the ceiling,
 * the page tables (first-load JavaScript, Lighthouse) and the server-rendered pages; BENCH_ONLY=api
 * only the ceiling and the API routes the public-read caches answer (the per-request cost of the
 * API's plugins, issue 26 item 6); BENCH_ONLY=admin only the ceiling and the admin lists (issue 31:
 * the Users tab at BENCH_USERS accounts and the pending auctions queue).
 */
const ONLY = process.env.BENCH_ONLY ?? '';
if (ONLY && !['admin', 'api', 'banners', 'near', 'pages'].includes(ONLY)) {
  throw new Error(`BENCH_ONLY must be admin, api, banners, near, pages or unset, not ${ONLY}`);
}
const ALL = ONLY === '';
/** BENCH_PAGE_TABLES=false leaves out the two page tables (Chromium: first-load JavaScript, Lighthouse). */
const PAGE_TABLES = process.env.BENCH_PAGE_TABLES !== 'false';
const P99_GOAL_MS = 50;
const BANNER_P99_GOAL_MS = 20;
/** Issue 31: the admin lists answer in < 100 ms (p99) at 100,000 users. */
const ADMIN_P99_GOAL_MS = 100;
/** BENCH_PORT and BENCH_BARE_PORT move the two servers when several runs share a machine. */
const APP_PORT = Number(process.env.BENCH_PORT ?? 3200);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? APP_PORT + 1);
const APP = `http://127.0.0.1:${APP_PORT}`;
const BARE = `http://127.0.0.1:${BARE_PORT}`;

const children = new Set();
const cleanups = [];

/** BENCH_SERVER=<path to a built server.js> measures another build (e.g. the one before a change). */
const SERVER = resolve(process.env.BENCH_SERVER ?? join(root, 'apps/api/dist/server.js'));

/** BENCH_PROFILE=<folder>: the API server writes a V8 CPU profile there when it stops. */
const PROFILE_DIR = process.env.BENCH_PROFILE;

function start(script, env, { profile = false } = {}) {
  const args = profile && PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${resolve(PROFILE_DIR)}`] : [];
  const child = spawn(process.execPath, [...args, script], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

async function waitFor(url, timeoutMs = Number(process.env.BENCH_START_TIMEOUT_MS ?? 120_000)) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function load(title, options) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ duration: DURATION, connections: 10, ...options }, (error, result) => {
      if (error) return reject(error);
      resolvePromise({
        title,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        total: result.requests.total,
        failed: result.non2xx + result.errors + result.timeouts,
        goal: options.goal ?? null,
      });
    });
  });
}

async function json(path, init) {
  const response = await fetch(`${APP}${path}`, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A database of its own on the PostgreSQL server, dropped afterwards. */
async function freshPostgresDatabase(adminUrl) {
  // BENCH_DATABASE_NAME: the scratch database's name, when runs sharing one server keep to their own names.
  const name = process.env.BENCH_DATABASE_NAME ?? `mariner_bench_${process.pid}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error(`BENCH_DATABASE_NAME is not a plain name: ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * BENCH_DATABASE_URL, else the local server this machine runs (trust auth) when it answers, so both
 * databases are measured by default; BENCH_DATABASE_URL=none skips PostgreSQL.
 */
async function findPostgres() {
  const given = process.env.BENCH_DATABASE_URL;
  if (given === 'none') return null;
  const candidates = given
    ? [given]
    : ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return url;
    } catch {
      // try the next
    } finally {
      await client.end().catch(() => {});
    }
  }
  if (given) throw new Error(`BENCH_DATABASE_URL did not answer: ${given}`);
  return null;
}

/** A 1×1 PNG: the picture every generated banner names, so pages show it instead of a 404. */
const BENCH_BANNER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function fill(target, dataDir, databaseUrl) {
  const started = Date.now();
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'bench-banner.png'), BENCH_BANNER_PNG);
  if (target === 'PGlite') {
    const db = await PGlite.create(join(dataDir, 'db'), {
      extensions: { pg_trgm, unaccent, cube, earthdistance },
    });
    await generateAuctions((text) => db.exec(text), { count: AUCTIONS });
    await generateBanners((text) => db.exec(text), { count: BANNERS });
    if (ALL || ONLY === 'admin') await generateUsers((text) => db.exec(text), { count: USERS });
    await db.close();
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await generateAuctions((text) => client.query(text), { count: AUCTIONS });
    await generateBanners((text) => client.query(text), { count: BANNERS });
    if (ALL || ONLY === 'admin') await generateUsers((text) => client.query(text), { count: USERS });
    await client.end();
  }
  console.log(
    `  ${AUCTIONS.toLocaleString('en-CA')} auctions and ${BANNERS.toLocaleString('en-CA')} banners generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Issue 17: the radius searches (GiST box on the stored earth cube, then the exact chord). */
async function loadNearRoutes(results) {
  // Every approved auction within 50 km of Truro, nearest first: the page of 12 nearest is sorted
  // from a few thousand candidates.
  results.push(
    await load('GET /api/auctions?near=truro-ns&radiusKm=50&sort=distance', {
      url: `${APP}/api/auctions?near=truro-ns&radiusKm=50&sort=distance`,
      goal: P99_GOAL_MS,
    }),
  );
  let point = 0;
  results.push(
    await load('GET /api/auctions?near=<lat,lng varied>&radiusKm=100 (cache misses)', {
      url: APP,
      goal: P99_GOAL_MS,
      requests: [
        {
          setupRequest: (request) => {
            point += 1;
            // Points over the Maritimes, a different one each request.
            const lat = (44 + (point % 300) / 100).toFixed(3);
            const lng = (-66 + (point % 700) / 100).toFixed(3);
            return { ...request, path: `/api/auctions?near=${lat},${lng}&radiusKm=100&sort=distance` };
          },
        },
      ],
    }),
  );
}

/** The auction routes; BENCH_ONLY=api keeps those its public-read cache answers (`cachedOnly`). */
async function loadAuctionRoutes(results, { cachedOnly = false } = {}) {
  const categories = await json('/api/categories');
  const category = categories.find((c) => c.name === 'Farm Equipment') ?? categories[0];
  const { auctions, pagination } = await json('/api/auctions?limit=1&page=500');
  console.log(`  ${pagination.total.toLocaleString('en-CA')} auctions listed publicly`);

  results.push(
    await load('GET /api/auctions?search=tractor', {
      url: `${APP}/api/auctions?search=tractor`,
      goal: P99_GOAL_MS,
    }),
  );
  results.push(
    await load(`GET /api/auctions?category=<${category.name}>`, {
      url: `${APP}/api/auctions?category=${category.id}`,
      goal: P99_GOAL_MS,
    }),
  );
  results.push(
    await load('GET /api/auctions?location=halifax', {
      url: `${APP}/api/auctions?location=halifax`,
      goal: P99_GOAL_MS,
    }),
  );
  results.push(
    await load('GET /api/auctions/{id}', { url: `${APP}/api/auctions/${auctions[0].id}`, goal: P99_GOAL_MS }),
  );
  // The routes above repeat one address, which the API's 10 s public-read cache serves; this one
  // varies the word and the page so nearly every request is a miss and reaches the database.
  let miss = 0;
  if (!cachedOnly) {
    results.push(
      await load('GET /api/auctions?search=<varied>&page=<varied> (cache misses)', {
        url: APP,
        requests: [
          {
            setupRequest: (request) => {
              miss += 1;
              const word = SUBJECTS[miss % SUBJECTS.length].toLowerCase();
              return { ...request, path: `/api/auctions?search=${word}&page=${1 + (miss % 250)}` };
            },
          },
        ],
      }),
    );
  }
  results.push(
    await load('GET /api/auctions (home, 6 featured)', {
      url: `${APP}/api/auctions?limit=6&status=APPROVED`,
    }),
  );
}

/**
 * Issue 31 item 1: the admin lists, signed in as the bench's superadmin. Never cached (an admin's
 * answers are their own): every request reaches the database. The e-mail search varies its fragment
 * so each request looks up another account through the trigram index.
 */
async function loadAdminRoutes(results) {
  const { token } = await json('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@bench.test', password: 'bench-admin-password' }),
  });
  const headers = { authorization: `Bearer ${token}` };
  const { pagination } = await json('/api/users?limit=1', { headers });
  console.log(`  ${pagination.total.toLocaleString('en-CA')} users`);
  results.push(
    await load('GET /api/users?limit=50 (Users tab, page 1, newest first)', {
      url: `${APP}/api/users?limit=50`,
      headers,
      goal: ADMIN_P99_GOAL_MS,
    }),
  );
  let fragment = 0;
  results.push(
    await load('GET /api/users?limit=50&search=<varied e-mail fragment>', {
      url: APP,
      headers,
      goal: ADMIN_P99_GOAL_MS,
      requests: [
        {
          setupRequest: (request) => {
            fragment += 1;
            const n = 1 + ((fragment * 7919) % USERS);
            return { ...request, path: `/api/users?limit=50&search=bench-user-${n}%40` };
          },
        },
      ],
    }),
  );
  results.push(
    await load('GET /api/users?limit=50&role=SELLER&province=NB', {
      url: `${APP}/api/users?limit=50&role=SELLER&province=NB`,
      headers,
      goal: ADMIN_P99_GOAL_MS,
    }),
  );
  const queue = await json('/api/auctions?status=PENDING&limit=1', { headers });
  console.log(`  ${queue.pagination.total.toLocaleString('en-CA')} auctions pending review`);
  results.push(
    await load('GET /api/auctions?status=PENDING&limit=50&sort=oldest (review queue)', {
      url: `${APP}/api/auctions?status=PENDING&limit=50&sort=oldest`,
      headers,
      goal: ADMIN_P99_GOAL_MS,
    }),
  );
  results.push(
    await load('GET /api/auctions?status=PENDING&limit=50&search=<seller e-mail fragment>', {
      url: `${APP}/api/auctions?status=PENDING&limit=50&search=bench-seller-42%40`,
      headers,
      goal: ADMIN_P99_GOAL_MS,
    }),
  );
}

/** Issue 26: each public page's first-load JavaScript, as Chromium fetches it (first-load-js.mjs). */
async function printPageWeights() {
  const { auctions } = await json('/api/auctions?limit=1');
  const ids = { '{id}': auctions[0]?.id ?? '' };
  await printFirstLoadJs(APP);
  // Before the load runs, on a quiet server: Lighthouse measures one visitor's page load.
  await printLighthouse([
    ['home', `${APP}/`],
    ['list', `${APP}/auctions`],
    ['detail', `${APP}/auctions/${ids['{id}']}`],
    ['calendar', `${APP}/calendar`],
    ['services directory', `${APP}/directory/services`],
  ]);
}

/** A page route loaded at a new address each request (`pathOf(n)`, n = 1, 2, …): rendered each time. */
function loadPages(name, pathOf) {
  let n = 0;
  return load(name, {
    url: APP,
    headers: { accept: 'text/html' },
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          return { ...request, path: pathOf(n) };
        },
      },
    ],
  });
}

/** Issue 14: the pages themselves, rendered on the server with their data (docs/decisions/008). */
async function loadPageRoutes(results) {
  const { auctions } = await json('/api/auctions?limit=1&page=500');
  results.push(
    await load('GET /auctions/{id} (page, server-rendered, one address: page cache)', {
      url: `${APP}/auctions/${auctions[0].id}`,
      headers: { accept: 'text/html' },
      goal: P99_GOAL_MS,
    }),
  );
  // Each request a different auction's page (4,000 of them, more than a run renders): none is in
  // the page cache (docs/decisions/009), so each is rendered.
  const many = [];
  for (let page = 1; page <= 40; page += 1) {
    many.push(...(await json(`/api/auctions?limit=100&page=${page * 9}`)).auctions.map((a) => a.id));
  }
  results.push(
    await loadPages(
      'GET /auctions/{id varied} (page, rendered every time)',
      (n) => `/auctions/${many[n % many.length]}`,
    ),
    await loadPages('GET /auctions?search=<varied> (page, server-rendered, cache misses)', (n) => {
      const word = SUBJECTS[n % SUBJECTS.length].toLowerCase();
      return `/auctions?search=${word}&page=${1 + (n % 250)}`;
    }),
  );
}

async function benchTarget(target, adminUrl) {
  console.log(`\n=== ${target} ===`);
  const dataDir = mkdtempSync(join(tmpdir(), 'mariner-bench-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = target === 'PostgreSQL' ? await freshPostgresDatabase(adminUrl) : undefined;
  const env = {
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: 'bench-admin-password',
    SEED_DEMO: 'false',
    SHUTDOWN_DELAY_SECONDS: '0',
    // The built-in test processor, said out loud: a NODE_ENV=production shell would refuse it.
    PAYMENTS_MODE: 'test',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  };

  // First start migrates and seeds the reference data; the data set goes in while the server is down
  // (PGlite is one process's database).
  let server = start(SERVER, env);
  await waitFor(`${APP}/api/health`);
  await stop(server);
  await fill(target, dataDir, databaseUrl);
  server = start(SERVER, env, { profile: true });
  const bare = start(join(here, 'bare-server.mjs'), { PORT: String(BARE_PORT) });
  await Promise.all([waitFor(`${APP}/api/health`), waitFor(`${BARE}/bare`)]);

  const account = { email: 'bench-user@bench.test', password: 'bench-user-password' };
  await json('/api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...account,
      firstName: 'Bench',
      lastName: 'User',
      advertiserType: 'AUCTIONEER',
      companyName: 'Bench Auctions',
    }),
  });
  const results = [];
  results.push(await load('bare Fastify GET /bare (ceiling)', { url: `${BARE}/bare` }));
  if ((ALL || ONLY === 'pages') && target === 'PGlite' && PAGE_TABLES) await printPageWeights();
  if (ALL || ONLY === 'api') await loadAuctionRoutes(results, { cachedOnly: ONLY === 'api' });
  if (ONLY === 'api') {
    results.push(await load('GET /api/categories', { url: `${APP}/api/categories`, connections: 20 }));
    await Promise.all([stop(server), stop(bare)]);
    printTable(results);
    return results;
  }
  if (ALL || ONLY === 'pages') await loadPageRoutes(results);
  if (ONLY === 'pages') {
    await Promise.all([stop(server), stop(bare)]);
    printTable(results);
    return results;
  }
  if (ALL || ONLY === 'admin') await loadAdminRoutes(results);
  if (ONLY === 'admin') {
    await Promise.all([stop(server), stop(bare)]);
    printTable(results);
    return results;
  }
  if (ALL || ONLY === 'near') await loadNearRoutes(results);
  if (ONLY === 'near') {
    await Promise.all([stop(server), stop(bare)]);
    printTable(results);
    return results;
  }
  const home = await json('/api/banners/homepage');
  if (!home.topBanner || !home.featuredBanner || home.sidebarBanners.length !== 3) {
    throw new Error(`GET /api/banners/homepage did not fill its slots: ${JSON.stringify(home)}`);
  }
  // Never cached by HTTP (each answer counts impressions): each request picks afresh from the
  // instance's list of live banners, and the counts reach the database in batches (docs/decisions/007).
  results.push(
    await load(
      `GET /api/banners/homepage (${BANNERS.toLocaleString('en-CA')} banners, counting impressions)`,
      {
        url: `${APP}/api/banners/homepage`,
        goal: BANNER_P99_GOAL_MS,
      },
    ),
  );
  // The squares of /auctions and /auctions/:id go through the same serving path.
  results.push(
    await load('GET /api/banners/placement/CATEGORY_PAGE (counting impressions)', {
      url: `${APP}/api/banners/placement/CATEGORY_PAGE`,
      goal: BANNER_P99_GOAL_MS,
    }),
  );
  if (ALL) {
    results.push(await load('GET /api/categories', { url: `${APP}/api/categories`, connections: 20 }));
    results.push(
      await load('POST /api/auth/login (argon2id verify)', {
        url: `${APP}/api/auth/login`,
        method: 'POST',
        connections: 4,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      }),
    );
  }
  await Promise.all([stop(server), stop(bare)]);
  printTable(results);
  return results;
}

function printTable(results) {
  const ceiling = results[0].requestsPerSecond;
  console.table(
    results.map((r) => ({
      route: r.title,
      'req/s': Math.round(r.requestsPerSecond),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'p99 goal': r.goal ? `< ${r.goal} ${r.p99 < r.goal ? 'met' : 'MISSED'}` : '',
      requests: r.total,
      'non-2xx/errors': r.failed,
      'of ceiling': `${((r.requestsPerSecond / ceiling) * 100).toFixed(1)}%`,
    })),
  );
}

try {
  console.log(
    `Benchmarking for ${DURATION} s each on 127.0.0.1 (2 cores shared by load and server), 10 connections on the auction routes…`,
  );
  const targets = [['PGlite']];
  const postgresUrl = await findPostgres();
  if (postgresUrl) targets.push(['PostgreSQL', postgresUrl]);
  let failed = false;
  for (const [target, adminUrl] of targets) {
    const results = await benchTarget(target, adminUrl);
    if (results.some((r) => r.failed > 0)) failed = true;
    const ceiling = results[0].requestsPerSecond;
    const search = results.find((r) => r.title.startsWith('GET /api/auctions?search=tractor'));
    const banners = results.find((r) => r.title.startsWith('GET /api/banners/homepage'));
    if (search) {
      console.log(
        `${target}: GET /api/auctions?search runs at ${(search.requestsPerSecond / ceiling).toFixed(3)} of the bare Fastify ceiling.`,
      );
    }
    if (!banners) continue;
    console.log(
      `${target}: GET /api/banners/homepage runs at ${Math.round(banners.requestsPerSecond)} requests/s, ${(banners.requestsPerSecond / ceiling).toFixed(3)} of the bare Fastify ceiling (p99 ${banners.p99} ms, goal < ${banners.goal} ms).`,
    );
  }
  if (!postgresUrl) {
    console.log(
      '\nNo PostgreSQL answered: set BENCH_DATABASE_URL=postgres://USER@HOST:5432/postgres to bench it too.',
    );
  }
  if (failed) {
    console.error('Some requests failed: the figures above are not trustworthy.');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await Promise.all([...children].map(stop));
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}
