// Server CPU time per admin request (issue 31), robust to a busy machine: the built server's own CPU
// (from /proc) over a fixed number of sequential requests of each admin row of the bench, after a
// warm-up, answers uncompressed as autocannon asks them.
//   node bench/cpu-per-admin.mjs <built server.js> <data dir>
// The data dir is a copy of a filled database: `--fill` first makes one there (a start to migrate,
// then generate-auctions, generate-banners and generate-users as the bench does). On PostgreSQL,
// DATABASE_URL names the (filled) database and the data dir holds only uploads.
// REQUESTS=<count, 150>, ONLY=<part of a row's name>, NODE_ARGS=<node flags, e.g. --cpu-prof>,
// PORT_UNDER_TEST=<port, 3981>, ROUNDS=<times each row is measured, 2>.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { generateAuctions } from './generate-auctions.mjs';
import { generateBanners } from './generate-banners.mjs';
import { generateUsers } from './generate-users.mjs';
import { benchServerEnv } from './server-env.mjs';

const [serverJs, dataDir] = process.argv.slice(2);
const PORT = Number(process.env.PORT_UNDER_TEST ?? 3981);
const APP = `http://127.0.0.1:${PORT}`;
const COUNT = Number(process.env.REQUESTS ?? 150);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const DATABASE_URL = process.env.DATABASE_URL ?? '';
const USERS = Number(process.env.BENCH_USERS ?? 100_000);

function start() {
  return spawn(
    process.execPath,
    [...(process.env.NODE_ARGS ? process.env.NODE_ARGS.split(' ') : []), serverJs],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...benchServerEnv({ port: PORT, dataDir }), DATABASE_URL },
    },
  );
}

async function started(child) {
  const by = Date.now() + Number(process.env.START_SECONDS ?? 180) * 1000;
  for (;;) {
    try {
      if ((await fetch(`${APP}/api/health`)).ok) return;
    } catch {}
    if (Date.now() > by) {
      child.kill('SIGTERM');
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

const stopped = (child) =>
  new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGTERM');
  });

if (process.argv.includes('--fill')) {
  mkdirSync(dataDir, { recursive: true });
  const child = start();
  await started(child);
  await stopped(child);
  const t = Date.now();
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const query = (text) => client.query(text);
    await generateAuctions(query, { count: 10_000 });
    await generateBanners(query, { count: 10_000 });
    await generateUsers(query, { count: USERS });
    await client.end();
  } else {
    const db = await PGlite.create(join(dataDir, 'db'), {
      extensions: { pg_trgm, unaccent, cube, earthdistance },
    });
    const query = (text) => db.exec(text);
    await generateAuctions(query, { count: 10_000 });
    await generateBanners(query, { count: 10_000 });
    await generateUsers(query, { count: USERS });
    await db.close();
  }
  console.log(`filled in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  process.exit(0);
}

const child = start();
const cpuMs = () => {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
await started(child);
const { token } = await (
  await fetch(`${APP}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@bench.test', password: 'bench-admin-password' }),
  })
).json();
// As autocannon asks: no accept-encoding (fetch would ask for gzip, and the server would compress).
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
const rows = {
  session: () => '/api/auth/session',
  'Users tab': () => '/api/users?limit=50',
  'Users e-mail search': (n) => `/api/users?limit=50&search=bench-user-${1 + ((n * 7919) % USERS)}%40`,
  'Users SELLER in NB': () => '/api/users?limit=50&role=SELLER&province=NB',
  'pending queue, oldest': () => '/api/auctions?status=PENDING&limit=50&sort=oldest',
  'pending queue, seller search': () => '/api/auctions?status=PENDING&limit=50&search=bench-seller-42%40',
};
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`load ${loadAverage()}`);
for (const [name, address] of Object.entries(rows)) {
  if (process.env.ONLY && !name.includes(process.env.ONLY)) continue;
  const figures = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (let n = 0; n < 20; n++) {
      const response = await fetch(`${APP}${address(n + 5000)}`, { headers });
      if (!response.ok) throw new Error(`${address(n)} answered ${response.status}`);
      await response.arrayBuffer();
    }
    const before = cpuMs();
    for (let n = 0; n < COUNT; n++) {
      const response = await fetch(`${APP}${address(n)}`, { headers });
      await response.arrayBuffer();
    }
    figures.push(((cpuMs() - before) / COUNT).toFixed(2));
  }
  console.log(`${name}: ${figures.join(', ')} ms server CPU per request`);
}
console.log(`load ${loadAverage()}`);
await stopped(child);
