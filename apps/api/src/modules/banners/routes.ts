import {
  AdminBannersQuery,
  AdminBannersResponse,
  BannerResponse,
  BannerStatsResponse,
  CreateBannerRequest,
  CreateBannerResponse,
  ErrorResponse,
  HomepageBannersResponse,
  IdParam,
  MESSAGES,
  MyBannersResponse,
  PlacementBannerResponse,
  ServedPlacement,
  StatsQuery,
  SuccessResponse,
  UPLOAD_LIMITS,
  UploadBannerQuery,
  UploadBannerResponse,
} from '@mariner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/auth.ts';
import { attachment } from '../advertiser-stats/period.ts';
import { requirePaymentMethodToBuy } from '../payment-methods/service.ts';
import { registerReviewRoutes } from '../reviews/routes.ts';
import { withAccountImageSlot } from '../uploads/image-work.ts';
import { readUploadedFile } from '../uploads/read-upload.ts';
import {
  clickTarget,
  createBanner,
  deleteBanner,
  homepageBanners,
  listAdminBanners,
  listMyBanners,
  placementBanner,
  resubmitBanner,
  reviewBanner,
  uploadBannerImage,
} from './service.ts';
import { bannerStatsCsv, bannerStatsFileName, getBannerStats } from './stats.ts';

/** The one `image` part (spec 001 §7), within 2 MB, with the spec's own messages. */
const readBannerImage = (request: FastifyRequest) =>
  readUploadedFile(request, {
    maxBytes: UPLOAD_LIMITS.bannerBytes,
    tooLargeMessage: MESSAGES.bannerFileTooLarge,
    fieldNames: ['image'],
    missingMessage: MESSAGES.uploadBannerImage,
  });

/** Each view counts impressions, so no shared cache may answer for us. */
const NO_STORE = 'no-store';

const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = {
    400: ErrorResponse,
    401: ErrorResponse,
    403: ErrorResponse,
    404: ErrorResponse,
    409: ErrorResponse,
  };
  const tags = ['banners'];

  app.get(
    '/homepage',
    { schema: { tags, response: { 200: HomepageBannersResponse, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      return homepageBanners(app);
    },
  );

  app.get(
    '/placement/:placement',
    {
      schema: {
        tags,
        params: z.object({ placement: ServedPlacement }),
        response: { 200: PlacementBannerResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return { banner: await placementBanner(app, request.params.placement) };
    },
  );

  app.get(
    '/my-banners',
    { preValidation: app.requireUser, schema: { tags, response: { 200: MyBannersResponse, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { banners: await listMyBanners(app, signedIn(request)) };
    },
  );

  app.get(
    '/admin',
    {
      preValidation: app.requireAdmin,
      schema: { tags, querystring: AdminBannersQuery, response: { 200: AdminBannersResponse, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return listAdminBanners(app, request.query);
    },
  );

  app.post(
    '/upload',
    {
      preValidation: app.requireSeller,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: UploadBannerQuery,
        response: { 200: UploadBannerResponse, ...errors, 413: ErrorResponse, 415: ErrorResponse },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return withAccountImageSlot(user.id, async () =>
        uploadBannerImage(app.storage, user, await readBannerImage(request), request.query.kind),
      );
    },
  );

  app.post(
    '/',
    {
      preValidation: app.requireSeller,
      schema: { tags, body: CreateBannerRequest, response: { 201: CreateBannerResponse, ...errors } },
    },
    async (request, reply) => {
      const actor = signedIn(request);
      await requirePaymentMethodToBuy(app.db, app.payments, actor, 'BANNER_AD');
      reply.code(201);
      return createBanner(app, app.storage, actor, request.body);
    },
  );

  app.get(
    '/:id/click',
    { schema: { tags, params: IdParam, response: { 404: ErrorResponse } } },
    async (request, reply) => {
      const target = await clickTarget(app.db, request.params.id);
      reply.header('cache-control', NO_STORE);
      return reply.redirect(target, 302);
    },
  );

  // Issue 30 item 2: the banner's days for its advertiser and admins; `format=csv` as a file.
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
          200: z.union([BannerStatsResponse, z.string().describe('The same days as CSV (format=csv)')]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const stats = await getBannerStats(app, signedIn(request), request.params.id, request.query);
      if (request.query.format !== 'csv') return stats;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(bannerStatsFileName(request.params.id, stats)))
        .send(bannerStatsCsv(stats));
    },
  );

  app.delete(
    '/:id',
    {
      preValidation: app.requireUser,
      schema: { tags, params: IdParam, response: { 200: SuccessResponse, ...errors } },
    },
    async (request) => {
      await deleteBanner(app, app.storage, signedIn(request), request.params.id);
      return { success: true as const };
    },
  );

  // Each banner through reviewBanner, so each decision is audited (issue 31 item 5) as one alone.
  registerReviewRoutes(
    app,
    { kind: 'banner', response: BannerResponse, tags, errors },
    (admin, id, decision, rejection) => reviewBanner(app, app.payments, admin, id, decision, rejection),
  );

  // Issue 31 item 2: the advertiser sends a rejected banner back to review.
  app.put(
    '/:id/resubmit',
    {
      preValidation: app.requireUser,
      schema: { tags, params: IdParam, response: { 200: BannerResponse, ...errors } },
    },
    async (request) => ({ banner: await resubmitBanner(app, signedIn(request), request.params.id) }),
  );
};

export default bannersRoutes;
