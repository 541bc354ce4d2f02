import { ErrorResponse, LotSearchQuery, LotSearchResponse } from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_READ_CACHING } from '../auctions/routes.ts';
import { searchLots } from './search-service.ts';

/** Issue 29 item 4: GET /api/lots, the search across every public sale's lots. */
const lotSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['lots'],
        querystring: LotSearchQuery,
        response: { 200: LotSearchResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      // The same answer for everyone (public sales only): a CDN may keep it briefly, as the lists.
      reply.header('cache-control', PUBLIC_READ_CACHING);
      return searchLots(app, request.query);
    },
  );
};

export default lotSearchRoutes;
