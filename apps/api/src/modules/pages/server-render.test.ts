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
export async function renderPage({ url, locale, readApi }) {
  globalThis.__renders = (globalThis.__renders ?? 0) + 1;
  const address = new URL(url);
  if (address.pathname === '/no-such-page-boom') throw new Error('the render failed');
  const session = (await readApi('/api/auth/session')).body;
  let outside = 'allowed';
  try { await readApi('/robots.txt'); } catch { outside = 'refused'; }
  const who = session.user ? session.user.email : 'visitor';
  if (address.pathname === '/login' && session.user) return { redirect: '/dashboard' };
  // Issue 26: the page's head comes with its render (the route module's head).
  const head = address.pathname === '/advertise'
    ? { status: 404, lang: locale, title: 'Headed </title> & rendered', description: 'From the route', canonical: 'https://mariner.example/advertise',
        ogType: 'website', image: { url: 'https://mariner.example/og-card.png', alt: 'card' }, jsonLd: [{ name: '</script>' }], noindex: true }
    : undefined;
  return {
    head,
    html: '<p>rendered ' + address.pathname + address.search + ' in ' + locale + ' for ' + who + ', outside /api ' + outside + '</p>',
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
    expect(rootOf(res.body)).toBe('<p>rendered /about in en for visitor, outside /api refused</p>');
    const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    expect(state).toBe('{"title":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}');
    expect(res.body).not.toContain('<script>alert(1)');
    expect((globalThis as { __ssrOrigin?: string }).__ssrOrigin).toBe('https://mariner.example');
  });

  it('answers a redirect the render asks for (someone signed in on /login), with nothing kept', async () => {
    const { user } = await createUser(t.db, { email: 'redirected@ssr.example' });
    const cookie = `${SESSION_COOKIE}=${await loginAs(t.app, user)}`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html', cookie },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
    expect(res.headers['cache-control']).toBe('no-cache');
    const visitor = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(visitor.statusCode).toBe(200);
    expect(rootOf(visitor.body)).toContain('rendered /login in en for visitor');
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
    expect(rootOf(res.body)).toBe(
      `<p>rendered /fr/a-propos in fr for ${user.email}, outside /api refused</p>`,
    );
  });

  it.each(['/dashboard', '/my', '/fr/mon-espace'])(
    'leaves a private page to the browser: %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toBe('');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    },
  );

  it('renders a public page that is not indexed, an empty calendar month, without keeping it', async () => {
    const visit = () =>
      t.app.inject({ method: 'GET', url: '/calendar?month=2099-12', headers: { accept: 'text/html' } });
    const first = await visit();

    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<meta name="robots" content="noindex" />');
    expect(rootOf(first.body)).toBe(
      '<p>rendered /calendar?month=2099-12 in en for visitor, outside /api refused</p>',
    );
    const renders = (globalThis as { __renders?: number }).__renders ?? 0;
    await visit();
    expect((globalThis as { __renders?: number }).__renders).toBe(renders + 1);
  });

  it('renders the not-found page with its 404, and answers the shell when a render fails', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)).toBe(
      '<p>rendered /no-such-page in en for visitor, outside /api refused</p>',
    );

    const failed = await t.app.inject({
      method: 'GET',
      url: '/no-such-page-boom',
      headers: { accept: 'text/html' },
    });
    expect(failed.statusCode).toBe(404);
    expect(rootOf(failed.body)).toBe('');
    expect(failed.body).not.toContain('ssr-state');
  });

  it('writes the head and status the render gives, and keeps no page it marks noindex', async () => {
    const visit = () => t.app.inject({ method: 'GET', url: '/advertise', headers: { accept: 'text/html' } });
    const res = await visit();

    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Headed &#60;/title&#62; &#38; rendered</title>');
    expect(res.body).toContain('<meta name="description" content="From the route" />');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain(
      '<script type="application/ld+json">{"name":"\\u003c/script\\u003e"}</script>',
    );
    expect(res.body).not.toContain('Generic title');
    const renders = (globalThis as { __renders?: number }).__renders ?? 0;
    await visit();
    expect((globalThis as { __renders?: number }).__renders).toBe(renders + 1);
  });
});

describe('pages kept for visitors not signed in', () => {
  const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;
  const visit = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('answers repeated visits from one render, and renders every signed-in visit', async () => {
    const before = renders();
    const first = await visit('/pricing');
    const [second, third] = await Promise.all([visit('/pricing'), visit('/pricing')]);
    expect(renders()).toBe(before + 1);
    expect(second.body).toBe(first.body);
    expect(third.statusCode).toBe(200);

    const { user } = await createUser(t.db, { email: 'member@ssr.example' });
    const cookie = `${SESSION_COOKIE}=${await loginAs(t.app, user)}`;
    const counted = renders();
    const mine = await visit('/pricing', cookie);
    await visit('/pricing', cookie);
    expect(renders()).toBe(counted + 2);
    expect(rootOf(mine.body)).toContain(user.email);
  });

  it('renders and keeps a page by its address without tracking tags: one render for every shared click', async () => {
    const before = renders();
    const first = await visit('/terms?fbclid=IwAR0one&utm_source=facebook');
    const second = await visit('/terms?fbclid=IwAR0two');
    const plain = await visit('/terms');
    expect(renders()).toBe(before + 1);
    expect(rootOf(first.body)).toContain('rendered /terms in en');
    expect(second.body).toBe(first.body);
    expect(plain.body).toBe(first.body);
    const searched = await visit('/terms?page=2&gclid=x');
    expect(renders()).toBe(before + 2);
    expect(rootOf(searched.body)).toContain('rendered /terms?page=2 in en');
  });

  it('forgets every page after a write through the API, never after a refused one or a sign-in', async () => {
    await visit('/privacy');
    const kept = renders();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody' },
    });
    expect(refused.statusCode).toBe(400);
    const { user, password } = await createUser(t.db, { email: 'writer@ssr.example' });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    expect(signedIn.statusCode).toBe(200);
    await visit('/privacy');
    expect(renders()).toBe(kept);

    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'reader@ssr.example', source: 'footer' },
    });
    expect(subscribed.statusCode).toBe(200);
    await visit('/privacy');
    expect(renders()).toBe(kept + 1);
  });

  it('keeps neither a shell answered after a failed render nor a signed-in page', async () => {
    await visit('/no-such-page-boom');
    const failedOnce = renders();
    const again = await visit('/no-such-page-boom');
    expect(renders()).toBe(failedOnce + 1);
    expect(rootOf(again.body)).toBe('');
  });
});
