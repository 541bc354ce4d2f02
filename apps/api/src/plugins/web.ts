import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@mariner/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_PREFIX } from './storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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

/**
 * Serves uploads (content-hashed names, so cached forever), the built web app when `webDist` exists
 * (hashed /assets/* forever, index.html never without revalidation) and the SPA fallback; every other
 * miss is the JSON 404 of the one error model.
 */
export default fp<{ webDist?: string | undefined }>(
  async (app, { webDist }) => {
    await app.register(fastifyStatic, {
      root: app.config.uploadsDir,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE);
        // Uploads are re-encoded images; never let a browser guess another type.
        reply.header('x-content-type-options', 'nosniff');
      },
    });

    const hasWeb = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
    if (webDist && hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        // One route per built file (the build happens before start); every other path is the 404 handler's.
        wildcard: false,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          const relative = path.relative(webDist, filePath).split(path.sep).join('/');
          if (relative.startsWith('assets/')) reply.header('cache-control', IMMUTABLE);
          else if (relative === 'index.html') reply.header('cache-control', 'no-cache');
          else reply.header('cache-control', 'public, max-age=3600');
        },
      });
    } else if (webDist) {
      app.log.info({ webDist }, 'web app not built; serving the API only');
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (hasWeb && isPageRequest(request)) {
        await reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .sendFile('index.html');
        return reply;
      }
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send({ error: 'NOT_FOUND', message: MESSAGES.routeNotFound });
    });
  },
  { name: 'web', dependencies: ['db', 'errors', 'storage'] },
);
