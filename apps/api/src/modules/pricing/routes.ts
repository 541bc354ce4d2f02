import { ErrorResponse, PricingResponse, UpdatePricingRequest } from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPricing, updatePrice } from './service.ts';

/**
 * The same for every visitor, so a CDN may keep it a minute; browsers always ask again, so a
 * superadmin's change shows on their next visit (the charge itself is always computed afresh).
 */
export const PRICING_CACHING = 'public, max-age=0, s-maxage=60';

const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['pricing'];
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

  app.get('/', { schema: { tags, response: { 200: PricingResponse } } }, async (_request, reply) => {
    reply.header('cache-control', PRICING_CACHING);
    return getPricing(app.db);
  });

  app.put(
    '/',
    {
      preValidation: app.requireSuperAdmin,
      schema: { tags, body: UpdatePricingRequest, response: { 200: PricingResponse, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // preValidation let only a superadmin through, so the user is there.
      if (!request.user) throw new Error('no user after requireSuperAdmin');
      return updatePrice(app.db, request.user, request.body);
    },
  );
};

export default pricingRoutes;
