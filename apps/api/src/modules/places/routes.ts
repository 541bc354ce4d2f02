import {
  ErrorResponse,
  MapSettings,
  PlaceIdParam,
  PlaceListResponse,
  PlaceResponse,
  PlaceSearchQuery,
} from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlaceById, searchPlaces } from './service.ts';

/** The gazetteer changes only with a deployment, so any cache may keep an answer for an hour. */
const PLACES_CACHING = 'public, max-age=3600';

const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['places'],
        querystring: PlaceSearchQuery,
        response: { 200: PlaceListResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PLACES_CACHING);
      return { places: await searchPlaces(app.db, request.query.search, request.query.limit) };
    },
  );

  app.get(
    '/map-settings',
    { schema: { tags: ['places'], response: { 200: MapSettings } } },
    async (_request, reply) => {
      reply.header('cache-control', PLACES_CACHING);
      return { tileUrl: app.config.mapTileUrl, attribution: app.config.mapAttribution };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['places'],
        params: PlaceIdParam,
        response: { 200: PlaceResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const place = await requirePlaceById(app.db, request.params.id);
      reply.header('cache-control', PLACES_CACHING);
      return { place };
    },
  );
};

export default placesRoutes;
