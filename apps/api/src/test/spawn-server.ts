import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { PGLITE_EXTENSIONS } from '../db/client.ts';

/**
 * The real server as a separate process (src/server.ts through tsx), for tests of what only a
 * process shows: SIGTERM, several instances side by side. Logs are kept for failure messages.
 */
export interface SpawnedServer {
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  logs(): string;
  stop(): Promise<void>;
}

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** By dump file: a watch run makes a new dump (perhaps of new migrations) for each re-run. */
const migratedPgliteDirs = new Map<string, Promise<string>>();

/**
 * The run's migrated database (global-setup.ts) as a PGlite data folder, written once per worker.
 * A server started on an empty DATA_DIR creates its database and applies every migration first:
 * about 7 of a spawned server's 24 s of CPU on a busy two-core machine (issue 26 item 9).
 */
function migratedPgliteFolder(dumpFile: string): Promise<string> {
  let folder = migratedPgliteDirs.get(dumpFile);
  if (!folder) {
    folder = (async () => {
      // Beside the dump, so global-setup's teardown removes it (a worker is not sure to see 'exit').
      const dir = await mkdtemp(path.join(path.dirname(dumpFile), 'spawned-template-'));
      const dump = await readFile(dumpFile);
      const client = await PGlite.create(dir, {
        loadDataDir: new Blob([dump]),
        extensions: PGLITE_EXTENSIONS,
      });
      await client.close();
      return dir;
    })();
    migratedPgliteDirs.set(dumpFile, folder);
  }
  return folder;
}

export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mm-spawned-'));
  // On PGlite the server opens DATA_DIR/db (db/client.ts createDatabase), already migrated here.
  const dumpFile = inject('pgliteDumpFile');
  if (!env.DATABASE_URL && dumpFile)
    await cp(await migratedPgliteFolder(dumpFile), path.join(dataDir, 'db'), { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      S3_BUCKET: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_SECONDS: '0',
      ADMIN_EMAIL: 'admin@spawned.test',
      ADMIN_PASSWORD: 'spawned-admin-password',
      // Tests register many accounts from 127.0.0.1, and a shared Redis keeps the count between runs.
      RATE_LIMIT_REGISTER_PER_HOUR: '100000',
      // The built-in test processor, said out loud: a NODE_ENV=production shell would refuse it.
      PAYMENTS_MODE: 'test',
      // No test of a spawned server reads a page: where apps/web/dist exists (any machine that has
      // built), serving it would load the server-render bundle into every spawned server.
      SERVE_WEB: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: SpawnedServer = {
    port,
    url,
    child,
    exited,
    logs: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`server did not become healthy:\n${output}`);
}
