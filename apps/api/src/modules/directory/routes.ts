import {
  AuctioneerDirectoryResponse,
  DirectoryContactParams,
  DirectoryIdParam,
  DirectoryProfile,
  DirectoryQuery,
  ErrorResponse,
  ServiceDirectoryQuery,
  ServiceDirectoryResponse,
} from '@mariner/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countContactClick, countProfileView } from './counting.ts';
import { getDirectoryProfile, listAuctioneers, listServices } from './service.ts';

/**
 * A directory changes when a listing is bought, lapses or is toggled, never per visitor, so a CDN
 * may keep an anonymous answer a minute (ARCHITECTURE "Scaling"); browsers always ask again. A
 * signed-in request is answered privately, as every list of this API is.
 */
export const DIRECTORY_PUBLIC_CACHING = 'public, max-age=0, s-maxage=60';

const setDirectoryCaching = (request: FastifyRequest, reply: FastifyReply) => {
  reply.header('vary', 'cookie, authorization');
  reply.header('cache-control', request.user ? 'private, no-cache' : DIRECTORY_PUBLIC_CACHING);
};

/** Spec 001 §7: the public directories of auctioneers and service companies, and one profile. */
const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: ErrorResponse, 404: ErrorResponse };
  const tags = ['directory'];

  app.get(
    '/auctioneers',
    {
      schema: {
        tags,
        querystring: DirectoryQuery,
        response: { 200: AuctioneerDirectoryResponse, ...errors },
      },
    },
    async (request, reply) => {
      setDirectoryCaching(request, reply);
      return listAuctioneers(app.db, request.query);
    },
  );

  app.get(
    '/services',
    {
      schema: {
        tags,
        querystring: ServiceDirectoryQuery,
        response: { 200: ServiceDirectoryResponse, ...errors },
      },
    },
    async (request, reply) => {
      setDirectoryCaching(request, reply);
      return listServices(app.db, request.query);
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: DirectoryIdParam, response: { 200: DirectoryProfile, ...errors } } },
    async (request, reply) => {
      const profile = await getDirectoryProfile(app, request.params.id);
      setDirectoryCaching(request, reply);
      return profile;
    },
  );

  // Issue 30 item 2: beacons from the profile page (navigator.sendBeacon, no body), always 204 so
  // a beacon learns nothing about what was counted; counted once per visitor and day (counting.ts).
  const beacon = { schema: { tags, params: DirectoryIdParam, response: { 204: z.null(), ...errors } } };

  app.post('/:id/views', beacon, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const visit = { profileId: request.params.id, ip: request.ip, userAgent: request.headers['user-agent'] };
    await countProfileView(app, visit);
    return reply.code(204).send(null);
  });

  app.post(
    '/:id/contact-clicks/:kind',
    { schema: { tags, params: DirectoryContactParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, kind } = request.params;
      const visit = { profileId: id, kind, ip: request.ip, userAgent: request.headers['user-agent'] };
      await countContactClick(app, visit);
      return reply.code(204).send(null);
    },
  );
};

export default directoryRoutes;
