import {
  ApproveAllByUserRequest,
  ApproveAllByUserResponse,
  AuctionListQuery,
  AuctionListResponse,
  AuctionResponse,
  AuctionResultsRequest,
  CalendarDayQuery,
  CalendarMonthQuery,
  CalendarMonthResponse,
  CalendarQuery,
  CalendarResponse,
  ChangeEventStatusRequest,
  CreateAuctionRequest,
  CreateAuctionResponse,
  ErrorResponse,
  FeaturedImageResponse,
  FlyerQuery,
  GalleryImageResponse,
  IdParam,
  IsSavedResponse,
  MESSAGES,
  MyAuctionsResponse,
  SaveAuctionResponse,
  SavedAuctionsQuery,
  SavedAuctionsResponse,
  SavedIdsQuery,
  SavedIdsResponse,
  SuccessResponse,
  UPLOAD_LIMITS,
  UpdateAuctionRequest,
} from '@mariner/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/auth.ts';
import { requirePaymentMethodToBuy } from '../payment-methods/service.ts';
import { registerReviewRoutes } from '../reviews/routes.ts';
import { withAccountImageSlot } from '../uploads/image-work.ts';
import { readUploadedFile } from '../uploads/read-upload.ts';
import { calendarDay, calendarMonth } from './calendar-service.ts';
import { changeEventStatus } from './event-status.ts';
import { auctionFlyer } from './flyer-service.ts';
import { addGalleryImage, setFeaturedImage } from './image-service.ts';
import { assertMayListFor, createAuction, deleteAuction, updateAuction } from './listing-service.ts';
import { setAuctionResults } from './results-service.ts';
import { approveAllOfSeller, reviewAuction } from './review-service.ts';
import {
  findSavedIds,
  isAuctionSaved,
  listSavedAuctions,
  saveAuction,
  unsaveAuction,
} from './saved-service.ts';
import { getAuctionAnswer, listAuctions, listCalendarAuctions, listMyAuctions } from './service.ts';

/** Shared caches (a CDN) may keep a visitor's answer 30 s; browsers always ask again. */
export const PUBLIC_READ_CACHING = 'public, max-age=0, s-maxage=30';

/**
 * Lists a CDN may keep briefly for visitors (ARCHITECTURE "Scaling"); a signed-in answer is the
 * user's own (an admin's carries sellers' names), so it is never stored by shared caches. Browsers
 * get max-age=0: a visitor who searched before an auction was approved, or who has just signed
 * in, must not be shown their own stale copy.
 */
const setListCaching = (request: FastifyRequest, reply: FastifyReply) => {
  reply.header('vary', 'cookie, authorization');
  reply.header('cache-control', request.user ? 'private, no-cache' : PUBLIC_READ_CACHING);
};

const readAuctionImage = (request: FastifyRequest) => () =>
  readUploadedFile(request, {
    maxBytes: UPLOAD_LIMITS.auctionImageBytes,
    tooLargeMessage: MESSAGES.auctionImageTooLarge,
  });

const auctionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = {
    400: ErrorResponse,
    401: ErrorResponse,
    403: ErrorResponse,
    404: ErrorResponse,
    409: ErrorResponse,
  };
  const uploadErrors = { ...errors, 413: ErrorResponse, 415: ErrorResponse };
  const tags = ['auctions'];

  // --- static paths first (the router prefers them to /:id anyway; declared here for the reader)

  app.get(
    '/',
    { schema: { tags, querystring: AuctionListQuery, response: { 200: AuctionListResponse, ...errors } } },
    async (request, reply) => {
      setListCaching(request, reply);
      return listAuctions(app, request.user, request.query);
    },
  );

  app.get(
    '/calendar',
    { schema: { tags, querystring: CalendarQuery, response: { 200: CalendarResponse, ...errors } } },
    async (request, reply) => {
      setListCaching(request, reply);
      return listCalendarAuctions(app.db, request.query);
    },
  );

  // The calendar page's own calls: the month's grid, then the day picked (spec 000 §2's two titles
  // and '+N more' a day), so a month of thousands of auctions is not sent whole.
  app.get(
    '/calendar/month',
    {
      schema: { tags, querystring: CalendarMonthQuery, response: { 200: CalendarMonthResponse, ...errors } },
    },
    async (request, reply) => {
      setListCaching(request, reply);
      return calendarMonth(app, request.query.month);
    },
  );

  app.get(
    '/calendar/day',
    { schema: { tags, querystring: CalendarDayQuery, response: { 200: CalendarResponse, ...errors } } },
    async (request, reply) => {
      setListCaching(request, reply);
      return calendarDay(app, request.query.day);
    },
  );

  app.get(
    '/my-auctions',
    { preValidation: app.requireUser, schema: { tags, response: { 200: MyAuctionsResponse, ...errors } } },
    async (request) => ({ auctions: await listMyAuctions(app.db, signedIn(request)) }),
  );

  app.get(
    '/saved',
    {
      preValidation: app.requireUser,
      schema: { tags, querystring: SavedAuctionsQuery, response: { 200: SavedAuctionsResponse, ...errors } },
    },
    async (request) => listSavedAuctions(app.db, signedIn(request), request.query),
  );

  app.post(
    '/approve-all-by-user',
    {
      preValidation: app.requireAdmin,
      schema: { tags, body: ApproveAllByUserRequest, response: { 200: ApproveAllByUserResponse, ...errors } },
    },
    async (request) => approveAllOfSeller(app, signedIn(request), request.body.userId),
  );

  app.post(
    '/',
    {
      preValidation: app.requireSeller,
      schema: { tags, body: CreateAuctionRequest, response: { 201: CreateAuctionResponse, ...errors } },
    },
    async (request, reply) => {
      const actor = signedIn(request);
      assertMayListFor(actor, request.body.sellerId);
      await requirePaymentMethodToBuy(app.db, app.payments, actor, 'LISTING_FEE');
      reply.code(201);
      return createAuction(app, actor, request.body);
    },
  );

  // --- one auction

  app.get(
    '/:id',
    { schema: { tags, params: IdParam, response: { 200: AuctionResponse, ...errors } } },
    async (request) => getAuctionAnswer(app, request.user, request.params.id),
  );

  // Issue 28, item 4: the printable flyer, readable by whoever may read the auction.
  app.get(
    '/:id/flyer.pdf',
    {
      schema: {
        tags,
        params: IdParam,
        querystring: FlyerQuery,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The auction’s one-page flyer as a PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const { pdf, isPublic } = await auctionFlyer(app, request.user, request.params.id, {
        locale: request.query.lang ?? 'en',
        origin: app.config.publicUrl,
      });
      // A public flyer is the same for everyone: a CDN may keep it five minutes (drawing it is
      // image work); an unpublished one is its seller's and an admin's only.
      reply.header('vary', 'cookie, authorization');
      reply.header('cache-control', isPublic ? 'public, max-age=300, s-maxage=300' : 'private, no-store');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="flyer-${request.params.id}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/:id/event-status',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        params: IdParam,
        body: ChangeEventStatusRequest,
        response: { 200: AuctionResponse, ...errors },
      },
    },
    async (request) => ({
      auction: await changeEventStatus(app, signedIn(request), request.params.id, request.body, {
        publicUrl: app.config.publicUrl,
      }),
    }),
  );

  app.put(
    '/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        params: IdParam,
        body: UpdateAuctionRequest,
        response: { 200: AuctionResponse, ...errors },
      },
    },
    async (request) => ({
      auction: await updateAuction(app, app.storage, signedIn(request), request.params.id, request.body),
    }),
  );

  // Issue 28, item 6: the results of a sale that has ended (the full edit stays for the listing).
  app.put(
    '/:id/results',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        params: IdParam,
        body: AuctionResultsRequest,
        response: { 200: AuctionResponse, ...errors },
      },
    },
    async (request) => ({
      auction: await setAuctionResults(app, signedIn(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      preValidation: app.requireUser,
      schema: { tags, params: IdParam, response: { 200: SuccessResponse, ...errors } },
    },
    async (request) => {
      await deleteAuction(app, app.storage, signedIn(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/:id/featured-image',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        params: IdParam,
        consumes: ['multipart/form-data'],
        response: { 200: FeaturedImageResponse, ...uploadErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return withAccountImageSlot(user.id, () =>
        setFeaturedImage(app, app.storage, user, request.params.id, readAuctionImage(request)),
      );
    },
  );

  app.post(
    '/:id/images',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        params: IdParam,
        consumes: ['multipart/form-data'],
        response: { 200: GalleryImageResponse, ...uploadErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return withAccountImageSlot(user.id, () =>
        addGalleryImage(app, app.storage, user, request.params.id, readAuctionImage(request)),
      );
    },
  );

  app.get(
    '/saved-ids',
    { schema: { tags, querystring: SavedIdsQuery, response: { 200: SavedIdsResponse, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return findSavedIds(app.db, request.user, request.query.ids);
    },
  );

  app.get(
    '/:id/is-saved',
    { schema: { tags, params: IdParam, response: { 200: IsSavedResponse, ...errors } } },
    async (request) => isAuctionSaved(app.db, request.user, request.params.id),
  );

  app.post(
    '/:id/save',
    {
      preValidation: app.requireUser,
      schema: { tags, params: IdParam, response: { 200: SaveAuctionResponse, ...errors } },
    },
    async (request) => saveAuction(app.db, signedIn(request), request.params.id),
  );

  app.delete(
    '/:id/save',
    {
      preValidation: app.requireUser,
      schema: { tags, params: IdParam, response: { 200: SaveAuctionResponse, ...errors } },
    },
    async (request) => unsaveAuction(app.db, signedIn(request), request.params.id),
  );

  // --- admin review (spec 001 §2 Pending Auctions)

  // Issue 31 item 1: several pending auctions decided at once, each by reviewAuction alone.
  registerReviewRoutes(
    app,
    { kind: 'auction', response: AuctionResponse, tags, errors },
    (admin, id, decision, rejection) => reviewAuction(app, app.payments, admin, id, decision, rejection),
  );
};

export default auctionsRoutes;
