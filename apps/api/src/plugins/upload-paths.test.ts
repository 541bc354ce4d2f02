import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawConnection } from '../test/raw-http.ts';
import { createTestApp, type TestApp } from '../test/test-db.ts';

/**
 * Issue 25, defect 9: a traversal or otherwise malformed address under /uploads/, sent raw (curl's
 * --path-as-is: not normalised by the client), is bad input: a 4xx, never a 500, and never a file
 * from outside the uploads folder.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  // Something to find if an address escaped the uploads folder: DATA_DIR/db/PG_VERSION.
  await mkdir(path.join(t.config.dataDir, 'db'), { recursive: true });
  await writeFile(path.join(t.config.dataDir, 'db', 'PG_VERSION'), '17\n');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

async function rawGet(target: string) {
  const connection = await RawConnection.open(port);
  try {
    connection.send(`GET ${target} HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n`);
    return await connection.read();
  } finally {
    connection.close();
  }
}

describe('addresses under /uploads/ that are not a stored key', () => {
  const addresses = [
    '/uploads/../db/PG_VERSION',
    '/uploads/../../etc/passwd',
    '/uploads//etc/passwd',
    '/uploads///etc/passwd',
    '/uploads/%2e%2e/db/PG_VERSION',
    '/uploads/%2E%2E%2Fdb%2FPG_VERSION',
    '/uploads/..%2fdb%2fPG_VERSION',
    '/uploads/..%5cdb%5cPG_VERSION',
    '/uploads/..\\db\\PG_VERSION',
    '/uploads/logos%00/x.webp',
    '/uploads/logos/x.webp%00.png',
    '/uploads/%c0%ae%c0%ae/db/PG_VERSION',
    '/uploads/%',
    '/uploads/%zz',
    // The same class on the other file-like addresses.
    '/share-cards/../db/PG_VERSION',
    '/share-cards/auctions/..%2f..%2fdb%2fPG_VERSION',
    '/assets/../db/PG_VERSION',
    '//db/PG_VERSION',
  ];
  for (const address of addresses) {
    it(`answers ${address} with a 4xx and no file`, async () => {
      const answer = await rawGet(address);
      expect(answer.status, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.status, answer.body).toBeLessThan(500);
      expect(answer.body).not.toContain('17');
    });
  }
});
