import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isLocale, localeFromAcceptLanguage, MESSAGES, ROUTES, withoutTracking } from '@mariner/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readAppChunks } from '../modules/pages/app-chunks.ts';
import { headWithoutRender, isRenderedPage, languageOf } from '../modules/pages/fallback-head.ts';
import { pageCacheKey, type RenderedAnswer } from '../modules/pages/page-cache.ts';
import {
  fillShell,
  isRedirectedPage,
  loadPageRenderer,
  type PageRenderer,
} from '../modules/pages/server-render.ts';
import { renderShell, withAppChunks, withTestModeRibbon } from '../modules/pages/shell.ts';
import { SESSION_COOKIE } from './auth.ts';
import { paymentsModeOf } from './payments/index.ts';
import { IMMUTABLE, UPLOADS_PREFIX } from './storage/index.ts';

/** An address that looks like a page (/about, /auctions/123), not a file (/assets/x.js, /robots.txt). */
const looksLikePage = (url: string): boolean => {
  const pathname = url.split('?')[0] ?? '';
  return !pathname.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(pathname);
};

/**
 * A GET for a page of the single-page app (not the API, not an upload): a browser asking for HTML, or
 * any client (curl, a link checker) asking for a page-like address. A missing file stays a 404.
 */
const isPageRequest = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/') &&
  request.url !== '/api' &&
  !request.url.startsWith(UPLOADS_PREFIX) &&
  ((request.headers.accept ?? '').includes('text/html') || looksLikePage(request.url));

/** Nobody signed in: the page is the one every such visitor gets (modules/pages/page-cache.ts). */
const isAnonymous = (request: FastifyRequest): boolean =>
  !request.cookies[SESSION_COOKIE] && !request.headers.authorization;

/**
 * Serves uploads (content-hashed names, so cached forever), the built web app when `webDist` exists
 * (hashed /assets/* forever, index.html never without revalidation) and the SPA fallback; every other
 * miss is the JSON 404 of the one error model.
 */
export default fp<{ webDist?: string | undefined }>(
  async (app, { webDist }) => {
    // One route for both drivers: the address must be one of our keys (storage.read refuses any
    // other), so a traversal, a doubled slash, a backslash or a NUL is a plain 404, never a file
    // outside the uploads folder nor a 500 (issue 25, defect 9). Issue 15: without
    // UPLOADS_PUBLIC_URL the bucket's objects are streamed through the API at these same addresses.
    app.get(`${UPLOADS_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const object = await app.storage.read(key);
      if (!object) {
        return reply
          .code(404)
          .type('application/json; charset=utf-8')
          .send({ error: 'NOT_FOUND', message: MESSAGES.notFound });
      }
      reply
        .header('cache-control', IMMUTABLE)
        // Uploads are re-encoded images; never let a browser guess another type.
        .header('x-content-type-options', 'nosniff')
        .type(object.contentType);
      if (object.length !== undefined) reply.header('content-length', object.length);
      return reply.send(object.body);
    });

    const hasWeb = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
    if (webDist && hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        // One route per built file (the build happens before start); every other path is the 404 handler's.
        wildcard: false,
        // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
        preCompressed: true,
        // `/` is a page like the others: its head is written per request by the not-found handler.
        index: false,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          const relative = path.relative(webDist, filePath).split(path.sep).join('/');
          if (relative.startsWith('assets/')) reply.header('cache-control', IMMUTABLE);
          else reply.header('cache-control', 'public, max-age=3600');
        },
      });
    } else if (webDist) {
      app.log.info({ webDist }, 'web app not built; serving the API only');
    }

    // The app's shell, read once; each page answer gets its own head (issue 14).
    const built =
      webDist && hasWeb
        ? withAppChunks(await readFile(path.join(webDist, 'index.html'), 'utf8'), readAppChunks(webDist))
        : '';
    const shell = paymentsModeOf(app.payments) === 'test' ? withTestModeRibbon(built) : built;
    // Issue 14: public pages (and the not-found page) come rendered; private ones stay the shell.
    const renderPage: PageRenderer | null = webDist && hasWeb ? await loadPageRenderer(app, webDist) : null;
    /**
     * Issue 26 item 3: a private page is not rendered here, but its head is its route module's, as
     * the browser will name its tab (its title in the page's language, from its loader's data
     * where it names a record). Never kept (not indexed); a failure leaves the site's name.
     */
    const privateHeadOf = async (request: FastifyRequest, url: URL) => {
      if (!renderPage) return null;
      try {
        return await renderPage.headOf(request, url, languageOf(url));
      } catch (error) {
        request.log.error(
          { err: error, url: url.pathname },
          "a private page's head failed; answering the site's",
        );
        return null;
      }
    };
    const answerPage = async (
      request: FastifyRequest,
      url: URL,
    ): Promise<{ answer: RenderedAnswer; keep: boolean }> => {
      // Issue 26 (docs/decisions/016): a rendered page's head (and status) is its route module's,
      // computed by the render from the data it was rendered from; the API reads nothing for it.
      if (renderPage && isRenderedPage(url)) {
        try {
          const rendered = await renderPage.render(request, url, languageOf(url));
          // Only someone signed in is sent elsewhere, and their pages are never kept.
          if (isRedirectedPage(rendered)) {
            return { answer: { status: 302, html: '', location: rendered.redirect }, keep: false };
          }
          const head = rendered.head ?? headWithoutRender(url, app.config.publicUrl);
          // Only pages a search engine may index are kept: any address is a not-found page, any
          // month a calendar page (noindex outside the listed months), so keeping those would let
          // anyone fill it.
          return {
            answer: { status: head.status, html: fillShell(renderShell(shell, head), rendered) },
            keep: !head.noindex,
          };
        } catch (error) {
          // The browser can still render the page itself from the shell. A shell answered because a
          // render failed is not kept: the next visitor gets another try.
          request.log.error({ err: error, url: url.pathname }, 'server render failed; answering the shell');
          const head = headWithoutRender(url, app.config.publicUrl);
          return { answer: { status: head.status, html: renderShell(shell, head) }, keep: false };
        }
      }
      const head = (await privateHeadOf(request, url)) ?? headWithoutRender(url, app.config.publicUrl);
      return { answer: { status: head.status, html: renderShell(shell, head) }, keep: !head.noindex };
    };

    const notFound = (reply: FastifyReply) =>
      reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send({ error: 'NOT_FOUND', message: MESSAGES.routeNotFound });

    // Pages are a route, not the not-found handler, so their HTML is compressed like any answer.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (!hasWeb || !isPageRequest(request)) return notFound(reply);
      // A click's tracking tags change nothing on the page: rendered and kept without them, so
      // every click on a shared link is answered from one render (the browser drops them too).
      const url = withoutTracking(new URL(request.url, app.config.publicUrl));
      // Issue 16: a first visit to the home page is answered in the visitor's language; a choice
      // made with the language switch (the `lang` cookie) wins over the browser's.
      if (url.pathname === '/') {
        reply.header('vary', 'Accept-Language, Cookie');
        const chosen = request.cookies.lang;
        const wanted = isLocale(chosen)
          ? chosen
          : localeFromAcceptLanguage(request.headers['accept-language']);
        if (wanted === 'fr') {
          return reply.header('cache-control', 'no-cache').redirect(`${ROUTES.home.fr}${url.search}`, 302);
        }
      }
      const key = pageCacheKey(url);
      const { status, html, location } =
        isAnonymous(request) && key
          ? await app.pageCache.remember(key, () => answerPage(request, url))
          : (await answerPage(request, url)).answer;
      if (location) return reply.header('cache-control', 'no-cache').redirect(location, 302);
      return reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    });

    app.setNotFoundHandler(async (_request: FastifyRequest, reply: FastifyReply) => notFound(reply));
  },
  { name: 'web', dependencies: ['db', 'errors', 'storage', 'auth', 'page-cache', 'payments'] },
);
