// Issue 29 item 5: the import of a 2,000-row sheet with 2,000 photos (decision 031). Starts the
// built API (apps/api/dist/server.js, or BENCH_SERVER) on a fresh PGlite in a temporary folder and
// sends one POST /api/auctions/{id}/lots/import of a CSV of BENCH_IMPORT_ROWS rows (2,000) and a ZIP
// of BENCH_IMPORT_PHOTOS photos (as many as rows; 0 measures the sheet and the database alone), the
// ZIP streamed from its file. The photos are 2,000 distinct JPEG files of BENCH_PHOTO_WIDTH × ¾
// (1,600 × 1,200, 300–600 KB, shaped like photographs: soft shapes under a fine grain), made from 40
// generated pictures, each file with its own comment segment (so no two have the same bytes or
// hash), and kept in BENCH_CACHE (/tmp/mariner-bench-lot-import-cache) for the next run.
// It reports the time, rows/s and photos/s, the server's CPU time (user + system, from /proc: what
// the import cost, comparable on a busy machine), its resident memory before and at its peak
// (VmHWM, and RSS sampled every 50 ms), the load average before and after, and the server's own
// timing of the import's phases (its "lot import" log line).
// The import runs as a job (decision 031, `?async=true`; BENCH_IMPORT_ASYNC=false sends the one long
// request instead): the time to the 202 answer (upload and rows checked) is reported, then the job is
// read every second until it ends, and the total time is to the job's end.
// `npm run bench:lot-import` from the repository root (builds the API first).
import { spawn } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = resolve(process.env.BENCH_SERVER ?? join(root, 'apps/api/dist/server.js'));
const PORT = Number(process.env.BENCH_PORT ?? 3205);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 2000);
const PHOTOS = Math.min(ROWS, Number(process.env.BENCH_IMPORT_PHOTOS ?? ROWS));
const WIDTH = Number(process.env.BENCH_PHOTO_WIDTH ?? 1600);
const ASYNC = process.env.BENCH_IMPORT_ASYNC !== 'false';
const HEIGHT = Math.round((WIDTH * 3) / 4);
const CACHE = resolve(process.env.BENCH_CACHE ?? join(tmpdir(), 'mariner-bench-lot-import-cache'));
const PICTURES = 40;
const APP = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' };

async function waitFor(url, timeoutMs = 600_000) {
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

/** A picture shaped like a photograph: a tiny noise image blown up (soft shapes) under a fine grain. */
async function picture(seed) {
  const shapes = await sharp({
    create: {
      width: 40,
      height: 30,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53) % 256 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const raw = { raw: { width: WIDTH, height: HEIGHT, channels: 3 } };
  const base = await sharp(shapes).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).raw().toBuffer();
  const grain = await sharp({
    create: {
      ...raw.raw,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 12 + (seed % 8) },
    },
  })
    .raw()
    .toBuffer();
  return sharp(base, raw)
    .composite([{ input: grain, ...raw, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The JPEG with a comment segment (FF FE) after its start marker: other bytes, the same pixels. */
function withComment(jpeg, text) {
  const comment = Buffer.from(text);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2)]);
}

/** The sheet and the archive, written once per (rows, photos, width) into the cache. */
async function inputs() {
  const folder = join(CACHE, `${ROWS}-rows-${PHOTOS}-photos-${WIDTH}`);
  const sheetPath = join(folder, 'lots.csv');
  const zipPath = join(folder, 'photos.zip');
  if (existsSync(sheetPath) && existsSync(zipPath)) return { sheetPath, zipPath };
  mkdirSync(folder, { recursive: true });
  console.log(`Writing ${ROWS} rows and ${PHOTOS} photos of ${WIDTH} × ${HEIGHT} into ${folder}…`);
  const lines = ['lot,title,description,estimate low,estimate high,quantity,photos'];
  for (let i = 1; i <= ROWS; i += 1) {
    const photo = i <= PHOTOS ? `lot-${i}.jpg` : '';
    lines.push(
      `${i},Lot ${i} of the bench,"A description of lot ${i}, with words to search",${i * 10},${i * 20},1,${photo}`,
    );
  }
  writeFileSync(sheetPath, `${lines.join('\r\n')}\r\n`);
  const pictures = [];
  for (let seed = 0; seed < Math.min(PICTURES, PHOTOS); seed += 1) pictures.push(await picture(seed));
  // Written under another name first: an interrupted run leaves no half archive in the cache.
  await writeZip(`${zipPath}.part`, PHOTOS, async (i) =>
    withComment(pictures[i % pictures.length], `bench photo ${i}`),
  );
  renameSync(`${zipPath}.part`, zipPath);
  return { sheetPath, zipPath };
}

/**
 * POSTs files as multipart/form-data, each streamed from disk, and waits for the answer however long
 * it takes: fetch (undici) gives up after 300 s without response headers, which a 2,000-photo
 * import exceeds.
 */
function postImport(path, headers, files) {
  const boundary = `----bench${Date.now()}`;
  const heads = files.map(
    (file, i) =>
      `${i ? '\r\n' : ''}--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = `\r\n--${boundary}--\r\n`;
  const length =
    heads.reduce((sum, head) => sum + Buffer.byteLength(head), 0) +
    files.reduce((sum, file) => sum + statSync(file.path).size, 0) +
    Buffer.byteLength(tail);
  return new Promise((resolve, reject) => {
    const req = request(
      `${APP}${path}`,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    (async () => {
      for (const [i, file] of files.entries()) {
        req.write(heads[i]);
        for await (const chunk of createReadStream(file.path)) {
          if (!req.write(chunk)) await new Promise((done) => req.once('drain', done));
        }
      }
      req.end(tail);
    })().catch(reject);
  });
}

/** Resident memory of a process now and its peak so far, in MB (Linux). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** CPU seconds (user + system, all threads) a process has used. */
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const { sheetPath, zipPath } = await inputs();

const work = mkdtempSync(join(tmpdir(), 'mariner-bench-lot-import-'));
const dataDir = join(work, 'data');
const server = spawn(process.execPath, [SERVER], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    // info: the import's own line with its phases' times.
    LOG_LEVEL: 'info',
    // The bench's photos are the only uploads: no quota in the way of 2,000 of them.
    UPLOAD_QUOTA_MB_PER_ACCOUNT: '100000',
  },
});
let phases;
createInterface({ input: server.stdout }).on('line', (line) => {
  if (line.includes('"lot import"')) phases = JSON.parse(line).phases;
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

  const zipMb = statSync(zipPath).size / 1024 / 1024;

  const loadBefore = loadAverage();
  const before = memoryOf(server.pid);
  const cpuBefore = cpuOf(server.pid);
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(server.pid).rss);
  }, 50);
  const started = performance.now();
  const response = await postImport(`/api/auctions/${id}/lots/import?async=${ASYNC}`, auth, [
    { field: 'sheet', path: sheetPath, name: 'lots.csv' },
    { field: 'zip', path: zipPath, name: 'photos.zip' },
  ]);
  const answerSeconds = (performance.now() - started) / 1000;
  let body = response.body;
  if (response.status === 202) {
    // The job: read every second, as the web app does every 1.5 s, until it ends.
    const jobUrl = `${APP}/api/auctions/${id}/lots/import/${body.jobId}`;
    let polls = 0;
    while (body.status === 'queued' || body.status === 'running') {
      await new Promise((done) => setTimeout(done, 1000));
      body = await (await fetch(jobUrl, { headers: auth })).json();
      polls += 1;
      if (polls % 30 === 0) console.log(`job ${body.status}: ${body.rowsDone} of ${body.rowsTotal} rows`);
    }
    if (body.status !== 'done')
      throw new Error(`job ended ${body.status}: ${JSON.stringify(body).slice(0, 500)}`);
  } else if (response.status !== 200) {
    throw new Error(`import answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryOf(server.pid);
  const cpu = cpuOf(server.pid) - cpuBefore;
  const round = (value, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
  console.log(`load average before ${loadBefore}, after ${loadAverage()} (${process.env.BENCH_NOTE ?? ''})`);
  console.table([
    {
      rows: ROWS,
      photos: PHOTOS,
      'zip MB': Math.round(zipMb),
      created: body.created,
      errors: body.errors.length,
      'answer s': round(answerSeconds),
      seconds: round(seconds),
      'rows/s': round(ROWS / seconds),
      'photos/s': round(PHOTOS / seconds, 2),
      'server CPU s': round(cpu),
      'CPU ms a photo': PHOTOS ? Math.round((cpu * 1000) / PHOTOS) : '',
      'RSS before MB': Math.round(before.rss),
      'RSS peak MB (sampled)': Math.round(peakRss),
      'VmHWM MB': Math.round(after.peak),
    },
  ]);
  // A job logs its phases once its folder is removed, a moment after it reads as done.
  for (let waited = 0; !phases && waited < 5000; waited += 100)
    await new Promise((done) => setTimeout(done, 100));
  if (phases) console.log('server phases (ms):', JSON.stringify(phases));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);
