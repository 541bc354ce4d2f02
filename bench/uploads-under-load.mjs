// Issue 25, defect 5: login and file serving while large uploads run. Starts the built API
// (apps/api/dist/server.js, or BENCH_SERVER) on a fresh PGlite in a temporary folder, keeps 12
// uploads of a 16,000 × 3,000 PNG in flight (from 6 free accounts, two each) for BENCH_SECONDS,
// and meanwhile measures POST /api/auth/login and GET of a stored upload with autocannon.
// `npm run bench:uploads` from the repository root (after `npm run build -w @mariner/api`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import sharp from 'sharp';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = resolve(process.env.BENCH_SERVER ?? join(root, 'apps/api/dist/server.js'));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3204);
const APP = `http://127.0.0.1:${PORT}`;
const UPLOADS_IN_FLIGHT = 12;
const ACCOUNTS = 6;

async function waitFor(url, timeoutMs = 120_000) {
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

async function register(index) {
  const account = { email: `uploader-${index}@bench.test`, password: 'bench-user-password' };
  const response = await fetch(`${APP}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, firstName: 'Bench', lastName: `Uploader ${index}` }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return { ...account, token: (await response.json()).token };
}

function uploadForm(picture, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([picture], { type: 'image/png' }), 'wide.png');
  return form;
}

function measure(title, options) {
  return new Promise((done, fail) => {
    autocannon({ duration: DURATION, ...options }, (error, result) => {
      if (error) return fail(error);
      done({
        route: title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'max ms': result.latency.max,
        requests: result.requests.total,
        'non-2xx/errors': result.non2xx + result.errors + result.timeouts,
      });
    });
  });
}

async function underUploads(wide, accounts, fileUrl) {
  // Twelve uploads kept in flight until the measurements end, two per account.
  let stopping = false;
  const answers = new Map();
  const keepUploading = async (account) => {
    while (!stopping) {
      const started = performance.now();
      const response = await fetch(`${APP}/api/users/upload-logo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${account.token}` },
        body: uploadForm(wide),
      }).catch(() => null);
      await response?.arrayBuffer();
      const status = response?.status ?? 'error';
      const seen = answers.get(status) ?? { count: 0, totalMs: 0 };
      answers.set(status, { count: seen.count + 1, totalMs: seen.totalMs + performance.now() - started });
      // A refused upload (429, 413, 503) would otherwise spin; a client waits a moment and tries again.
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
  };
  const uploaders = Array.from({ length: UPLOADS_IN_FLIGHT }, (_, i) =>
    keepUploading(accounts[i % ACCOUNTS]),
  );
  await new Promise((r) => setTimeout(r, 500));
  const login = await measure('POST /api/auth/login (argon2id) while 12 large uploads run', {
    url: `${APP}/api/auth/login`,
    method: 'POST',
    connections: 4,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: accounts[1].email, password: accounts[1].password }),
  });
  const files = await measure('GET /uploads/… (a stored logo) while 12 large uploads run', {
    url: fileUrl,
    connections: 10,
  });
  stopping = true;
  await Promise.all(uploaders);
  console.table([login, files]);
  console.table(
    [...answers].map(([status, { count, totalMs }]) => ({
      'upload answer': status,
      count,
      'mean ms': Math.round(totalMs / count),
    })),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'mariner-bench-uploads-'));
const server = spawn(process.execPath, [SERVER], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: 'bench-admin-password',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  },
});
try {
  await waitFor(`${APP}/api/health`);
  const accounts = await Promise.all(Array.from({ length: ACCOUNTS }, (_, i) => register(i)));
  // The served file belongs to an account that uploads nothing else, so no upload replaces it.
  const owner = await register(ACCOUNTS);
  const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0b3954' } })
    .png()
    .toBuffer();
  const logo = await fetch(`${APP}/api/users/upload-logo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: uploadForm(small),
  });
  if (!logo.ok) throw new Error(`logo upload answered ${logo.status}`);
  const fileUrl = `${APP}${(await logo.json()).url}`;

  // The file (16,000 × 3,000, refused from its header now), then the largest a logo may be.
  for (const [width, height] of [
    [16_000, 3_000],
    [8_000, 3_000],
  ]) {
    const wide = await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 150 } } })
      .png()
      .toBuffer();
    console.log(`\n${width} × ${height} PNG of ${Math.round(wide.length / 1024)} KB, 12 uploads in flight:`);
    await underUploads(wide, accounts, fileUrl);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
