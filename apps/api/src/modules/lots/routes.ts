import {
  CreateLotRequest,
  ErrorResponse,
  IdParam,
  LotImageResponse,
  LotListQuery,
  LotListResponse,
  LotOrderRequest,
  LotParams,
  LotResponse,
  MESSAGES,
  SuccessResponse,
  UPLOAD_LIMITS,
  UpdateLotRequest,
} from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth.ts';
import { PUBLIC_READ_CACHING } from '../auctions/routes.ts';
import { withAccountImageSlot } from '../uploads/image-work.ts';
import { readUploadedFile } from '../uploads/read-upload.ts';
import { addLotImage, createLot, deleteLot, listLots, orderLots, updateLot } from './service.ts';

/** Issue 29: an auction's lots, under /api/auctions/:id/lots. */
const lotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = {
    400: ErrorResponse,
    401: ErrorResponse,
    403: ErrorResponse,
    404: ErrorResponse,
    409: ErrorResponse,
  };
  const uploadErrors = { ...errors, 413: ErrorResponse, 415: ErrorResponse };
  const tags = ['lots'];

  app.get(
    '/:id/lots',
    {
      schema: {
        tags,
        params: IdParam,
        querystring: LotListQuery,
        response: { 200: LotListResponse, ...errors },
      },
    },
    async (request, reply) => {
      // As the auction lists: a visitor's answer (an approved auction's, the only kind they see) may be
      // kept briefly by a CDN; a signed-in one (an owner's pending lots) never is.
      reply.header('vary', 'cookie, authorization');
      reply.header('cache-control', request.user ? 'private, no-cache' : PUBLIC_READ_CACHING);
      return listLots(app, request.user, request.params.id, request.query);
    },
  );

  app.post(
    '/:id/lots',
    {
      preValidation: app.requireUser,
      schema: { tags, params: IdParam, body: CreateLotRequest, response: { 201: LotResponse, ...errors } },
    },
    async (request, reply) => {
      reply.code(201);
      return { lot: await createLot(app, signedIn(request), request.params.id, request.body) };
    },
  );

  // A fixed path beside /:lotId: the router prefers it.
  app.put(
    '/:id/lots/order',
    {
      preValidation: app.requireUser,
      schema: { tags, params: IdParam, body: LotOrderRequest, response: { 200: SuccessResponse, ...errors } },
    },
    async (request) => {
      await orderLots(app, signedIn(request), request.params.id, request.body.lotIds);
      return { success: true as const };
    },
  );

  app.put(
    '/:id/lots/:lotId',
    {
      preValidation: app.requireUser,
      schema: { tags, params: LotParams, body: UpdateLotRequest, response: { 200: LotResponse, ...errors } },
    },
    async (request) => ({
      lot: await updateLot(
        app,
        app.storage,
        signedIn(request),
        request.params.id,
        request.params.lotId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:id/lots/:lotId',
    {
      preValidation: app.requireUser,
      schema: { tags, params: LotParams, response: { 200: SuccessResponse, ...errors } },
    },
    async (request) => {
      await deleteLot(app, app.storage, signedIn(request), request.params.id, request.params.lotId);
      return { success: true as const };
    },
  );

  app.post(
    '/:id/lots/:lotId/images',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        params: LotParams,
        consumes: ['multipart/form-data'],
        response: { 200: LotImageResponse, ...uploadErrors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const readImage = () =>
        readUploadedFile(request, {
          maxBytes: UPLOAD_LIMITS.auctionImageBytes,
          tooLargeMessage: MESSAGES.auctionImageTooLarge,
        });
      return withAccountImageSlot(user.id, () =>
        addLotImage(app, app.storage, user, request.params.id, request.params.lotId, readImage),
      );
    },
  );
};

export default lotsRoutes;
