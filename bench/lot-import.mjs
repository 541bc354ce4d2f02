// Issue 29 item 5: the import of a 2,000-row sheet with 2,000 photos (decision 031). Starts the
// built API (apps/api/dist/server.js, or BENCH_SERVER) on a fresh PGlite in a temporary folder,
// writes BENCH_IMPORT_ROWS rows (2,000) and as many JPEG photos (BENCH_PHOTO_WIDTH × …, noisy so they
// do not shrink to nothing) into a CSV and a ZIP on disk, sends them in one
// POST /api/auctions/{id}/lots/import (the ZIP streamed from its file), and reports the time and the
// server's resident memory: before, the peak while importing (sampled every 50 ms from
// /proc/<pid>/status), and the archive's size, to show the archive is never held in memory.
// `npm run bench:lot-import` from the repository root (after `npm run build -w @mariner/api`).
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  mkdtempSync,
  openAsBlob,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = resolve(process.env.BENCH_SERVER ?? join(root, 'apps/api/dist/server.js'));
const PORT = Number(process.env.BENCH_PORT ?? 3205);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 2000);
const WIDTH = Number(process.env.BENCH_PHOTO_WIDTH ?? 1600);
const HEIGHT = Math.round((WIDTH * 3) / 4);
const APP = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' };

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

/** Writes a ZIP of stored entries to `path` one photo at a time (the bench holds one in memory). */
async function writeZip(path, count, photoOf) {
  const out = createWriteStream(path);
  const write = (buffer) => new Promise((done) => (out.write(buffer) ? done() : out.once('drain', done)));
  const centrals = [];
  let offset = 0;
  for (let i = 1; i <= count; i += 1) {
    const name = Buffer.from(`photos/lot-${i}.jpg`);
    const content = await photoOf(i);
    const crc = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    await write(Buffer.concat([local, name, content]));
    offset += local.length + name.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  await write(Buffer.concat([directory, end]));
  await new Promise((done) => out.end(done));
}

/** Resident memory of a process now and its peak so far, in MB (Linux). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const work = mkdtempSync(join(tmpdir(), 'mariner-bench-lot-import-'));
const dataDir = join(work, 'data');
const server = spawn(process.execPath, [SERVER], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // The bench's photos are the only uploads: no quota in the way of 2,000 of them.
    UPLOAD_QUOTA_MB_PER_ACCOUNT: '100000',
  },
});
try {
  await waitFor(`${APP}/api/health`);
  const login = await fetch(`${APP}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const auth = { authorization: `Bearer ${(await login.json()).token}` };
  const categories = await (await fetch(`${APP}/api/categories`)).json();
  const start = Date.now() + 20 * 86_400_000;
  const created = await fetch(`${APP}/api/auctions`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Bench import of a large catalogue',
      description: 'Two thousand lots with a photo each, imported from one sheet and one archive.',
      categoryId: categories[0].id,
      location: 'Truro, NS',
      province: 'NS',
      auctionStartDate: new Date(start).toISOString(),
      auctionEndDate: new Date(start + 86_400_000).toISOString(),
    }),
  });
  if (created.status !== 201)
    throw new Error(`auction create answered ${created.status}: ${await created.text()}`);
  const { id } = await created.json();

  console.log(`Writing ${ROWS} rows and ${ROWS} photos of ${WIDTH} × ${HEIGHT}…`);
  const sheetPath = join(work, 'lots.csv');
  const lines = ['lot,title,description,estimate low,estimate high,quantity,photos'];
  for (let i = 1; i <= ROWS; i += 1) {
    lines.push(
      `${i},Lot ${i} of the bench,"A description of lot ${i}, with words to search",${i * 10},${i * 20},1,lot-${i}.jpg`,
    );
  }
  writeFileSync(sheetPath, `${lines.join('\r\n')}\r\n`);
  const zipPath = join(work, 'photos.zip');
  await writeZip(zipPath, ROWS, (i) =>
    sharp({
      create: {
        width: WIDTH,
        height: HEIGHT,
        channels: 3,
        background: { r: i % 256, g: 90, b: 150 },
        noise: { type: 'gaussian', mean: 120, sigma: 20 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer(),
  );
  const zipMb = statSync(zipPath).size / 1024 / 1024;

  const form = new FormData();
  form.append('sheet', await openAsBlob(sheetPath), 'lots.csv');
  form.append('zip', await openAsBlob(zipPath), 'photos.zip');
  const before = memoryOf(server.pid);
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(server.pid).rss);
  }, 50);
  const started = performance.now();
  const response = await fetch(`${APP}/api/auctions/${id}/lots/import`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const body = await response.json();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (response.status !== 200)
    throw new Error(`import answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
  console.table([
    {
      rows: ROWS,
      photos: ROWS,
      'zip MB': Math.round(zipMb),
      created: body.created,
      errors: body.errors.length,
      seconds: Math.round(seconds * 10) / 10,
      'ms a row': Math.round((seconds * 1000) / ROWS),
      'server RSS before MB': Math.round(before.rss),
      'server RSS peak while importing MB': Math.round(peakRss),
    },
  ]);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(work, { recursive: true, force: true });
}
