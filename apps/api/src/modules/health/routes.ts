import { ErrorResponse, HealthResponse, MESSAGES, ReadinessResponse } from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isMigrated } from '../../db/client.ts';
import { paymentsModeOf } from '../../plugins/payments/index.ts';

/** What load balancers and scripts wait on: 200 once the database answers and is fully migrated. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['health'], response: { 200: HealthResponse, 503: ErrorResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      let ready = false;
      try {
        ready = await isMigrated(app.db);
      } catch (error) {
        request.log.warn({ err: error }, 'health check failed');
      }
      if (!ready) {
        return reply.code(503).send({ error: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable });
      }
      return { status: 'ok' as const, database: 'migrated' as const, payments: paymentsModeOf(app.payments) };
    },
  );

  // Issue 15: liveness stays the route above; this one tells a load balancer to send no new traffic
  // once the instance has begun to drain (SIGTERM), while the requests it has still finish.
  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: ReadinessResponse, 503: ErrorResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.lifecycle.draining) {
        return reply.code(503).send({ error: 'SERVICE_UNAVAILABLE', message: MESSAGES.draining });
      }
      return { status: 'ready' as const };
    },
  );
};

export default healthRoutes;
