import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@mariner/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * An upload refused before its body was read (wrong field name, unknown auction, no permission)
 * must not leave the rest of the body unread: on a keep-alive connection the next request would
 * wait behind it for ever (issue 13, defect 1). A body of a plausible upload size is drained after
 * the answer, so the connection stays usable; anything larger, or of unknown length, closes it.
 */
const DRAIN_LIMIT_BYTES = UPLOAD_LIMITS.auctionImageBytes + 1024 * 1024;

const isUnread = (request: FastifyRequest) => request.isMultipart() && !request.raw.readableEnded;

const drainable = (request: FastifyRequest) => {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length <= DRAIN_LIMIT_BYTES;
};

export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_LIMITS.auctionImageBytes, files: 1, fields: 10, parts: 12 },
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (isUnread(request) && !drainable(request)) reply.header('connection', 'close');
      done(null, payload);
    });

    app.addHook('onResponse', (request, _reply, done) => {
      if (isUnread(request) && drainable(request)) {
        // The multipart parser may hold the request paused; detach it and let the rest flow away.
        request.raw.unpipe();
        request.raw.resume();
      }
      done();
    });
  },
  { name: 'multipart' },
);
