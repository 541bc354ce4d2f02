import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers up to this size are compressed in one call (below). */
export const COMPRESS_IN_ONE_CALL_BYTES = 256 * 1024;

/**
 * HTML and JSON answers compressed for the client (issue 14: nothing was): brotli where the client
 * takes it, else gzip, for answers over 1 KB. Brotli at quality 4, not its default 11: these are
 * made per request, and 11 costs far more time than the bytes it saves. Built assets are not
 * compressed here: they are served precompressed (plugins/web.ts).
 *
 * Issue 26 item 7: an answer already in memory (a rendered page, a JSON answer) of up to 256 KiB is
 * compressed in one call, not through a compression stream. @fastify/compress streams anything over
 * 8 KiB on a 2-core machine (its `syncThreshold`), so every rendered page (40–110 KB) paid a zlib
 * stream, a Readable over the string and a pipeline: about a fifth of a varied search page's server
 * CPU in a profile, against ~0.3–0.5 ms to compress the same page in one call (gzip 6 or brotli 4).
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
      syncThreshold: COMPRESS_IN_ONE_CALL_BYTES,
    });
  },
  { name: 'compression' },
);
