import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createLocalStorage, type LocalFileSystem } from './local.ts';

/**
 * Issue 25, defect 7: with the disk full, no upload is left as an empty or partial file at its
 * address, no temporary file stays behind, and an empty file is never served as an image.
 */

/** Writes half of the bytes, then fails as a full disk does. */
const fullDisk: LocalFileSystem = {
  async writeFile(file, data) {
    await writeFile(file, data.subarray(0, Math.floor(data.length / 2)));
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  },
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'mm-local-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the local driver on a full disk', () => {
  it('fails the write, leaves nothing at the address and removes its temporary file', async () => {
    const storage = createLocalStorage(root, fullDisk);
    const key = 'logos/user-1/0123456789abcdef.webp';
    await expect(storage.put(key, Buffer.alloc(4096, 1), 'image/webp')).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    expect(await readdir(path.join(root, 'logos', 'user-1'))).toEqual([]);
    expect(await storage.read(key)).toBeNull();
  });

  it('keeps the previous file whole when a write over it fails', async () => {
    const key = 'logos/user-2/0123456789abcdef.webp';
    await createLocalStorage(root).put(key, Buffer.from('whole file'), 'image/webp');
    await expect(
      createLocalStorage(root, fullDisk).put(key, Buffer.alloc(64, 2), 'image/webp'),
    ).rejects.toThrow('ENOSPC');
    expect(await readFile(path.join(root, key), 'utf8')).toBe('whole file');
    expect(await readdir(path.join(root, 'logos', 'user-2'))).toEqual(['0123456789abcdef.webp']);
  });

  it('writes a file whole when the disk has room', async () => {
    const storage = createLocalStorage(root);
    const key = 'banners/user-3/abc.webp';
    await storage.put(key, Buffer.from('picture bytes'), 'image/webp');
    expect(await readFile(path.join(root, key), 'utf8')).toBe('picture bytes');
    expect(await readdir(path.join(root, 'banners', 'user-3'))).toEqual(['abc.webp']);
  });
});

describe('an empty file left under uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not an object to the driver and is answered 404, not 200 empty', async () => {
    const key = 'logos/user-4/0000aaaa.webp';
    await mkdir(path.join(t.config.uploadsDir, 'logos', 'user-4'), { recursive: true });
    await writeFile(path.join(t.config.uploadsDir, key), '');
    expect(await t.app.storage.read(key)).toBeNull();
    const answer = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  it('still serves a stored file with its type and long-lived caching', async () => {
    const key = 'logos/user-4/1111bbbb.webp';
    await t.app.storage.put(key, Buffer.from('RIFF....WEBP'), 'image/webp');
    const answer = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['content-length']).toBe('12');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
