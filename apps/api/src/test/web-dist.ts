import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The web app's server entry, as source: vitest compiles it as it would any module under test. */
const WEB_SERVER_ENTRY = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));

export interface WebDist {
  /** What `createTestApp({ webDist })` takes. */
  webDist: string;
  remove(): Promise<void>;
}

/**
 * A built web app for a test: `shell` as its index.html and, beside it (dist-server), a server entry
 * that is the web app's own (apps/web/src/entry-server.tsx), so pages are rendered and headed by
 * their route modules exactly as in production (issue 26, docs/decisions/016), without a build.
 */
export async function createWebDist(shell: string): Promise<WebDist> {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'mm-web-'));
  await writeFile(path.join(webDist, 'index.html'), shell);
  await mkdir(`${webDist}-server`);
  await writeFile(
    path.join(`${webDist}-server`, 'entry-server.js'),
    `export * from ${JSON.stringify(pathToFileURL(WEB_SERVER_ENTRY).href)};\n`,
  );
  return {
    webDist,
    remove: async () => {
      await rm(webDist, { recursive: true, force: true });
      await rm(`${webDist}-server`, { recursive: true, force: true });
    },
  };
}
