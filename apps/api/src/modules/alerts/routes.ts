import {
  CreateSavedSearchRequest,
  ErrorResponse,
  FollowListResponse,
  FollowRequest,
  FollowResponse,
  IdParam,
  SavedSearchListResponse,
  SavedSearchResponse,
  SellerParam,
  SuccessResponse,
  UnsubscribeRequest,
  UnsubscribeResponse,
  UpdateSavedSearchRequest,
} from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  follow,
  getFollow,
  listFollows,
  listSavedSearches,
  unfollow,
  unsubscribe,
  updateSavedSearch,
} from './service.ts';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** Issue 17 §5: a signed-in visitor's saved searches, each mailing a digest of new matches. */
export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['alerts'];
  app.get(
    '/',
    {
      preValidation: app.requireUser,
      schema: { tags, response: { 200: SavedSearchListResponse, ...errors } },
    },
    async (request) => ({ savedSearches: await listSavedSearches(app.db, signedIn(request)) }),
  );
  app.post(
    '/',
    {
      preValidation: app.requireUser,
      schema: { tags, body: CreateSavedSearchRequest, response: { 201: SavedSearchResponse, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send({ savedSearch: await createSavedSearch(app.db, signedIn(request), request.body) }),
  );
  app.put(
    '/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        params: IdParam,
        body: UpdateSavedSearchRequest,
        response: { 200: SavedSearchResponse, ...errors },
      },
    },
    async (request) => ({
      savedSearch: await updateSavedSearch(app.db, signedIn(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/:id',
    {
      preValidation: app.requireUser,
      schema: { tags, params: IdParam, response: { 200: SuccessResponse, ...errors } },
    },
    async (request) => {
      await deleteSavedSearch(app.db, signedIn(request), request.params.id);
      return { success: true as const };
    },
  );
};

/** Issue 17 §6: followed auctioneers; a follower is mailed a digest of their new auctions. */
export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['alerts'];
  app.get(
    '/',
    { preValidation: app.requireUser, schema: { tags, response: { 200: FollowListResponse, ...errors } } },
    async (request) => ({ follows: await listFollows(app.db, signedIn(request)) }),
  );
  app.get(
    '/:sellerId',
    {
      preValidation: app.requireUser,
      schema: { tags, params: SellerParam, response: { 200: FollowResponse, ...errors } },
    },
    async (request) => ({ follow: await getFollow(app.db, signedIn(request), request.params.sellerId) }),
  );
  app.put(
    '/:sellerId',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        params: SellerParam,
        body: FollowRequest,
        response: { 200: FollowResponse, ...errors },
      },
    },
    async (request) => ({
      follow: await follow(app.db, signedIn(request), request.params.sellerId, request.body.frequency),
    }),
  );
  app.delete(
    '/:sellerId',
    {
      preValidation: app.requireUser,
      schema: { tags, params: SellerParam, response: { 200: FollowResponse, ...errors } },
    },
    async (request) => {
      await unfollow(app.db, signedIn(request), request.params.sellerId);
      return { follow: null };
    },
  );
};

/**
 * The one-click unsubscribe of a digest: the mail client's POST (RFC 8058, token in the query) or
 * the unsubscribe page's (token in the body). No sign-in: the token is the permission.
 */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients post the form `List-Unsubscribe=One-Click` (RFC 8058); here only, forms are read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['alerts'],
        querystring: UnsubscribeRequest.partial(),
        body: UnsubscribeRequest.partial().optional(),
        response: { 200: UnsubscribeResponse, ...errors },
      },
    },
    async (request) => {
      const parsed = UnsubscribeRequest.safeParse({ token: request.body?.token ?? request.query.token });
      const token = parsed.success ? parsed.data.token : '';
      const { name } = await unsubscribe(app.db, token);
      return { success: true as const, name };
    },
  );
};
