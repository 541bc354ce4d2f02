// npm run bench: starts the built server on a fresh seeded database, loads it with autocannon on
// loopback only, and prints requests/s and p50/p99 latency beside a bare Fastify route (the ceiling).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const APP_PORT = 3200;
const BARE_PORT = 3201;
const APP = `http://127.0.0.1:${APP_PORT}`;
const BARE = `http://127.0.0.1:${BARE_PORT}`;

const children = [];
const dataDir = mkdtempSync(join(tmpdir(), 'mariner-bench-'));

function start(script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs = 60_000) {
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

function cleanUp() {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

function load(title, options) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ duration: DURATION, connections: 20, ...options }, (error, result) => {
      if (error) return reject(error);
      const wrong = result.non2xx + result.errors + result.timeouts;
      resolvePromise({
        title,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        total: result.requests.total,
        failed: wrong,
      });
    });
  });
}

try {
  start(join(root, 'apps/api/dist/server.js'), {
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: 'bench-admin-password',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  start(join(here, 'bare-server.mjs'), { PORT: String(BARE_PORT) });
  await Promise.all([waitFor(`${APP}/api/health`), waitFor(`${BARE}/bare`)]);

  const account = { email: 'bench-user@bench.test', password: 'bench-user-password' };
  const registered = await fetch(`${APP}/api/auth/register`, {
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
  if (registered.status !== 201) throw new Error(`could not register the bench user: ${registered.status}`);

  console.log(`Benchmarking for ${DURATION} s each on 127.0.0.1 (2 cores shared by load and server)…\n`);
  const results = [];
  results.push(await load('bare Fastify GET /bare (ceiling)', { url: `${BARE}/bare` }));
  results.push(await load('GET /api/categories', { url: `${APP}/api/categories` }));
  results.push(
    await load('POST /api/auth/login (argon2id verify)', {
      url: `${APP}/api/auth/login`,
      method: 'POST',
      connections: 4,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    }),
  );

  const ceiling = results[0].requestsPerSecond;
  const rows = results.map((r) => ({
    route: r.title,
    'req/s': Math.round(r.requestsPerSecond),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    requests: r.total,
    'non-2xx/errors': r.failed,
    'of ceiling': `${((r.requestsPerSecond / ceiling) * 100).toFixed(1)}%`,
  }));
  console.table(rows);
  const categories = results[1].requestsPerSecond;
  console.log(
    `GET /api/categories runs at ${(categories / ceiling).toFixed(3)} of the bare Fastify ceiling.`,
  );
  if (results.some((r) => r.failed > 0)) {
    console.error('Some requests failed: the figures above are not trustworthy.');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  cleanUp();
}
