import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';

/**
 * Issue 14: public pages come rendered by the web app's server entry, which reads the API in
 * process as the visitor; the API's side of that contract, with a stand-in entry (the real one is
 * covered by apps/web/src/entry-server.test.tsx and the journeys).
 */

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Generic title</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const ENTRY = `
export function setPublicOrigin(origin) { globalThis.__ssrOrigin = origin; }
export async function renderPage({ url, locale, fetchApi }) {
  const address = new URL(url);
  if (address.pathname === '/no-such-page-boom') throw new Error('the render failed');
  const session = await (await fetchApi('/api/auth/session', { headers: { accept: 'application/json' } })).json();
  let write = 'allowed';
  try { await fetchApi('/api/auth/logout', { method: 'POST' }); } catch { write = 'refused'; }
  const who = session.user ? session.user.email : 'visitor';
  return {
    html: '<p>rendered ' + address.pathname + ' in ' + locale + ' for ' + who + ', write ' + write + '</p>',
    state: { title: '</script><script>alert(1)</script>' },
  };
}
`;

let t: TestApp;
let webDist: string;

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'mm-web-'));
  await writeFile(path.join(webDist, 'index.html'), SHELL);
  await mkdir(`${webDist}-server`);
  await writeFile(path.join(`${webDist}-server`, 'entry-server.js'), ENTRY);
  t = await createTestApp({ webDist, config: { publicUrl: 'https://mariner.example' } });
});

afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
  await rm(`${webDist}-server`, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('puts the rendered page in #root and its state beside it as inert JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });

    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('<p>rendered /about in en for visitor, write refused</p>');
    const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    expect(state).toBe('{"title":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}');
    expect(res.body).not.toContain('<script>alert(1)');
    expect((globalThis as { __ssrOrigin?: string }).__ssrOrigin).toBe('https://mariner.example');
  });

  it('reads the API as the visitor, with their session', async () => {
    const { user } = await createUser(t.db, { email: 'reader@ssr.example' });
    const cookie = `${SESSION_COOKIE}=${await loginAs(t.app, user)}`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/fr/a-propos',
      headers: { accept: 'text/html', cookie },
    });

    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe(`<p>rendered /fr/a-propos in fr for ${user.email}, write refused</p>`);
  });

  it('leaves private pages to the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });

    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('renders the not-found page with its 404, and answers the shell when a render fails', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)).toBe('<p>rendered /no-such-page in en for visitor, write refused</p>');

    const failed = await t.app.inject({
      method: 'GET',
      url: '/no-such-page-boom',
      headers: { accept: 'text/html' },
    });
    expect(failed.statusCode).toBe(404);
    expect(rootOf(failed.body)).toBe('');
    expect(failed.body).not.toContain('ssr-state');
  });
});
