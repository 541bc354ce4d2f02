import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@mariner/contracts';
import type { PageHead } from '@mariner/contracts/page-head';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonForScript } from './shell.ts';

/**
 * Issue 14 (docs/decisions/008): the web app's server entry (apps/web/src/entry-server.tsx, built to
 * apps/web/dist-server beside the browser's dist). The API only knows this much of it.
 */
interface ServerEntry {
  setPublicOrigin(origin: string): void;
  renderPage(request: {
    url: string;
    locale: Locale;
    fetchApi: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<RenderedPage & { unprefetched?: string[] }>;
}

/** A rendered page: its markup, the cache it was rendered from, and its head (docs/decisions/016). */
export interface RenderedPage {
  html: string;
  state: unknown;
  head?: PageHead;
}

export type PageRenderer = (request: FastifyRequest, url: URL, locale: Locale) => Promise<RenderedPage>;

/** Statuses whose answer has no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The page's API calls answered in-process by this same server (Fastify's inject: no socket, no
 * second trip through the network), as the visitor: their session cookie, their address.
 */
function apiOf(app: FastifyInstance, request: FastifyRequest) {
  return async (apiPath: string, init: RequestInit): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    // A page only reads while it renders; writes belong to the browser after hydration.
    if (method !== 'GET' || !apiPath.startsWith('/api/')) {
      throw new Error(`a server render may only read the API: ${method} ${apiPath}`);
    }
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
    const answer = await app.inject({ method: 'GET', url: apiPath, headers, remoteAddress: request.ip });
    const responseHeaders = new Headers();
    const type = answer.headers['content-type'];
    if (typeof type === 'string') responseHeaders.set('content-type', type);
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/** The server entry of a built web app, or null when only the browser's build is there. */
export async function loadPageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | null> {
  // Built beside the browser's build: apps/web/dist-server next to apps/web/dist.
  const entryFile = path.join(path.dirname(webDist), `${path.basename(webDist)}-server`, 'entry-server.js');
  if (!existsSync(entryFile)) {
    app.log.info({ entryFile }, 'no server entry built; public pages are rendered in the browser');
    return null;
  }
  // React picks its build from NODE_ENV when it is first loaded: left unset (npm start sets
  // nothing), every page would render with React's development build, about ten times slower.
  process.env.NODE_ENV ??= 'production';
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  entry.setPublicOrigin(new URL(app.config.publicUrl).origin);
  return async (request, url, locale) => {
    const page = await entry.renderPage({ url: url.href, locale, fetchApi: apiOf(app, request) });
    // Issue 26: a page renders once, with what its route's loader prefetched; a query it started
    // itself was rendered loading (the browser fetches it after hydrating). A bug in that route.
    if (page.unprefetched?.length) {
      request.log.warn(
        { url: url.pathname, queries: page.unprefetched },
        'page read data its loader did not prefetch',
      );
    }
    return page;
  };
}

/**
 * The shell with the rendered page inside `#root` and the query cache it was rendered from beside
 * it, as inert JSON (`<` written as \u003c, so user text cannot close the element).
 */
export function fillShell(shell: string, rendered: { html: string; state: unknown }): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) return shell;
  return shell.replace(
    root,
    () =>
      `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="ssr-state">${jsonForScript(rendered.state)}</script>`,
  );
}
