// Server CPU time per rendered page (issue 26), robust to a busy machine: the server's own CPU
// (from /proc) over a fixed set of requests, each page different (no page cache), four at a time.
// Usage: node bench/cpu-per-page.mjs <built server.js> <data dir> (a copy of a database filled by
// generate-auctions.mjs; the server writes to it). ONLY=auction|search, PAGES=<count>, NODE_ARGS=<node flags>,
// START_SECONDS=<how long the server may take to start>.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { benchServerEnv } from './server-env.mjs';

const [serverJs, dataDir] = process.argv.slice(2);
const PORT = Number(process.env.PORT_UNDER_TEST ?? 3981);
const APP = `http://127.0.0.1:${PORT}`;
const COUNT = Number(process.env.PAGES ?? 400);
const child = spawn(
  process.execPath,
  [...(process.env.NODE_ARGS ? process.env.NODE_ARGS.split(' ') : []), serverJs],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: benchServerEnv({ port: PORT, dataDir }),
  },
);
const cpuMs = () => {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
// A busy machine may take minutes to start the server (START_SECONDS, 60 by default); one that did
// not start is stopped, not left holding the port and the data folder.
const startBy = Date.now() + Number(process.env.START_SECONDS ?? 60) * 1000;
for (;;) {
  try {
    if ((await fetch(`${APP}/api/health`)).ok) break;
  } catch {}
  if (Date.now() > startBy) {
    child.kill('SIGTERM');
    throw new Error('server did not start');
  }
  await new Promise((r) => setTimeout(r, 250));
}
const ids = [];
for (let page = 1; page <= 10; page++)
  ids.push(
    ...(await (await fetch(`${APP}/api/auctions?limit=100&page=${page * 3}`)).json()).auctions.map(
      (a) => a.id,
    ),
  );
const words = ['tractor', 'piano', 'chair', 'boat', 'tools', 'lamp', 'quilt', 'clock'];
const sets = {
  // A parameter no page reads (`v`): rendered every time, never kept in the page cache (decision 009).
  'auction pages': (n) => `/auctions/${ids[n % ids.length]}?v=${n}`,
  'search pages': (n) => `/auctions?search=${words[n % words.length]}&page=${1 + (n % 3)}&v=${n}`,
};
async function run(name, address) {
  // Warm up (JIT, caches of reference data), then measure.
  await Promise.all(
    Array.from({ length: 20 }, (_, n) =>
      fetch(`${APP}${address(n + 5000)}`, { headers: { accept: 'text/html' } }).then((r) => r.text()),
    ),
  );
  const before = cpuMs();
  const started = performance.now();
  let next = 0;
  const latencies = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < COUNT) {
        const n = next++;
        const t = performance.now();
        const response = await fetch(`${APP}${address(n)}`, { headers: { accept: 'text/html' } });
        await response.text();
        if (!response.ok) throw new Error(`${address(n)} answered ${response.status}`);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const cpu = cpuMs() - before;
  latencies.sort((a, b) => a - b);
  console.log(
    `${name}: ${(cpu / COUNT).toFixed(2)} ms server CPU per page, ${(COUNT / ((performance.now() - started) / 1000)).toFixed(0)} pages/s, p50 ${latencies[Math.floor(COUNT / 2)].toFixed(0)} ms, p99 ${latencies[Math.floor(COUNT * 0.99)].toFixed(0)} ms`,
  );
}
try {
  for (const [name, address] of Object.entries(sets))
    if (!process.env.ONLY || name.startsWith(process.env.ONLY)) await run(name, address);
} finally {
  child.kill('SIGTERM');
}
