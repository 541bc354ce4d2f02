import {
  AuctionFeedQuery,
  ErrorResponse,
  FEED_LIMIT,
  FEED_MAX_AGE_SECONDS,
  IdParam,
  MESSAGES,
  SITE_NAME,
  singleLineText,
} from '@mariner/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors.ts';
import { requestLocale } from '../../plugins/locale.ts';
import { countAuctionEvent } from '../auction-stats/service.ts';
import { getAuction, listAuctions } from '../auctions/service.ts';
import { findUserById } from '../users/queries.ts';
import { auctionsCalendar, icsFileName } from './ics.ts';

const CALENDAR = 'text/calendar; charset=utf-8';
/** The 200 answer is the calendar text itself (text/calendar), sent as is. */
const errors = { 200: z.string().describe('text/calendar'), 400: ErrorResponse, 404: ErrorResponse };
const tags = ['calendar'];

const AUCTIONEER_FEED = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.ics$/i;

/** Feeds are the same for everyone, so any cache may keep one a few minutes. */
const sendFeed = (reply: FastifyReply, body: string) =>
  reply.type(CALENDAR).header('cache-control', `public, max-age=${FEED_MAX_AGE_SECONDS}`).send(body);

/**
 * Issue 17: an auction's `.ics`, and subscribable feeds of a search and of one auctioneer. Under
 * /api: calendars fetch them, search engines have no use for them.
 */
const calendarFeedsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config;

  app.get(
    '/auctions/:id/calendar.ics',
    { schema: { tags, params: IdParam, response: errors } },
    async (request, reply) => {
      const auction = await getAuction(app, request.user, request.params.id);
      const locale = requestLocale(request);
      const body = auctionsCalendar([auction], { name: auction.title, publicUrl, locale });
      // Issue 30 item 1: a download is a calendar add in the listing's statistics, so every one must
      // reach us: no cache keeps the file (it is one small auction, cheap to make again).
      await countAuctionEvent(app, auction.id, 'calendarAdds', {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      const caching = 'private, no-store';
      return reply
        .type(CALENDAR)
        .header('cache-control', caching)
        .header('content-disposition', `attachment; filename="${icsFileName(auction)}"`)
        .send(body);
    },
  );

  app.get(
    '/feeds/auctions.ics',
    { schema: { tags, querystring: AuctionFeedQuery, response: errors } },
    async (request, reply) => {
      const { auctions } = await listAuctions(app, null, { ...request.query, page: 1, limit: FEED_LIMIT });
      const locale = requestLocale(request);
      const name = request.query.search ? `${SITE_NAME}: ${request.query.search}` : `${SITE_NAME}: auctions`;
      return sendFeed(reply, auctionsCalendar(auctions, { name, publicUrl, locale, refreshSeconds: 3600 }));
    },
  );

  app.get(
    '/feeds/auctioneers/:file',
    { schema: { tags, params: z.object({ file: singleLineText(200) }), response: errors } },
    async (request, reply) => {
      const id = AUCTIONEER_FEED.exec(request.params.file)?.[1]?.toLowerCase();
      const seller = id ? await findUserById(app.db, id) : undefined;
      if (!id || !seller) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      const { auctions } = await listAuctions(app, null, {
        sellerId: id,
        sort: 'date',
        page: 1,
        limit: FEED_LIMIT,
      });
      const name = `${seller.companyName ?? SITE_NAME}: auctions`;
      const locale = requestLocale(request);
      return sendFeed(reply, auctionsCalendar(auctions, { name, publicUrl, locale, refreshSeconds: 3600 }));
    },
  );
};

export default calendarFeedsRoutes;
