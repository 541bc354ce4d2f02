import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { multipart, png } from '../../test/uploads.ts';
import { createS3Storage, StorageConfigError } from './s3.ts';

/** Issue 15: uploads in an S3-compatible bucket, served by the API or from UPLOADS_PUBLIC_URL. */

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

const keyOf = (url: string) => url.replace(/^.*?(logos\/)/, 'logos/');

async function uploadLogo(t: TestApp) {
  const token = await loginAs(t.app, (await createUser(t.db)).user);
  const body = multipart(await png(120, 80));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/upload-logo',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { url: response.json().url as string, token };
}

describe('S3 storage without UPLOADS_PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { s3: { bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1' } },
    });
  });
  afterAll(() => t.close());

  it('writes the upload to the bucket with its type and long-lived caching, and serves it at /uploads/', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const { url } = await uploadLogo(t);
    expect(url).toMatch(/^\/uploads\/logos\/[0-9a-f-]+\/[0-9a-f]{32}\.webp$/);
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: keyOf(url) }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const stored = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: keyOf(url) }));
    expect(
      Buffer.from(await (stored.Body?.transformToByteArray() ?? Promise.resolve(new Uint8Array()))),
    ).toEqual(served.rawPayload);
  });

  it('answers 404 for a missing object and for an address that is not a key of ours', async () => {
    for (const url of [
      '/uploads/logos/nobody/0f.webp',
      '/uploads/../../etc/passwd',
      '/uploads/%2e%2e/x.webp',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('deletes the object when the logo is removed', async () => {
    const user = (await createUser(t.db)).user;
    const token = await loginAs(t.app, user);
    const body = multipart(await png(90, 90, 200));
    const { url } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/users/upload-logo',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      })
    ).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/logo`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    await expect(
      s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: keyOf(url) })),
    ).rejects.toThrow();
  });
});

describe('S3 storage with UPLOADS_PUBLIC_URL', () => {
  let t: TestApp;
  const CDN = 'https://cdn.mariner.example/uploads';
  beforeAll(async () => {
    t = await createTestApp({
      config: { s3: { bucket: s3.bucket, endpoint: s3.endpoint }, uploadsPublicUrl: CDN },
    });
  });
  afterAll(() => t.close());

  it('gives out addresses on the public base, recognises them as its own, and lets the CSP show them', async () => {
    const { url } = await uploadLogo(t);
    expect(url.startsWith(`${CDN}/logos/`)).toBe(true);
    expect(t.app.storage.keyOfUrl(url)).toBe(keyOf(url));
    expect(t.app.storage.keyOfUrl('https://elsewhere.example/uploads/logos/a/b.webp')).toBeNull();
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-security-policy']).toContain('img-src');
    expect(page.headers['content-security-policy']).toContain('https://cdn.mariner.example');
  });
});

describe('a start that cannot reach the bucket', () => {
  it('stops with a message naming the settings, for a wrong endpoint or a missing bucket', async () => {
    const wrongEndpoint = await createS3Storage({ bucket: s3.bucket, endpoint: 'http://127.0.0.1:9' }).catch(
      (error: unknown) => error,
    );
    expect(wrongEndpoint).toBeInstanceOf(StorageConfigError);
    expect((wrongEndpoint as Error).message).toContain('S3_ENDPOINT');
    const missing = await createS3Storage({ bucket: 'no-such-bucket', endpoint: s3.endpoint }).catch(
      (error: unknown) => error,
    );
    expect(missing).toBeInstanceOf(StorageConfigError);
    expect((missing as Error).message).toMatch(/S3_BUCKET "no-such-bucket".*does not exist/);
  });
});
