import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './plugins/auth.ts';
import { bearer, createUser, loginAs } from './test/factories.ts';
import { createTestApp, type TestApp } from './test/test-db.ts';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'mm-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Mariner</title><div id="root"></div>',
  );
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("hi")');
  t = await createTestApp({
    webDist,
    beforeReady: (app) => {
      app.get('/api/test-only/boom', async () => {
        throw new Error('secret internal detail at /srv/db password=hunter2');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('error model', () => {
  it('answers an unknown API route with the JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: MESSAGES.routeNotFound });
  });

  it('hides the cause of a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'INTERNAL', message: MESSAGES.internalError });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('stack');
  });

  it('answers 403 for a seller on a superadmin-only action', async () => {
    const { user } = await createUser(t.db);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/00000000-0000-4000-8000-000000000000/logo',
      headers: bearer(await loginAs(t.app, user)),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'FORBIDDEN', message: MESSAGES.forbidden });
  });

  it('refuses a JSON body over 1 MiB with 413 and an unknown content type with 415', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.ca', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge });

    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedMediaType });
  });

  it('echoes a safe x-request-id and replaces an unsafe one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security', () => {
  it('sends a strict CSP and the other security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('gives another origin no CORS permission', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses a cookie-carried write from another site, but not a bearer one or a same-site one', async () => {
    const { user } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example' },
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ error: 'FORBIDDEN', message: MESSAGES.crossSiteRequestRefused });
    // The session survived the refused request.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(session.json().user?.id).toBe(user.id);

    const crossSiteLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: user.email, password: 'irrelevant' },
    });
    expect(crossSiteLogin.statusCode).toBe(403);

    const sameSite = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { origin: t.config.publicUrl },
      cookies: { [SESSION_COOKIE]: token },
      payload: { firstName: 'Marilla', lastName: 'Cuthbert', companyName: 'Green Gables' },
    });
    expect(sameSite.statusCode).toBe(200);

    const viaBearer = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { origin: 'https://evil.example', ...bearer(token) },
      payload: { firstName: 'Marilla', lastName: 'Cuthbert', companyName: 'Green Gables' },
    });
    expect(viaBearer.statusCode).toBe(200);
  });

  it('serves the API docs under the same CSP without inline scripts', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/users/profile']),
    );
  });
});

describe('web app', () => {
  it('falls back to index.html without caching for a page address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves the app for a page address to a client that accepts anything, like curl', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/terms?x=1', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    const missingFile = await t.app.inject({
      method: 'GET',
      url: '/robots-old.txt',
      headers: { accept: '*/*' },
    });
    expect(missingFile.statusCode).toBe(404);
  });

  it('serves index.html at / without caching and hashed assets forever', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps misses that are not pages as JSON 404s', async () => {
    const missingAsset = await t.app.inject({
      method: 'GET',
      url: '/assets/nope.js',
      headers: { accept: '*/*' },
    });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().error).toBe('NOT_FOUND');
    const missingUpload = await t.app.inject({
      method: 'GET',
      url: '/uploads/x.webp',
      headers: { accept: 'text/html' },
    });
    expect(missingUpload.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/about', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });
});
