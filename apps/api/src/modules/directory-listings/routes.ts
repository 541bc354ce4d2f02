import {
  AdminDirectoryListingsQuery,
  AdminDirectoryListingsResponse,
  CreateDirectoryListingRequest,
  CreateDirectoryListingResponse,
  DIRECTORY_SERVICE_CATEGORIES,
  DirectoryCategoriesResponse,
  DirectoryListingResponse,
  DirectoryLogoResponse,
  DirectoryStatsResponse,
  ErrorResponse,
  IdParam,
  MESSAGES,
  MyDirectoryListingsResponse,
  StatsQuery,
  UPLOAD_LIMITS,
  UpdateDirectoryListingRequest,
} from '@mariner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/auth.ts';
import { attachment } from '../advertiser-stats/period.ts';
import { forgetAuctionReads } from '../auctions/public-cache.ts';
import { requirePaymentMethodToBuy } from '../payment-methods/service.ts';
import { registerReviewRoutes } from '../reviews/routes.ts';
import { withAccountImageSlot } from '../uploads/image-work.ts';
import { readUploadedFile } from '../uploads/read-upload.ts';
import { listDirectoryReviewQueue, resubmitDirectoryListing, reviewDirectoryListing } from './review.ts';
import {
  createDirectoryListing,
  listMyDirectoryListings,
  updateDirectoryListing,
  uploadDirectoryLogo,
} from './service.ts';
import { directoryStatsCsv, directoryStatsFileName, getDirectoryListingStats } from './stats.ts';

/** The multipart field `logo` (spec 001 §7), at most 5 MB ('Logo must be less than 5MB'). */
const readLogo = (request: FastifyRequest) =>
  readUploadedFile(request, {
    maxBytes: UPLOAD_LIMITS.logoBytes,
    tooLargeMessage: MESSAGES.logoTooLarge,
    fieldNames: ['logo'],
  });

/** Spec 001 §7 /directory-listings: the categories, create, logo, and the user's own listings. */
const directoryListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = {
    400: ErrorResponse,
    401: ErrorResponse,
    403: ErrorResponse,
    404: ErrorResponse,
    409: ErrorResponse,
  };
  const tags = ['directory-listings'];

  app.get(
    '/categories/list',
    { schema: { tags, response: { 200: DirectoryCategoriesResponse } } },
    async () => ({ categories: [...DIRECTORY_SERVICE_CATEGORIES] }),
  );

  app.get(
    '/mine',
    {
      preValidation: app.requireUser,
      schema: { tags, response: { 200: MyDirectoryListingsResponse, ...errors } },
    },
    async (request) => listMyDirectoryListings(app.db, signedIn(request)),
  );

  app.post(
    '/',
    {
      preValidation: app.requireSeller,
      schema: {
        tags,
        body: CreateDirectoryListingRequest,
        response: { 201: CreateDirectoryListingResponse, ...errors },
      },
    },
    async (request, reply) => {
      const actor = signedIn(request);
      // Directory listings have no free flag.
      await requirePaymentMethodToBuy(app.db, app.payments, actor, 'DIRECTORY_LISTING');
      reply.code(201);
      return createDirectoryListing(app.db, actor, request.body);
    },
  );

  // Issue 30 item 2: the listing's profile views and contact clicks per day; `format=csv` as a file.
  app.get(
    '/:id/stats',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        params: IdParam,
        querystring: StatsQuery,
        produces: ['application/json', 'text/csv'],
        response: {
          200: z.union([DirectoryStatsResponse, z.string().describe('The same days as CSV (format=csv)')]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { id } = request.params;
      const stats = await getDirectoryListingStats(app.db, signedIn(request), id, request.query);
      if (request.query.format !== 'csv') return stats;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(directoryStatsFileName(id, stats)))
        .send(directoryStatsCsv(stats));
    },
  );

  // Issue 30 item 6: editable for its whole term (description, contact, French text; the logo is
  // the upload below). PUT and PATCH both take any of the form's fields, checked as on creation.
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/:id',
      preValidation: app.requireUser,
      schema: {
        tags,
        params: IdParam,
        body: UpdateDirectoryListingRequest,
        response: { 200: DirectoryListingResponse, ...errors },
      },
      handler: async (request) => {
        const listing = await updateDirectoryListing(
          app.db,
          signedIn(request),
          request.params.id,
          request.body,
        );
        // An active listing's details are its owner's profile, which auction pages show too.
        if (listing.status === 'ACTIVE') forgetAuctionReads(app);
        return { listing };
      },
    });
  }

  // Issue 31 item 2 (decision 033): the admins' review queue of paid listings, which are live meanwhile.
  app.get(
    '/admin',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        querystring: AdminDirectoryListingsQuery,
        response: { 200: AdminDirectoryListingsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return listDirectoryReviewQueue(app.db, request.query);
    },
  );

  // Decision 033: refused for one of a directory listing's own reasons; several at once as one by one.
  registerReviewRoutes(
    app,
    { kind: 'directoryListing', response: DirectoryListingResponse, tags, errors },
    (admin, id, decision, rejection) => reviewDirectoryListing(app, admin, id, decision, rejection),
  );

  // Issue 31 item 2: the owner sends a rejected listing back, unchanged (an edit resubmits it too).
  app.put(
    '/:id/resubmit',
    {
      preValidation: app.requireUser,
      schema: { tags, params: IdParam, response: { 200: DirectoryListingResponse, ...errors } },
    },
    async (request) => ({
      listing: await resubmitDirectoryListing(app, signedIn(request), request.params.id),
    }),
  );

  app.post(
    '/:id/upload-logo',
    {
      preValidation: app.requireSeller,
      schema: {
        tags,
        params: IdParam,
        consumes: ['multipart/form-data'],
        response: { 200: DirectoryLogoResponse, 413: ErrorResponse, 415: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const answer = await withAccountImageSlot(user.id, async () =>
        uploadDirectoryLogo(app.db, app.storage, user, request.params.id, await readLogo(request)),
      );
      // The owner's change may resubmit a rejected listing (decision 033): its profile is back.
      forgetAuctionReads(app);
      return answer;
    },
  );
};

export default directoryListingsRoutes;
