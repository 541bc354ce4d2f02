import {
  AuctionStatsQuery,
  AuctionStatsResponse,
  ErrorResponse,
  GoogleCalendarQuery,
  IdParam,
  MyAuctionsStatsResponse,
  OutboundQuery,
} from '@mariner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/auth.ts';
import { requestLocale } from '../../plugins/locale.ts';
import {
  auctionStats,
  googleCalendarAddress,
  myAuctionsStats,
  outboundAddress,
  recordShare,
  recordView,
  type Visitor,
} from './service.ts';

const visitorOf = (request: FastifyRequest): Visitor => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Counted answers must reach the server every time: no cache may answer for it. */
const NO_STORE = 'no-store';

/**
 * Issue 30 item 1: the listing statistics calls, under /api/auctions. The counting calls answer
 * 204 (beacons) or 302 (counted links); the stats are for the auction's seller and admins.
 */
const auctionStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auction statistics'];
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
  const beaconAnswers = { 204: z.null(), 404: ErrorResponse, 429: ErrorResponse, 400: ErrorResponse };

  app.post(
    '/:id/views',
    { schema: { tags, params: IdParam, response: beaconAnswers } },
    async (request, reply) => {
      await recordView(app, request.params.id, visitorOf(request));
      return reply.header('cache-control', NO_STORE).code(204).send(null);
    },
  );

  app.post(
    '/:id/shares',
    { schema: { tags, params: IdParam, response: beaconAnswers } },
    async (request, reply) => {
      await recordShare(app, request.params.id, visitorOf(request));
      return reply.header('cache-control', NO_STORE).code(204).send(null);
    },
  );

  app.get(
    '/:id/out',
    { schema: { tags, params: IdParam, querystring: OutboundQuery, response: errors } },
    async (request, reply) => {
      const address = await outboundAddress(
        app,
        request.user,
        request.params.id,
        request.query.to,
        visitorOf(request),
      );
      return reply.header('cache-control', NO_STORE).redirect(address, 302);
    },
  );

  app.get(
    '/:id/google-calendar',
    { schema: { tags, params: IdParam, querystring: GoogleCalendarQuery, response: errors } },
    async (request, reply) => {
      const locale = request.query.lang ?? requestLocale(request);
      const address = await googleCalendarAddress(
        app,
        request.user,
        request.params.id,
        locale,
        visitorOf(request),
        app.config.publicUrl,
      );
      return reply.header('cache-control', NO_STORE).redirect(address, 302);
    },
  );

  app.get(
    '/my-auctions/stats',
    {
      preValidation: app.requireSeller,
      schema: { tags, querystring: AuctionStatsQuery, response: { 200: MyAuctionsStatsResponse, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return myAuctionsStats(app.db, signedIn(request), request.query);
    },
  );

  app.get(
    '/:id/stats',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        params: IdParam,
        querystring: AuctionStatsQuery,
        response: { 200: AuctionStatsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return auctionStats(app.db, signedIn(request), request.params.id, request.query);
    },
  );
};

export default auctionStatsRoutes;
