import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * HTML and JSON answers compressed for the client (issue 14: nothing was): brotli where the client
 * takes it, else gzip, for answers over 1 KB. Brotli at quality 4, not its default 11: these are
 * made per request, and 11 costs far more time than the bytes it saves. Built assets are not
 * compressed here: they are served precompressed (plugins/web.ts).
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
