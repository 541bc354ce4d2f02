import { AdminStatsResponse, ErrorResponse } from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAdminStats } from './service.ts';

/** /api/admin: the dashboard's own reads (ADMIN and SUPERADMIN). */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        response: { 200: AdminStatsResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getAdminStats(app.db);
    },
  );
};

export default adminRoutes;
